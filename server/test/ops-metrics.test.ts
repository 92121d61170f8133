import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { baseUrlOf, CableClient } from './support/cable-client.ts'
import { killServer, listeningPort, spawnServer } from './support/server-process.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine, testEngines } from './support/test-engines.ts'

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef'

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, name: string, labels = ''): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const rest = line.slice(name.length)
    const [series, value] = rest.startsWith('{')
      ? [rest.slice(0, rest.indexOf('}') + 1), rest.slice(rest.indexOf('}') + 2)]
      : ['', rest.slice(1)]
    if (labels === '' ? series === '' : series.includes(labels)) return Number(value)
  }
  return undefined
}

describe('metrics are off unless the operator turns them on', () => {
  const [engine] = testEngines()
  const t = useTestApp(engine!)

  it('answers no metrics at /metrics without METRICS_TOKEN (the web app’s page instead)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).not.toContain('loom_')
  })

  it('refuses a METRICS_TOKEN too short to be secret, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'letmein', SECRET_KEY_BASE: 'x' })).toThrow(
      /METRICS_TOKEN must be at least 32 characters/,
    )
  })

  it('refuses a METRICS_PORT that is not a port', () => {
    expect(() => loadConfig({ METRICS_PORT: '70000', SECRET_KEY_BASE: 'x' })).toThrow(
      'METRICS_PORT must be an integer between 0 and 65535, got "70000"',
    )
  })

  it('keeps the metrics listener on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ METRICS_PORT: '9464', SECRET_KEY_BASE: 'x' }).metricsListen).toEqual({
      host: '127.0.0.1',
      port: 9464,
    })
  })
})

forEachEngine((engine) => {
  const t = useTestApp(engine, { config: { metricsToken: TOKEN } })
  let base = ''
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = baseUrlOf(t.app.server.address())
  })
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4')
    return response.body
  }

  it.each([
    ['no authorization', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0123456789abcdeX'],
    ['the token without Bearer', TOKEN],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['a session-style token', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x'],
  ])('refuses a scrape with %s', async (_case, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>',
    })
    expect(response.body).not.toContain('loom_')
  })

  it('counts a PATCH by its route pattern, its batch, its live event and the open socket', async () => {
    const owner = await t.createPlayer()
    const token = await t.tokenFor(owner.id)
    const client = await CableClient.subscribed(base, token, owner.id)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/characters',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Zan', type: 'Character' },
    })
    expect(created.statusCode).toBe(200)
    const id = (created.json() as { id: number }).id
    await client.nextEvent()
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/characters/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { character: { name: 'Zan the measured' } },
    })
    expect(patched.statusCode).toBe(200)
    expect(await client.nextEvent()).toMatchObject({ event: 'update', id })
    await t.app.inject({ method: 'GET', url: `/api/v1/no-such-thing-${id}` })

    const text = await scrape()
    const patchSeries = 'method="PATCH",route="/api/v1/characters/:id",status_code="200"'
    expect(sample(text, 'loom_http_request_duration_seconds_count', patchSeries)).toBe(1)
    expect(text).not.toContain(`/api/v1/characters/${id}`)
    expect(
      sample(
        text,
        'loom_http_request_duration_seconds_count',
        'route="unmatched",status_code="404"',
      ),
    ).toBe(1)
    expect(sample(text, 'loom_live_open_sockets')).toBe(1)
    expect(sample(text, 'loom_live_events_delivered_total')).toBe(2)
    expect(sample(text, 'loom_live_event_delay_seconds_count')).toBe(2)
    expect(sample(text, 'loom_item_write_batch_size_count')).toBe(1)
    expect(sample(text, 'loom_item_write_queue_depth')).toBe(0)
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    if (engine.name === 'sqlite') {
      expect(sample(text, 'loom_sqlite_wal_syncs_total')).toBeGreaterThanOrEqual(2)
      expect(text).not.toContain('loom_db_pool_connections{')
    } else {
      expect(sample(text, 'loom_db_pool_connections', 'state="idle"')).toBeGreaterThan(0)
      expect(sample(text, 'loom_db_pool_connections', 'state="waiting"')).toBe(0)
    }
    client.close()
    await client.closed()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sample(await scrape(), 'loom_live_open_sockets')).toBe(0)
  })

  it('shows many PATCHes to one sheet written in fewer batches than changes', async () => {
    const owner = await t.createPlayer()
    const headers = await t.authorizedAs(owner.id)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/characters',
      headers,
      payload: { name: 'Busy', type: 'Character' },
    })
    const id = (created.json() as { id: number }).id
    const before = sample(await scrape(), 'loom_item_write_batch_size_sum') ?? 0
    const batchesBefore = sample(await scrape(), 'loom_item_write_batch_size_count') ?? 0
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/characters/${id}`,
          headers,
          payload: { character: { name: `Busy ${index}` } },
        }),
      ),
    )
    for (const answer of answers) expect(answer.statusCode).toBe(200)
    const text = await scrape()
    expect((sample(text, 'loom_item_write_batch_size_sum') ?? 0) - before).toBe(20)
    expect((sample(text, 'loom_item_write_batch_size_count') ?? 0) - batchesBefore).toBeLessThan(20)
  })
})

describe('metrics on a port of their own', () => {
  const [engine] = testEngines()
  let stop: (() => Promise<void>) | undefined
  afterAll(() => stop?.())

  it('serves /metrics on METRICS_PORT on loopback, and not on the public port', async () => {
    const fresh = await engine!.freshDatabase()
    const server = spawnServer({
      HOST: '127.0.0.1',
      DATABASE_URL: fresh.url,
      SECRET_KEY_BASE: 'b'.repeat(64),
      METRICS_PORT: '0',
    })
    stop = async () => {
      killServer(server)
      await fresh.drop()
    }
    let output = ''
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const port = await listeningPort(server)
    const metricsPort = Number(
      /Loom metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(output)?.[1],
    )
    expect(metricsPort).toBeGreaterThan(0)

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain('loom_live_open_sockets 0')
    const elsewhere = await fetch(`http://127.0.0.1:${metricsPort}/api/v1/players`)
    expect(elsewhere.status).toBe(404)
    const publicMetrics = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(await publicMetrics.text()).not.toContain('loom_')
    await expect(fetch(`http://[::1]:${metricsPort}/metrics`)).rejects.toThrow()
  }, 40_000)
})
