import { createServer, type Server } from 'node:http'
import type { Registry } from 'prom-client'

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless set),
 * for a scraper on the same machine or network: GET /metrics and nothing else, no token.
 */
export async function listenForMetrics(
  registry: Registry,
  address: { host: string; port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'Only GET /metrics is served on this port' }))
      return
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType })
        response.end(text)
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: `metrics failed: ${error.message}` }))
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(address.port, address.host, () => resolve())
  })
  return server
}
