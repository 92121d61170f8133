import { relative } from 'node:path'
import { type ChunkImports, loadedAtStart, withStaticImports } from './chunk-imports.ts'

/**
 * Which built files each lazily loaded module needs, so that the server can name them in a
 * rendered page's head (`<link rel="modulepreload">`). Without that, the app's first script
 * asks for them itself, and on a phone adding a preload link for each of a sheet's 25 files
 * held the main thread for 50 ms or more; from the page's own markup the browser starts
 * fetching them while the page is still arriving.
 *
 * Two builds share the names: the browser's build writes `page-chunks.json` (module → files),
 * and the server's renderer build makes each of its dynamic imports report the module it
 * loads (`PAGE_MODULE_LOADED`), which web/src/server-render/render-page.tsx collects.
 */
export const PAGE_CHUNKS_FILE = 'page-chunks.json'

/** Called by the server's renderer as each lazy module loads, with the module's name. */
export const PAGE_MODULE_LOADED = '__loomPageModuleLoaded'

/** What this reads of a built chunk. */
interface BuiltChunk extends ChunkImports {
  fileName: string
  moduleIds?: string[]
}

/** A module's name in both builds: its path from the web app's folder, with `/`. */
export function moduleName(root: string, moduleId: string): string | undefined {
  const path = relative(root, moduleId).split('\\').join('/')
  return path.startsWith('src/') ? path : undefined
}

/**
 * For each of the app's own modules loaded on demand (`isLoadedOnDemand`): the file it was
 * built into and every file that one imports, first to last, without the files the entry
 * script already loads. A module may share its file with others (Rollup merges small ones).
 */
export function pageChunksOf(
  root: string,
  bundle: Record<string, BuiltChunk>,
  isLoadedOnDemand: (moduleId: string) => boolean,
): Record<string, string[]> {
  const loadedFirst = loadedAtStart(bundle)
  const pages: Record<string, string[]> = {}
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || loadedFirst.has(chunk.fileName)) continue
    const files = [...withStaticImports(bundle, chunk.fileName)].filter(
      (file) => !loadedFirst.has(file),
    )
    for (const id of chunk.moduleIds ?? []) {
      const name = moduleName(root, id)
      if (name !== undefined && isLoadedOnDemand(id)) pages[name] = files
    }
  }
  return pages
}

/** What the plugin asks Rollup of a module. */
interface PluginContext {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null
}

/** The browser's build: writes `page-chunks.json` beside its files. */
export function writePageChunks(root: string) {
  return {
    name: 'loom-page-chunks',
    apply: 'build' as const,
    generateBundle(this: PluginContext, _options: unknown, bundle: Record<string, BuiltChunk>) {
      const isLoadedOnDemand = (id: string) =>
        (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0
      this.emitFile({
        type: 'asset',
        fileName: PAGE_CHUNKS_FILE,
        source: JSON.stringify(pageChunksOf(root, bundle, isLoadedOnDemand)),
      })
    },
  }
}

/**
 * The server's renderer build: each dynamic import of the app's own modules first reports
 * the module's name to `globalThis[PAGE_MODULE_LOADED]`, if set.
 */
export function reportPageModules(root: string) {
  return {
    name: 'loom-report-page-modules',
    apply: 'build' as const,
    renderDynamicImport({ targetModuleId }: { targetModuleId: string | null }) {
      const name = targetModuleId && moduleName(root, targetModuleId)
      if (!name) return null
      return {
        left: `(globalThis.${PAGE_MODULE_LOADED}?.(${JSON.stringify(name)}), import(`,
        right: '))',
      }
    },
  }
}
