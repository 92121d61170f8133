// Builds what is out of date: the web app (Vite, into web/dist) and the server (esbuild, core
// bundled in, into server/dist/main.js, run with plain node). Each output records a hash of its
// inputs, so a restart of an unchanged tree skips both builds.
// Plain JavaScript so that node runs it without a TypeScript loader.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server'])
const STAMP = '.build-inputs'

/** Inputs shared by both outputs: the shared code, the lock file and this script. */
const COMMON_INPUTS = ['core/src', 'core/package.json', 'package-lock.json', 'scripts/build.mjs']

/** @type {{ name: string, inputs: string[], outDir: string, build: () => Promise<void> }[]} */
const TARGETS = [
  { name: 'web', inputs: ['web'], outDir: 'web/dist', build: buildWeb },
  {
    name: 'server',
    inputs: ['server/src', 'server/package.json'],
    outDir: 'server/dist',
    build: buildServer,
  },
]

/** @param {string} path @returns {string[]} path itself if a file, else every file under it */
function filesUnder(path) {
  const absolute = join(repoRoot, path)
  if (!existsSync(absolute)) return []
  if (statSync(absolute).isFile()) return [path]
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !SKIPPED_FOLDERS.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) =>
      entry.isDirectory() || entry.isFile() ? filesUnder(join(path, entry.name)) : [],
    )
}

/** @param {string[]} inputs @returns {string} a hash of the inputs' names and contents */
function hashInputs(inputs) {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(repoRoot, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    )
  })
}

/** web/vite.config.ts makes every build a production one, whatever NODE_ENV says. */
async function buildWeb() {
  await run('npm', ['run', 'build', '-w', 'web'])
}

/**
 * One ES module with core compiled in and every package left to node_modules. It sits as deep
 * in server/ as src/config.ts does, so that file's paths relative to itself still hold.
 */
async function buildServer() {
  const esbuild = await import('esbuild')
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: ['server/src/main.ts'],
    outfile: 'server/dist/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@loom/') ? undefined : { path, external: true },
          )
        },
      },
    ],
  })
}

const targets = TARGETS.map((target) => {
  const hash = hashInputs([...target.inputs, ...COMMON_INPUTS])
  const stamp = join(repoRoot, target.outDir, STAMP)
  const current = existsSync(stamp) && readFileSync(stamp, 'utf8') === hash
  return { ...target, hash, stamp, current }
})

await Promise.all(
  targets.map(async (target) => {
    if (target.current) {
      console.log(`${target.name}: up to date`)
      return
    }
    const started = Date.now()
    await target.build()
    writeFileSync(target.stamp, target.hash)
    console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }),
)
