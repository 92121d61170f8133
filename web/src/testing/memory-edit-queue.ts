import type { EditQueue, QueuedEdit } from '../offline/edit-queue.ts'

/** The queue in memory, for tests. */
export function memoryEditQueue(): EditQueue & { readonly edits: QueuedEdit[] } {
  const edits: QueuedEdit[] = []
  let next = 1
  return {
    edits,
    async list(player) {
      return edits.filter((edit) => edit.player === player).map((edit) => ({ ...edit }))
    },
    async add(edit) {
      edits.push({ ...edit, seq: next++ })
    },
    async put(edit) {
      const at = edits.findIndex((held) => held.seq === edit.seq)
      if (at >= 0) edits[at] = { ...edit }
    },
    async remove(seq) {
      const at = edits.findIndex((held) => held.seq === seq)
      if (at >= 0) edits.splice(at, 1)
    },
    async clear() {
      edits.length = 0
    },
  }
}
