import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DISCORD_WEBHOOK_PREFIXES, parseWebhookPrefix } from '../src/discord/webhook-address.ts'
import { baseUrlOf, CableClient } from './support/cable-client.ts'
import { chronicleThroughApi } from './support/chronicle-world.ts'
import { call } from './support/item-requests.ts'
import { settle } from './support/live-world.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'
import { SINK_SECRET, WebhookSink } from './support/webhook-sink.ts'

/**
 * A chronicle's Discord webhook: only its storyteller reads (masked) or sets it; only URLs
 * under an allowed prefix are taken; the URL never reaches a member by HTTP, socket or
 * export, nor the logs; a test message reaches the webhook, and a failure is shown.
 */
forEachEngine((engine) => {
  const sink = { current: undefined as WebhookSink | undefined }
  const logs: string[] = []
  // The sink starts before the app, whose config allows the sink's prefix.
  beforeAll(async () => {
    sink.current = await WebhookSink.start()
  })
  const t = useTestApp(engine, {
    // The sink's prefix is allowed as an operator would allow it; Discord's own stay allowed.
    config: () => ({
      discordWebhookPrefixes: [...DISCORD_WEBHOOK_PREFIXES, parseWebhookPrefix(sinkOf().prefix)],
      logLevel: 'info',
      discordDeliveryTimings: { attempts: 2, backoffMs: 20, maxWaitMs: 1000, maxPending: 10 },
    }),
    logStream: { write: (line) => void logs.push(line) },
  })
  const sinkOf = () => {
    if (sink.current === undefined) throw new Error('the sink starts in beforeAll')
    return sink.current
  }
  afterAll(() => sinkOf().close())
  afterEach(() => sinkOf().reset())

  let nextWebhook = 100
  const table = async () => {
    const st = await t.createPlayer()
    const member = await t.createPlayer()
    const outsider = await t.createPlayer()
    const chronicle = await chronicleThroughApi(t, st, [member])
    // The member's joining is announced after its request answered; were the webhook set
    // before that lookup ran, the join would be posted into a later test's sink.
    await t.app.happenings.idle()
    const webhook = sinkOf().webhookUrl(nextWebhook++)
    return {
      st,
      member,
      outsider,
      chronicle,
      webhook,
      path: `/api/v1/chronicles/${chronicle.id}/discord`,
    }
  }

  it('the storyteller sets a webhook and reads it back masked, with every announcement on', async () => {
    const { st, path, webhook } = await table()
    const put = await call(t, st, 'PATCH', path, { url: webhook })
    expect(put.statusCode).toBe(200)
    const token = webhook.split('/').at(-1)!
    expect(put.body).not.toContain(token)
    const got = await call(t, st, 'GET', path)
    expect(got.statusCode).toBe(200)
    expect(got.headers['cache-control']).toBe('no-store')
    expect(got.json()).toEqual({
      masked_url: `${sinkOf().prefix}…/…${token.slice(-4)}`,
      announce_rolls: true,
      announce_attacks: true,
      announce_combat: true,
      announce_joins: true,
      last_failure: null,
      last_failure_at: null,
    })
    expect(got.body).not.toContain(token)
  })

  it('the storyteller turns announcements off one by one, keeping the URL', async () => {
    const { st, path, webhook } = await table()
    await call(t, st, 'PATCH', path, { url: webhook })
    const put = await call(t, st, 'PATCH', path, { announce_rolls: false, announce_joins: false })
    expect(put.json()).toMatchObject({
      announce_rolls: false,
      announce_attacks: true,
      announce_combat: true,
      announce_joins: false,
    })
    const stored = await t.db
      .selectFrom('chronicle_webhooks')
      .select('url')
      .executeTakeFirstOrThrow()
    expect(stored.url).toBeTruthy()
  })

  it('choices alone cannot set up a webhook, and clearing removes it', async () => {
    const { st, path, webhook, chronicle } = await table()
    const choicesOnly = await call(t, st, 'PATCH', path, { announce_rolls: false })
    expect(choicesOnly.statusCode).toBe(422)
    expect(choicesOnly.json()).toEqual({ url: [{ error: 'url is needed to set up a webhook' }] })
    await call(t, st, 'PATCH', path, { url: webhook })
    expect((await call(t, st, 'DELETE', path)).statusCode).toBe(204)
    expect((await call(t, st, 'GET', path)).json()).toMatchObject({ masked_url: null })
    const left = await t.db
      .selectFrom('chronicle_webhooks')
      .selectAll()
      .where('chronicle_id', '=', chronicle.id)
      .execute()
    expect(left).toEqual([])
  })

  it('goes with its chronicle when the chronicle is deleted', async () => {
    const { st, path, webhook, chronicle } = await table()
    await call(t, st, 'PATCH', path, { url: webhook })
    expect((await call(t, st, 'DELETE', `/api/v1/chronicles/${chronicle.id}`)).statusCode).toBe(204)
    const left = await t.db
      .selectFrom('chronicle_webhooks')
      .selectAll()
      .where('chronicle_id', '=', chronicle.id)
      .execute()
    expect(left).toEqual([])
  })

  describe('who may touch it', () => {
    const attempts = [
      ['GET', undefined],
      ['PATCH', { url: 'https://discord.com/api/webhooks/1/member-tries' }],
      ['DELETE', undefined],
      ['POST', undefined],
    ] as const
    it.each(
      attempts,
    )('%s: a member is refused (403), an outsider told it is not there (404), a stranger asked to sign in (401)', async (method, body) => {
      const { st, member, outsider, path, webhook, chronicle } = await table()
      await call(t, st, 'PATCH', path, { url: webhook })
      const url = method === 'POST' ? `${path}/test` : path
      const asMember = await call(t, member, method, url, body)
      expect(asMember.statusCode).toBe(403)
      expect(asMember.json()).toEqual({
        error: 'Only the storyteller of this chronicle can see or change its Discord webhook',
      })
      expect((await call(t, outsider, method, url, body)).statusCode).toBe(404)
      expect((await call(t, null, method, url, body)).statusCode).toBe(401)
      const stored = await t.db
        .selectFrom('chronicle_webhooks')
        .select('url')
        .where('chronicle_id', '=', chronicle.id)
        .executeTakeFirstOrThrow()
      expect(stored.url).toBe(webhook)
      expect(sinkOf().requests).toEqual([])
    })
  })

  describe('server-side request forgery', () => {
    const refused: [string, string][] = [
      ['plain http', 'http://discord.com/api/webhooks/1/abc'],
      ['another host', 'https://evil.example/api/webhooks/1/abc'],
      ['a look-alike host', 'https://discord.com.evil.example/api/webhooks/1/abc'],
      ['user info hiding the host', 'https://discord.com@evil.example/api/webhooks/1/abc'],
      ['user info before Discord', 'https://evil.example@discord.com/api/webhooks/1/abc'],
      ['a backslash trick', 'https://evil.example\\@discord.com/api/webhooks/1/abc'],
      ['another port', 'https://discord.com:8443/api/webhooks/1/abc'],
      ['an IPv4 literal', 'https://127.0.0.1/api/webhooks/1/abc'],
      ['a decimal IPv4 literal', 'https://2130706433/api/webhooks/1/abc'],
      ['a cloud metadata address', 'https://169.254.169.254/api/webhooks/1/abc'],
      ['an IPv6 literal', 'https://[::1]/api/webhooks/1/abc'],
      ['an internal name', 'https://localhost/api/webhooks/1/abc'],
      ['a cluster name', 'https://metadata.google.internal/api/webhooks/1/abc'],
      ['a bare name', 'https://discord/api/webhooks/1/abc'],
      ['a path climbing out', 'https://discord.com/api/webhooks/../../oauth2/token'],
      ['an encoded path climbing out', 'https://discord.com/api/webhooks/%2e%2e/%2e%2e/users/1'],
      ['another Discord path', 'https://discord.com/api/users/@me'],
      ['no token', 'https://discord.com/api/webhooks/123'],
      ['a query', 'https://discord.com/api/webhooks/1/abc?thread_id=2'],
      ['a fragment', 'https://discord.com/api/webhooks/1/abc#x'],
      ['a file', 'file:///etc/passwd'],
      ['gopher', 'gopher://discord.com/api/webhooks/1/abc'],
      ['javascript', 'javascript:alert(1)'],
      ['not a URL', 'discord webhook please'],
      ['the sink by another address', 'http://localhost:1/api/webhooks/1/abc'],
    ]
    it.each(refused)('refuses %s and stores nothing', async (_what, url) => {
      const { st, path, chronicle } = await table()
      const answer = await call(t, st, 'PATCH', path, { url })
      expect(answer.statusCode).toBe(422)
      const problem = answer.json().url[0].error as string
      expect(problem).toMatch(/^url must/)
      expect(problem).not.toContain(url)
      const stored = await t.db
        .selectFrom('chronicle_webhooks')
        .selectAll()
        .where('chronicle_id', '=', chronicle.id)
        .execute()
      expect(stored).toEqual([])
    })

    it.each([
      ['Discord', 'https://discord.com/api/webhooks/123456789012345678/AbC-dEf_123'],
      ['the older Discord host', 'https://discordapp.com/api/webhooks/1/abc'],
      ['Discord written in capitals', 'HTTPS://DISCORD.COM/api/webhooks/1/abc'],
    ])('accepts %s', async (_what, url) => {
      const { st, path } = await table()
      expect((await call(t, st, 'PATCH', path, { url })).statusCode).toBe(200)
    })

    it.each([
      [{ url: 42 }, { url: [{ error: 'url must be text' }] }],
      [{ url: '' }, { url: [{ error: 'url must not be empty' }] }],
      [
        { url: `https://discord.com/api/webhooks/1/${'a'.repeat(600)}` },
        { url: [{ error: 'url must be at most 500 characters' }] },
      ],
      [
        { announce_rolls: 'yes' },
        { announce_rolls: [{ error: 'announce_rolls must be true or false' }] },
      ],
      [
        { url: 'https://discord.com/api/webhooks/1/a', st_id: 3 },
        { st_id: [{ error: 'st_id cannot be changed' }] },
      ],
    ])('refuses the malformed body %j', async (body, errors) => {
      const { st, path } = await table()
      const answer = await call(t, st, 'PATCH', path, body)
      expect(answer.statusCode).toBe(422)
      expect(answer.json()).toEqual(errors)
    })
  })

  describe('a test message', () => {
    it('reaches the webhook as an embed naming the chronicle', async () => {
      const { st, path, webhook } = await table()
      await call(t, st, 'PATCH', path, { url: webhook })
      const answer = await call(t, st, 'POST', `${path}/test`)
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({ delivered: true })
      expect(sinkOf().requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: new URL(webhook).pathname,
          body: {
            username: 'Loom',
            allowed_mentions: { parse: [] },
            embeds: [
              {
                color: 0x2e7d32,
                title: 'Loom is connected',
                description: 'Announcements from the chronicle Rain of Jade will appear here.',
              },
            ],
          },
        }),
      ])
    })

    it('is refused before a webhook is set', async () => {
      const { st, path } = await table()
      const answer = await call(t, st, 'POST', `${path}/test`)
      expect(answer.statusCode).toBe(422)
      expect(answer.json()).toEqual({ url: [{ error: 'Set a webhook URL first' }] })
    })

    it('that fails says why without the far end’s words, and the storyteller sees the failure until one gets through', async () => {
      const { st, path, webhook } = await table()
      await call(t, st, 'PATCH', path, { url: webhook })
      sinkOf().answer({ status: 404 })
      const failed = await call(t, st, 'POST', `${path}/test`)
      expect(failed.statusCode).toBe(502)
      expect(failed.json()).toEqual({
        error:
          'The test message was not delivered: the webhook refused the message (HTTP 404); given up after 1 try',
      })
      expect(failed.body).not.toContain(SINK_SECRET)
      await expect
        .poll(async () => (await call(t, st, 'GET', path)).json().last_failure, { timeout: 5000 })
        .toBe('the webhook refused the message (HTTP 404); given up after 1 try')
      expect((await call(t, st, 'GET', path)).json().last_failure_at).toMatch(/^\d{4}-/)
      expect((await call(t, st, 'POST', `${path}/test`)).statusCode).toBe(200)
      await expect
        .poll(async () => (await call(t, st, 'GET', path)).json().last_failure, { timeout: 5000 })
        .toBeNull()
    })

    it('is never redirected elsewhere', async () => {
      const { st, path, webhook } = await table()
      await call(t, st, 'PATCH', path, { url: webhook })
      sinkOf().answer({ status: 307, headers: { location: `${sinkOf().origin}/elsewhere` } })
      const answer = await call(t, st, 'POST', `${path}/test`)
      expect(answer.statusCode).toBe(502)
      expect(answer.json().error).toMatch(/redirect \(HTTP 307\), which is never followed/)
      expect(sinkOf().requests.map((one) => one.path)).toEqual([new URL(webhook).pathname])
    })

    it('a new URL forgets the old one’s failure', async () => {
      const { st, path, webhook } = await table()
      await call(t, st, 'PATCH', path, { url: webhook })
      sinkOf().answer({ status: 401 })
      await call(t, st, 'POST', `${path}/test`)
      await expect
        .poll(async () => (await call(t, st, 'GET', path)).json().last_failure, { timeout: 5000 })
        .not.toBeNull()
      const replaced = await call(t, st, 'PATCH', path, { url: sinkOf().webhookUrl(nextWebhook++) })
      expect(replaced.json().last_failure).toBeNull()
    })
  })

  describe('the URL is a secret', () => {
    it('never reaches a member: not by the chronicle, its export, the socket, nor the logs', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const base = baseUrlOf(t.app.server.address())
      const { st, member, path, webhook, chronicle } = await table()
      const token = webhook.split('/').at(-1)!
      const stSocket = await CableClient.subscribed(base, await t.tokenFor(st.id), st.id)
      const memberSocket = await CableClient.subscribed(
        base,
        await t.tokenFor(member.id),
        member.id,
      )
      try {
        logs.splice(0)
        await call(t, st, 'PATCH', path, { url: webhook })
        sinkOf().answer({ status: 500 }, { status: 500 })
        await call(t, st, 'POST', `${path}/test`)
        await call(t, st, 'PATCH', `/api/v1/chronicles/${chronicle.id}`, {
          chronicle: { name: 'Renamed' },
        })
        const answers = [
          await call(t, member, 'GET', `/api/v1/chronicles/${chronicle.id}`),
          await call(t, st, 'GET', `/api/v1/chronicles/${chronicle.id}`),
          await call(t, st, 'GET', `/api/v1/chronicles/${chronicle.id}/export`),
          await call(t, member, 'GET', '/api/v1/players'),
          await call(t, member, 'GET', path),
        ]
        expect(answers.map((one) => one.statusCode)).toEqual([200, 200, 200, 200, 403])
        await settle()
        for (const text of [
          ...answers.map((one) => one.body),
          JSON.stringify(memberSocket.frames),
          JSON.stringify(stSocket.frames),
          logs.join('\n'),
        ]) {
          expect(text).not.toContain(token)
          expect(text).not.toContain(SINK_SECRET)
        }
        // The chronicle change did reach the member's socket: the check above looked at it.
        expect(JSON.stringify(memberSocket.frames)).toContain('Renamed')
        expect(logs.join('\n')).toContain('a Discord announcement was given up')
      } finally {
        stSocket.close()
        memberSocket.close()
      }
    })
  })
})
