import type { FastifyReply, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks of a heavy route (see heavyWorkGate), one gate for the whole app. */
    heavyWork: HeavyWorkGate
  }
}

/**
 * Heavy routes (an import, a duplicate, a library copy: thousands of rows at once) run one at a
 * time per player: a second one while the first is under way is a 429 with Retry-After, so
 * one account cannot keep the server busy with several at once. Counted per server process.
 */
export function heavyWorkGate() {
  const busy = new Set<number>()
  const held = new WeakSet<FastifyRequest>()
  const release = async (request: FastifyRequest) => {
    if (!held.has(request)) return
    held.delete(request)
    const player = await request.currentPlayer()
    if (player) busy.delete(player.id)
  }
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const player = await request.currentPlayer()
      if (!player) return
      if (busy.has(player.id)) {
        return reply
          .code(429)
          .header('retry-after', '1')
          .send({ error: 'An import or copy of yours is still under way: try again in 1 s' })
      }
      busy.add(player.id)
      held.add(request)
    },
    onResponse: release,
    onRequestAbort: release,
  }
}

export type HeavyWorkGate = ReturnType<typeof heavyWorkGate>
