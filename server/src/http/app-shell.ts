import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/vite\/(assets\/[\w.-]+\.css)"[^>]*>/g

/**
 * The built index.html, or undefined before a build, with its style sheet (a kilobyte or two)
 * put in the page: a phone on a slow network would otherwise paint nothing, not even a
 * server-rendered sheet, until one more round trip had brought it. Hashed files never change,
 * so each is read once.
 *
 * Measured and dropped: naming the entry script in a `Link: rel=preload` header. Its download
 * started a little earlier, but the browser then compiled it on the main thread while it was
 * still laying the page out (a streamed module compiles beside it), and in alternating runs
 * the typical sheet's first screen came at 2.1 / 1.8 s with the header against 1.1 / 1.1 s
 * without.
 */
export function appShellReader(webDist: string): () => Promise<string | undefined> {
  const styleSheets = new Map<string, Promise<string>>()
  const styleSheet = (path: string) => {
    let text = styleSheets.get(path)
    if (!text) {
      text = readFile(join(webDist, path), 'utf8')
      styleSheets.set(path, text)
    }
    return text
  }
  return async () => {
    const template = await readFile(join(webDist, 'index.html'), 'utf8').catch(() => undefined)
    if (template === undefined) return undefined
    let html = template
    for (const [link, path = ''] of template.matchAll(STYLESHEET)) {
      const css = await styleSheet(path).catch(() => undefined)
      // Never inline what could close the style element early; keep the link then.
      if (css !== undefined && !css.includes('</')) {
        html = html.replace(link, () => `<style>${css}</style>`)
      }
    }
    return html
  }
}
