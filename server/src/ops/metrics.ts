import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseUsage } from '../db/database.ts'
import type { WriteQueueWatch } from '../items/item-write-queue.ts'
import type { BusConnection } from '../live/bus.ts'

/** What is read at each scrape rather than counted as it happens. */
export interface ScrapedSources {
  openSockets(): number
  databaseUsage(): DatabaseUsage
  /** Empty without Redis. */
  busConnections(): readonly BusConnection[]
}

/**
 * The process's Prometheus metrics: one registry per app (tests build several in one
 * process), the watches the instrumented modules report to, and the sources read at scrape.
 */
export interface AppMetrics {
  readonly registry: Registry
  readonly writeQueue: WriteQueueWatch
  /** Told of each envelope's sends to the sockets held here and when its change was published. */
  delivered(sends: number, publishedAt: number | undefined): void
  /** Times every answer by its route pattern (never the raw URL) and status. */
  timeRequests(app: FastifyInstance): void
  readFrom(sources: ScrapedSources): void
}

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics(options: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry()
  // Node's own figures (CPU, memory, event loop delay, GC) start monitors; only when exposed.
  if (options.processMetrics) collectDefaultMetrics({ register: registry })
  const registers = [registry]
  let sources: ScrapedSources | undefined

  const requestDuration = new Histogram({
    name: 'loom_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: SECONDS,
    registers,
  })
  const eventsDelivered = new Counter({
    name: 'loom_live_events_delivered_total',
    help: 'Live events sent to sockets held by this process (one per event and socket)',
    registers,
  })
  const eventDelay = new Histogram({
    name: 'loom_live_event_delay_seconds',
    help: 'Time from a change being published after its commit to its event being sent here',
    buckets: SECONDS,
    registers,
  })
  const queueDepth = new Gauge({
    name: 'loom_item_write_queue_depth',
    help: 'Item changes waiting for the write under way on their item',
    registers,
  })
  const batchSize = new Histogram({
    name: 'loom_item_write_batch_size',
    help: 'Changes written together in one transaction by the item write queue',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers,
  })
  new Gauge({
    name: 'loom_live_open_sockets',
    help: 'Live channel (/cable) sockets open on this process',
    registers,
    collect() {
      if (sources) this.set(sources.openSockets())
    },
  })
  new Counter({
    name: 'loom_sqlite_wal_syncs_total',
    help: 'fsyncs of the SQLite write-ahead log made by the group commit (0 on PostgreSQL)',
    registers,
    collect() {
      const usage = sources?.databaseUsage()
      if (usage?.engine !== 'sqlite') return
      this.reset()
      this.inc(usage.walSyncs)
    },
  })
  new Gauge({
    name: 'loom_sqlite_wal_sync_pending',
    help: '1 while a sync of the SQLite write-ahead log is under way',
    registers,
    collect() {
      const usage = sources?.databaseUsage()
      if (usage?.engine === 'sqlite') this.set(usage.walSyncing ? 1 : 0)
    },
  })
  new Gauge({
    name: 'loom_db_pool_connections',
    help: 'PostgreSQL pool connections by state: idle, in use, and requests waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const usage = sources?.databaseUsage()
      if (usage?.engine !== 'postgres') return
      this.set({ state: 'idle' }, usage.idle)
      this.set({ state: 'in_use' }, usage.total - usage.idle)
      this.set({ state: 'waiting' }, usage.waiting)
    },
  })
  new Gauge({
    name: 'loom_redis_connected',
    help: 'Whether each Redis connection of the live bus is ready (1) or not (0)',
    labelNames: ['connection'] as const,
    registers,
    collect() {
      for (const { name, ready } of sources?.busConnections() ?? []) {
        this.set({ connection: name }, ready ? 1 : 0)
      }
    },
  })

  return {
    registry,
    writeQueue: {
      waiting: (delta) => queueDepth.inc(delta),
      batch: (size) => batchSize.observe(size),
    },
    delivered(sends, publishedAt) {
      if (sends === 0) return
      eventsDelivered.inc(sends)
      if (publishedAt !== undefined) eventDelay.observe((Date.now() - publishedAt) / 1000)
    },
    timeRequests(app) {
      app.addHook('onResponse', (request, reply, done) => {
        requestDuration.observe(
          {
            method: request.method,
            // Unmatched URLs share one label, so a scan of random paths adds no series.
            route: request.routeOptions.url ?? 'unmatched',
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        )
        done()
      })
    },
    readFrom(next) {
      sources = next
    },
  }
}
