import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** index.html as sent: its style sheets inlined, and the scripts the browser should fetch early. */
export interface AppShell {
  html: string
  /** A Link header naming the entry scripts, so a browser asks for them with the headers. */
  preloadLink: string | undefined
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/vite\/(assets\/[\w.-]+\.css)"[^>]*>/g
const MODULE_SCRIPT =
  /<script type="module"[^>]*src="(\/vite\/assets\/[\w.-]+\.js)"[^>]*><\/script>/g

/**
 * The built index.html, or undefined before a build. Its style sheet (a kilobyte or two) is
 * put in the page: a phone on a slow network would otherwise paint nothing, not even a
 * server-rendered sheet, until one more round trip had brought it. Hashed files never change,
 * so each is read once.
 */
export function appShellReader(webDist: string): () => Promise<AppShell | undefined> {
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
      if (css !== undefined && !css.includes('</'))
        html = html.replace(link, () => `<style>${css}</style>`)
    }
    const scripts = [...template.matchAll(MODULE_SCRIPT)].map(([, src]) => src)
    const preloadLink =
      scripts.length === 0
        ? undefined
        : scripts.map((src) => `<${src}>; rel=preload; as=script; crossorigin`).join(', ')
    return { html, preloadLink }
  }
}
