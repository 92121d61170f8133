import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const SCRIPT = 'self.addEventListener("fetch", () => {})'
const built = mkdtempSync(join(tmpdir(), 'loom-web-dist-'))
writeFileSync(join(built, 'index.html'), '<!doctype html><title>Loom</title><!--csrf-meta-->')
writeFileSync(join(built, 'sw.js'), SCRIPT)
const unbuilt = mkdtempSync(join(tmpdir(), 'loom-web-dist-'))
afterAll(() => {
  for (const folder of [built, unbuilt]) rmSync(folder, { recursive: true, force: true })
})

forEachEngine((engine) => {
  describe('the service worker at /sw.js', () => {
    const t = useTestApp(engine, { config: { webDist: built } })

    it('is served from the root, never cached by the browser, so its scope is the whole app', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sw.js' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toBe(SCRIPT)
    })
  })

  describe('the service worker before the web app is built', () => {
    const t = useTestApp(engine, { config: { webDist: unbuilt } })

    it('is a 404, not the app page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sw.js' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'The web app has not been built yet' })
    })
  })
})
