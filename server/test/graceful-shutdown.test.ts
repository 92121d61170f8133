import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { baseUrlOf, CableClient } from './support/cable-client.ts'
import { useTestApp } from './support/test-app.ts'
import { testEngines } from './support/test-engines.ts'

/** A GET over a keep-alive connection, resolving with its status, headers and body. */
function keptAliveGet(base: string, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const outgoing = request(
        `${base}${path}`,
        { headers: { connection: 'keep-alive' } },
        (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString()
          })
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    },
  )
}

describe('closing the app, as SIGTERM does', () => {
  let release = () => {}
  let arrived = () => {}
  const inFlight = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const t = useTestApp(testEngines()[0]!, {
    routes: (app) =>
      app.get('/slow', async () => {
        arrived()
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return { finished: true }
      }),
  })

  it('finishes the request in flight, tells live clients to reconnect, and closes at once after', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = baseUrlOf(t.app.server.address())
    const player = await t.createPlayer()
    const live = await CableClient.subscribed(base, await t.tokenFor(player.id), player.id)
    const slow = keptAliveGet(base, '/slow')
    await inFlight

    let closed = false
    const closing = t.app.close().then(() => {
      closed = true
    })
    expect(await live.next((frame) => frame.type === 'disconnect')).toEqual({
      type: 'disconnect',
      reason: 'server_restart',
      reconnect: true,
    })
    await expect(fetch(`${base}/healthz`)).rejects.toThrow()
    expect(closed).toBe(false)

    release()
    expect(await slow).toEqual({ status: 200, connection: 'close', body: '{"finished":true}' })
    // Without Connection: close the kept-alive connection would hold this for Node's timeout.
    const startedWaiting = Date.now()
    await closing
    expect(Date.now() - startedWaiting).toBeLessThan(2_000)
  })
})
