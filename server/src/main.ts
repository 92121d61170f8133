import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { parseDatabaseUrl } from './db/database-url.ts'
import { migrateToLatest } from './db/migrate.ts'
import { listenForMetrics } from './ops/metrics-listener.ts'

/** Shutdown waits this long for requests in flight before giving up. */
const SHUTDOWN_GRACE_MS = 10_000

const config = loadConfig(process.env)
const database = openDatabase(parseDatabaseUrl(config.databaseUrl))
await migrateToLatest(database.db)
const app = buildApp({ config, database })

/** '::' accepts IPv4 too on a dual-stack machine; a machine without IPv6 gets '0.0.0.0'. */
async function listen() {
  if (config.host) return app.listen({ port: config.port, host: config.host })
  try {
    return await app.listen({ port: config.port, host: '::' })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error
    return app.listen({ port: config.port, host: '0.0.0.0' })
  }
}

let metricsServer: Server | undefined
let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS).unref()
  // Stops accepting, tells live clients to reconnect elsewhere (server_restart), lets requests
  // in flight finish and their events reach the bus, then closes the bus.
  await app.close()
  metricsServer?.close()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  await listen()
} catch (error) {
  app.log.error(error)
  await database.close()
  process.exit(1)
}
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
if (config.metricsListen) {
  metricsServer = await listenForMetrics(app.metrics.registry, config.metricsListen)
  const { port: metricsPort } = metricsServer.address() as AddressInfo
  console.log(`Loom metrics on http://${config.metricsListen.host}:${metricsPort}/metrics`)
}
console.log(`Loom listening on http://localhost:${port}`)
