/** What these read of a built chunk (Rollup's output bundle). */
export interface ChunkImports {
  type: 'chunk' | 'asset'
  isEntry?: boolean
  /** The files a chunk imports statically. */
  imports?: string[]
}

/**
 * `fileName` and every file it imports statically, directly or not, first to last, added to
 * `into` (a file already there is not walked again).
 */
export function withStaticImports(
  bundle: Readonly<Record<string, ChunkImports>>,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into
  into.add(fileName)
  for (const imported of bundle[fileName]?.imports ?? []) withStaticImports(bundle, imported, into)
  return into
}

/** The files that run as the app starts: each entry chunk and what it imports statically. */
export function loadedAtStart(bundle: Readonly<Record<string, ChunkImports>>): Set<string> {
  const files = new Set<string>()
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) withStaticImports(bundle, fileName, files)
  }
  return files
}
