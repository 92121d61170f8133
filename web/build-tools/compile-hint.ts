import { type ChunkImports, loadedAtStart } from './chunk-imports.ts'

/**
 * V8's explicit compile hint: a file that starts with this comment has every function
 * compiled while the file streams in, off the main thread, instead of each on its first call.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n'

/** What the plugin reads and changes of a built chunk. */
interface BuiltChunk extends ChunkImports {
  code?: string
  map?: { mappings: string } | null
  /** An asset's content: for a chunk's source map file, the map as JSON. */
  source?: string | Uint8Array
}

/**
 * Puts the hint on the first line of each entry chunk and of each chunk an entry imports
 * statically (React's, see vite.config.ts): all run as the app starts. A source map, if built,
 * gets an empty first line, so every later line still maps where it did: both the chunk's map
 * and the map file already in the bundle beside it, which is what is written out.
 */
export function hintEntries(bundle: Record<string, BuiltChunk>): void {
  for (const fileName of loadedAtStart(bundle)) {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk' || chunk.code === undefined) continue
    chunk.code = COMPILE_ALL_ON_LOAD + chunk.code
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
    const mapFile = bundle[`${fileName}.map`]
    if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
      const map = JSON.parse(mapFile.source) as { mappings: string }
      mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
    }
  }
}

/**
 * The Vite plugin: the hint on the entry script, once the bundle is minified (minifying drops
 * comments) and Vite has put its own lines at the top. Nearly all of the entry runs before the
 * first page is taken over, and on a phone's first visit compiling it on the main thread as it
 * ran was a large part of the load's longest task (interleaved first visits at 4x CPU over
 * slow 4G, 20 of each: blocking time while a sheet loads, median 0.55 s without the hint and
 * 0.40 s with it). Lazy chunks keep V8's own lazy compiling: most of their functions wait for
 * a tap.
 * Typed by its own shape rather than Vite's Plugin (see compressed-assets.ts).
 */
export function compileEntryOnLoad() {
  return {
    name: 'loom-compile-entry-on-load',
    apply: 'build' as const,
    generateBundle: {
      order: 'post' as const,
      handler(_options: unknown, bundle: Record<string, BuiltChunk>) {
        hintEntries(bundle)
      },
    },
  }
}
