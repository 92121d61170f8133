import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const SCRIPT = `export const tiles = ${JSON.stringify(Array.from({ length: 100 }, (_, n) => `Weapon ${n}`))}\n`
const built = mkdtempSync(join(tmpdir(), 'loom-web-dist-'))
mkdirSync(join(built, 'assets'))
writeFileSync(join(built, 'index.html'), '<!doctype html><title>Loom</title><!--csrf-meta-->')
writeFileSync(join(built, 'assets', 'sheet-abc123.js'), SCRIPT)
writeFileSync(join(built, 'assets', 'sheet-abc123.js.br'), brotliCompressSync(SCRIPT))
writeFileSync(join(built, 'assets', 'sheet-abc123.js.gz'), gzipSync(SCRIPT))
// A file the build left without copies (too small to gain from them).
writeFileSync(join(built, 'assets', 'tiny-abc123.js'), 'export const a = 1')
afterAll(() => rmSync(built, { recursive: true, force: true }))

forEachEngine((engine) => {
  describe('built assets, compressed once at build time', () => {
    const t = useTestApp(engine, { config: { webDist: built } })
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      })

    it('sends the Brotli copy to a browser that accepts it, as the same script', async () => {
      const response = await get('/vite/assets/sheet-abc123.js', 'gzip, deflate, br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT)
    })

    it('sends the gzip copy to a client that accepts only gzip', async () => {
      const response = await get('/vite/assets/sheet-abc123.js', 'gzip, deflate')
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT)
    })

    it('sends the file itself to a client that accepts no encoding', async () => {
      const response = await get('/vite/assets/sheet-abc123.js')
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe(SCRIPT)
    })

    it('sends a file without copies as it is, whatever the browser accepts', async () => {
      const response = await get('/vite/assets/tiny-abc123.js', 'gzip, deflate, br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe('export const a = 1')
    })

    it('answers a missing asset with a 404, whatever the browser accepts', async () => {
      const response = await get('/vite/assets/missing-abc123.js', 'br')
      expect(response.statusCode).toBe(404)
    })
  })
})
