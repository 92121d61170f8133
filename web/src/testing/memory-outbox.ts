import type { Mutation, OutboxStore } from '../offline/outbox-store.ts'

/** The outbox in memory, for tests. */
export function memoryOutbox(): OutboxStore & { readonly mutations: Mutation[] } {
  const mutations: Mutation[] = []
  return {
    mutations,
    async list(player) {
      return mutations
        .filter((mutation) => mutation.player === player)
        .map((mutation) => structuredClone(mutation))
    },
    async put(mutation) {
      const at = mutations.findIndex((held) => held.seq === mutation.seq)
      if (at >= 0) mutations[at] = structuredClone(mutation)
      else {
        mutations.push(structuredClone(mutation))
        mutations.sort((a, b) => a.seq - b.seq)
      }
    },
    async remove(seq) {
      const at = mutations.findIndex((held) => held.seq === seq)
      if (at >= 0) mutations.splice(at, 1)
    },
    async clear() {
      mutations.length = 0
    },
  }
}
