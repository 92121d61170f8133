import { beforeAll } from 'vitest'
import { baseUrlOf, CableClient } from './cable-client.ts'
import { type TestApp, useTestApp } from './test-app.ts'
import type { TestEngine } from './test-engines.ts'

/** A test app listening on a loopback port, for tests that watch what players' sockets hear. */
export interface ListeningTestApp extends TestApp {
  /** A live socket of the player's, subscribed to their channel. */
  subscribe(playerId: number): Promise<CableClient>
}

/**
 * useTestApp, listening once built; on PostgreSQL its live events go through Redis too, as a
 * deployment of several processes sends them, so the audience rules are tested over the bus.
 */
export function useListeningTestApp(engine: TestEngine): ListeningTestApp {
  const t = useTestApp(engine, {
    config: { redisUrl: engine.name === 'postgres' ? process.env.TEST_REDIS_URL : undefined },
  })
  let base = ''
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = baseUrlOf(t.app.server.address())
  })
  return Object.assign(Object.create(t) as TestApp, {
    subscribe: async (playerId: number) =>
      CableClient.subscribed(base, await t.tokenFor(playerId), playerId),
  })
}
