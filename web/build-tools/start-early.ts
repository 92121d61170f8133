/**
 * The files the entry script imports (React's, see vite.config.ts) become `async` module
 * scripts in index.html instead of preload links: each then runs as soon as it has arrived,
 * in a task of its own, rather than inside the entry script's task once the page is parsed.
 * That task was the load's longest on a phone (about 180 ms at a phone's speed, of which
 * React's start was 70); split, neither holds a tap back as long. The module map runs each
 * file once, whichever script asks first.
 */
export function startImportsEarly(html: string): string {
  return html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+\.js)">/g,
    (_link, src: string) => `<script type="module" async crossorigin src="${src}"></script>`,
  )
}

/** The Vite plugin: rewrites the built index.html (see `startImportsEarly`). */
export function startEntryImportsEarly() {
  return {
    name: 'loom-start-entry-imports-early',
    apply: 'build' as const,
    transformIndexHtml: { order: 'post' as const, handler: startImportsEarly },
  }
}
