import { PING_INTERVAL_SECONDS } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import type { SessionTokens } from '../auth/session-token.ts'
import type { Db } from '../db/schema.ts'
import { existingPlayers } from '../players/player-sight.ts'
import { readCacheOf } from '../read-cache/read-cache.ts'
import { deriveKey } from '../secret-key-base.ts'
import { type LiveBus, memoryBus } from './bus.ts'
import { cableRoutes } from './cable-route.ts'
import { type CableTickets, memoryTickets, redisTickets } from './cable-tickets.ts'
import { type ChangeFeed, createChangeFeed } from './change-feed.ts'
import { LocalSockets } from './local-sockets.ts'
import { holdAnswersUntilPublished } from './published-before-answer.ts'
import { redisBus } from './redis-bus.ts'
import { credentialsOf } from './socket-credentials.ts'
import { cableTicketRoutes } from './ticket-route.ts'
import { createVersionOrder } from './version-order.ts'

/** How often each process checks that the players it holds sockets for still exist. */
export const ACCOUNT_CHECK_INTERVAL_MS = 5_000

export interface LiveChannelOptions {
  db: Db
  sessionTokens: SessionTokens
  /** Set: events and tickets go through Redis, shared by every server process. */
  redisUrl: string | undefined
  secretKeyBase: string
  /** How long an event waits for the versions before it; VERSION_GAP_WAIT_MS by default. */
  versionGapWaitMs?: number
  /** Told of each envelope's sends to the sockets held here (metrics). */
  onDelivered?: (sends: number, publishedAt: number | undefined) => void
}

/** The live channel of one process, as app.ts wires it: its publisher and what ops read. */
export interface LiveChannel {
  readonly feed: ChangeFeed
  readonly bus: Pick<LiveBus, 'answers' | 'connections'>
  openSockets(): number
}

/**
 * The live channel of one server process: /cable and the ticket route, the sockets held
 * here, and the publisher the API routes report committed changes to. Changes become
 * envelopes here, travel over the bus (in-process, or Redis between processes), are put in
 * version order and reach the sockets of their recipients. The bus also keeps the process's
 * read cache: what each envelope made stale is forgotten, and while the bus may be missing
 * envelopes nothing is cached.
 */
export function registerLiveChannel(
  app: FastifyInstance,
  options: LiveChannelOptions,
): LiveChannel {
  const { db } = options
  const namespace = liveNamespace(options.secretKeyBase)
  const logError = (error: unknown) => app.log.error({ err: error }, 'live channel failure')
  const { bus, tickets } = transport(options.redisUrl, namespace, logError)
  const sockets = new LocalSockets()
  const order = createVersionOrder(
    (envelope) => {
      // Delivery runs outside any request; a failure must not take the process down.
      try {
        options.onDelivered?.(sockets.deliver(envelope), envelope.published_at)
      } catch (error) {
        logError(error)
      }
    },
    { waitMs: options.versionGapWaitMs },
  )
  const reads = readCacheOf(db)
  bus.listen((envelope) => {
    // An envelope from a process older than the read cache names nothing: forget it all.
    reads.forget(envelope.stale ?? 'all')
    order.accept(envelope)
  })
  bus.watchHearing((hearing) => reads.setHearing(hearing))
  const feed = createChangeFeed({
    db,
    bus,
    // Other processes hear only what reaches the bus: an answer waits for its events.
    onPublishing: options.redisUrl === undefined ? undefined : holdAnswersUntilPublished(app),
    onError: (error, change) =>
      app.log.error({ err: error, change: { ...change, entity: undefined } }, 'live event lost'),
  })

  app.register(cableRoutes, {
    sockets,
    authenticate: (request) =>
      credentialsOf(request, { db, sessionTokens: options.sessionTokens, tickets }),
  })
  app.register(cableTicketRoutes, { tickets })

  const timers: NodeJS.Timeout[] = []
  let checking = false
  const dropDeletedAccounts = async () => {
    if (checking) return
    checking = true
    try {
      const held = sockets.playerIds()
      const living = await existingPlayers(db, held)
      for (const playerId of held) if (!living.has(playerId)) sockets.disconnectPlayer(playerId)
    } catch (error) {
      logError(error)
    } finally {
      checking = false
    }
  }
  app.addHook('onReady', async () => {
    await bus.ready()
    timers.push(
      setInterval(() => sockets.heartbeat(Date.now()), PING_INTERVAL_SECONDS * 1000).unref(),
      setInterval(() => void dropDeletedAccounts(), ACCOUNT_CHECK_INTERVAL_MS).unref(),
    )
  })
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer)
    await feed.drain()
    order.flushAll()
    await bus.close()
  })
  return { feed, bus, openSockets: () => sockets.size }
}

function transport(
  redisUrl: string | undefined,
  namespace: string,
  onError: (error: unknown) => void,
): { bus: LiveBus; tickets: CableTickets } {
  if (redisUrl === undefined) return { bus: memoryBus(), tickets: memoryTickets() }
  const { bus, commands } = redisBus(redisUrl, `${namespace}:events`, onError)
  return { bus, tickets: redisTickets(commands, namespace) }
}

/**
 * The Redis names of one deployment, derived from its secret: every process of a deployment
 * shares them, and deployments (or test runs) sharing one Redis never hear each other.
 */
export function liveNamespace(secretKeyBase: string): string {
  return `loom:${Buffer.from(deriveKey(secretKeyBase, 'live channel')).toString('hex').slice(0, 16)}`
}
