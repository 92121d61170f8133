import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { writeCompressedCopies } from './compressed-assets.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function builtFolder(files: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(join(tmpdir(), 'loom-compressed-'))
  folders.push(folder)
  mkdirSync(join(folder, 'assets'))
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content)
  return folder
}

const script = `export const pools = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ n, name: `Weapon ${n}` })))}\n`

describe('compressed copies of the build', () => {
  it('writes a Brotli and a gzip copy of each script and stylesheet that decode to the file', async () => {
    const folder = builtFolder({
      'assets/index-abc.js': script,
      'assets/index-abc.css': `.tile { color: red; }\n`.repeat(100),
    })
    const copied = await writeCompressedCopies(folder)
    expect(copied.sort()).toEqual(
      [join(folder, 'assets/index-abc.css'), join(folder, 'assets/index-abc.js')].sort(),
    )
    const file = join(folder, 'assets/index-abc.js')
    const br = readFileSync(`${file}.br`)
    const gz = readFileSync(`${file}.gz`)
    expect(br.length).toBeLessThan(script.length / 3)
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
  })

  it('leaves alone images, tiny files and files that would not shrink', async () => {
    const noise = randomBytes(4096)
    const folder = builtFolder({
      'assets/icon.png': script,
      'assets/tiny.js': 'export const a = 1\n',
      'assets/noise.js': noise,
    })
    expect(await writeCompressedCopies(folder)).toEqual([])
    for (const name of ['icon.png', 'tiny.js', 'noise.js']) {
      expect(existsSync(join(folder, 'assets', `${name}.br`))).toBe(false)
      expect(existsSync(join(folder, 'assets', `${name}.gz`))).toBe(false)
    }
  })
})
