import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** The built files worth compressing: text. Images and fonts come compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/
/** Below this, a compressed copy saves less than its own headers cost. */
const SMALLEST_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible built file, once,
 * at build time, at the strongest settings: the server sends the copy the browser accepts
 * (@fastify/static's `preCompressed`), so a visit never waits for compression and a player on
 * a phone downloads about a third of the bytes. A copy that would not be smaller is not written.
 * Answers the paths of the files that got copies.
 */
export async function writeCompressedCopies(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true }))
    .filter((name) => COMPRESSIBLE.test(name))
    .map((name) => join(folder, name))
  const compressed = await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file)
      if (original.length < SMALLEST_BYTES) return null
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
      ])
      if (br.length >= original.length && gz.length >= original.length) return null
      await Promise.all([
        br.length < original.length ? writeFile(`${file}.br`, br) : null,
        gz.length < original.length ? writeFile(`${file}.gz`, gz) : null,
      ])
      return file
    }),
  )
  return compressed.filter((file) => file !== null)
}

/**
 * The Vite plugin: compressed copies of the whole build once it is written. Typed by its own
 * shape rather than Vite's Plugin: this file is type-checked against Vitest's Vite, which is
 * newer than the one that builds.
 */
export function compressedAssets() {
  let outDir = ''
  return {
    name: 'loom-compressed-assets',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await writeCompressedCopies(outDir)
    },
  }
}
