import { MAX_IMPORT_BYTES } from '@loom/core'

/** A file the player picked or dropped: the JSON it holds, or why it cannot be sent. */
export type ReadImportFile = { document: unknown } | { problem: string }

const MIB = 1024 * 1024

/**
 * Reads an import file in the browser, so that a file the server would refuse for its size or
 * for not being JSON is explained at once and never sent.
 */
export async function readImportFile(file: File): Promise<ReadImportFile> {
  if (file.size > MAX_IMPORT_BYTES) {
    return {
      problem: `The file is ${(file.size / MIB).toFixed(1)} MiB; an import file may be at most ${MAX_IMPORT_BYTES / MIB} MiB`,
    }
  }
  let text: string
  try {
    text = await file.text()
  } catch {
    return { problem: 'The file could not be read' }
  }
  if (text.trim() === '') return { problem: 'The file is empty' }
  try {
    return { document: JSON.parse(text) }
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : ''
    return { problem: `The file is not JSON${detail}: choose a .loom.json file exported from Loom` }
  }
}
