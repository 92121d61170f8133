import { chronicleChannelIdentifier, PROTOCOL_VERSION, welcomeProtocolVersion } from '@loom/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { SESSION_LIFETIME_SECONDS } from '../src/auth/session-token.ts'
import { baseUrlOf, CableClient } from './support/cable-client.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const t = useTestApp(engine)
  let base = ''
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = baseUrlOf(t.app.server.address())
  })

  const ticketFor = async (playerId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cable_ticket',
      headers: await t.authorizedAs(playerId),
    })
    expect(response.statusCode).toBe(200)
    return (response.json() as { ticket: string }).ticket
  }
  const expectUnauthorized = async (client: CableClient) => {
    expect(await client.next((frame) => frame.type === 'disconnect')).toEqual({
      type: 'disconnect',
      reason: 'unauthorized',
      reconnect: false,
    })
    expect(await client.closed()).toBe(1008)
    expect(client.frames.find((frame) => frame.type === 'welcome')).toBeUndefined()
  }

  describe('the handshake', () => {
    it('welcomes a player who proves themself with the token subprotocol, in actioncable-v1-json', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      expect(client.protocol).toBe('actioncable-v1-json')
      expect(await client.next((frame) => frame.type === 'welcome')).toEqual({
        type: 'welcome',
        protocol_version: 2,
      })
      client.close()
    })

    it('tells the live protocol version it speaks in its first frame, so old pages know to reload', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      const first = await client.next(() => true)
      client.close()
      expect(welcomeProtocolVersion(JSON.stringify(first))).toBe(PROTOCOL_VERSION)
    })

    it('welcomes a player who brings a ticket in the URL', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, {
        query: `?ticket=${await ticketFor(player.id)}`,
      })
      await client.next((frame) => frame.type === 'welcome')
      client.command('subscribe', chronicleChannelIdentifier(player.id))
      await client.next((frame) => frame.type === 'confirm_subscription')
      client.close()
    })

    it('confirms a subscription to the player’s own stream, echoing the identifier as sent', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      await client.next((frame) => frame.type === 'welcome')
      const identifier = JSON.stringify({ channel: 'ChronicleChannel', id: player.id })
      client.command('subscribe', identifier)
      expect(await client.next((frame) => frame.type === 'confirm_subscription')).toEqual({
        type: 'confirm_subscription',
        identifier,
      })
      // The stock client repeats subscribe until it hears back; each gets its confirmation.
      client.command('subscribe', identifier)
      await client.next((frame) => frame.type === 'confirm_subscription')
      client.close()
    })

    it('pings every 3 seconds with the server’s clock in unix seconds', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      const before = Math.floor(Date.now() / 1000)
      const ping = await client.next((frame) => frame.type === 'ping', 4000)
      expect(ping.message).toBeGreaterThanOrEqual(before)
      expect(ping.message).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
      client.close()
    }, 10_000)

    it('answers a plain GET of /cable with 426 and a JSON error', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/cable' })
      expect(response.statusCode).toBe(426)
      expect(response.json()).toEqual({
        error: 'Connect to /cable with a WebSocket (Action Cable protocol)',
      })
    })
  })

  describe('refusals', () => {
    it('disconnects a socket without credentials, telling it not to come back', async () => {
      await expectUnauthorized(await CableClient.open(base))
    })

    it('disconnects a socket with a forged token', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      const [header, , signature] = token.split('.')
      const claims = Buffer.from(JSON.stringify({ sub: '1', iat: 1, exp: 4e9 })).toString(
        'base64url',
      )
      await expectUnauthorized(
        await CableClient.open(base, { token: `${header}.${claims}.${signature}` }),
      )
    })

    it('disconnects a socket whose token has expired', async () => {
      const player = await t.createPlayer()
      const issuedAt = new Date(Date.now() - (SESSION_LIFETIME_SECONDS + 60) * 1000)
      await expectUnauthorized(
        await CableClient.open(base, { token: await t.tokenFor(player.id, { issuedAt }) }),
      )
    })

    it('ignores a session token put in the URL', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      await expectUnauthorized(await CableClient.open(base, { query: `?token=${token}` }))
    })

    it('admits a ticket once only', async () => {
      const player = await t.createPlayer()
      const ticket = await ticketFor(player.id)
      const first = await CableClient.open(base, { query: `?ticket=${ticket}` })
      await first.next((frame) => frame.type === 'welcome')
      await expectUnauthorized(await CableClient.open(base, { query: `?ticket=${ticket}` }))
      first.close()
    })

    it('disconnects a socket with a made-up ticket', async () => {
      await expectUnauthorized(await CableClient.open(base, { query: `?ticket=${'A'.repeat(43)}` }))
      await expectUnauthorized(await CableClient.open(base, { query: '?ticket=short' }))
    })

    it('does not hand a ticket to a visitor without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/cable_ticket' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'You need to sign in to do that' })
    })

    it('refuses an upgrade that does not offer actioncable-v1-json with HTTP 400', async () => {
      const player = await t.createPlayer()
      await expect(
        CableClient.open(base, { protocols: [`loom-token.${await t.tokenFor(player.id)}`] }),
      ).rejects.toThrow('upgrade refused with HTTP 400')
    })

    it('rejects a subscription to another player’s stream and keeps the socket open', async () => {
      const [me, other] = [await t.createPlayer(), await t.createPlayer()]
      const client = await CableClient.open(base, { token: await t.tokenFor(me.id) })
      await client.next((frame) => frame.type === 'welcome')
      const identifier = chronicleChannelIdentifier(other.id)
      client.command('subscribe', identifier)
      expect(await client.next((frame) => frame.type === 'reject_subscription')).toEqual({
        type: 'reject_subscription',
        identifier,
      })
      client.command('subscribe', chronicleChannelIdentifier(me.id))
      await client.next((frame) => frame.type === 'confirm_subscription')
      client.close()
    })

    it.each([
      ['another channel', JSON.stringify({ channel: 'AdminChannel', id: 1 })],
      ['an identifier that is not JSON', '{"channel":'],
      ['an id that is not a number', JSON.stringify({ channel: 'ChronicleChannel', id: '1' })],
    ])('rejects a subscription to %s', async (_case, identifier) => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      await client.next((frame) => frame.type === 'welcome')
      client.command('subscribe', identifier)
      expect(await client.next((frame) => frame.type === 'reject_subscription')).toEqual({
        type: 'reject_subscription',
        identifier,
      })
      client.close()
    })

    it.each([
      ['a frame that is not JSON', 'hello'],
      ['an unknown command', JSON.stringify({ command: 'shout', identifier: '{}' })],
      [
        'a message command (the channel has no actions)',
        JSON.stringify({ command: 'message', identifier: '{}', data: '{}' }),
      ],
      [
        'a command over 4 KiB',
        JSON.stringify({ command: 'subscribe', identifier: 'x'.repeat(5000) }),
      ],
    ])('ends the connection on %s with invalid_request', async (_case, text) => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      await client.next((frame) => frame.type === 'welcome')
      client.sendText(text)
      expect(await client.next((frame) => frame.type === 'disconnect')).toEqual({
        type: 'disconnect',
        reason: 'invalid_request',
        reconnect: false,
      })
      expect(await client.closed()).toBe(1008)
    })

    it('closes a socket that sends a frame over 16 KiB (1009, message too big)', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.open(base, { token: await t.tokenFor(player.id) })
      await client.next((frame) => frame.type === 'welcome')
      client.sendText('x'.repeat(17 * 1024))
      expect(await client.closed()).toBe(1009)
    })

    it('lets one player hold 10 sockets at once and sends the 11th away to retry later', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      const open = await Promise.all(
        Array.from({ length: 10 }, () => CableClient.subscribed(base, token, player.id)),
      )
      const extra = await CableClient.open(base, { token })
      expect(await extra.next((frame) => frame.type === 'disconnect')).toEqual({
        type: 'disconnect',
        reason: 'invalid_request',
        reconnect: true,
      })
      open[0]!.close()
      await open[0]!.closed()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const again = await CableClient.subscribed(base, token, player.id)
      for (const client of [...open, again]) client.close()
    })
  })

  describe('the end of a session', () => {
    it('disconnects every socket of a player at once when their account is deleted', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      const clients = [
        await CableClient.subscribed(base, token, player.id),
        await CableClient.subscribed(base, token, player.id),
      ]
      await t.db.deleteFrom('players').where('id', '=', player.id).execute()
      t.app.changes.publish({ kind: 'player_deleted', player_id: player.id })
      for (const client of clients) await expectUnauthorized(client)
    })

    it('disconnects a deleted player’s socket within seconds even when nobody says so', async () => {
      const player = await t.createPlayer()
      const client = await CableClient.subscribed(base, await t.tokenFor(player.id), player.id)
      await t.db.deleteFrom('players').where('id', '=', player.id).execute()
      expect(await client.next((frame) => frame.type === 'disconnect', 7000)).toMatchObject({
        reason: 'unauthorized',
        reconnect: false,
      })
    }, 10_000)

    it('disconnects a socket when the session token behind it expires', async () => {
      const player = await t.createPlayer()
      // Issued so that it expires two seconds from now.
      const issuedAt = new Date(Date.now() - (SESSION_LIFETIME_SECONDS - 2) * 1000)
      const client = await CableClient.subscribed(
        base,
        await t.tokenFor(player.id, { issuedAt }),
        player.id,
      )
      expect(await client.next((frame) => frame.type === 'disconnect', 7000)).toMatchObject({
        reason: 'unauthorized',
        reconnect: false,
      })
    }, 10_000)

    it('a server shutting down tells its clients to come back (server_restart)', async () => {
      const stopping = buildApp({ config: t.config, database: t.database })
      await stopping.listen({ port: 0, host: '127.0.0.1' })
      const player = await t.createPlayer()
      const client = await CableClient.subscribed(
        baseUrlOf(stopping.server.address()),
        await t.tokenFor(player.id),
        player.id,
      )
      await stopping.close()
      expect(await client.next((frame) => frame.type === 'disconnect')).toEqual({
        type: 'disconnect',
        reason: 'server_restart',
        reconnect: true,
      })
      expect(await client.closed()).toBe(1012)
    })

    it('refuses a socket for an account deleted after its token was issued', async () => {
      const player = await t.createPlayer()
      const token = await t.tokenFor(player.id)
      await t.db.deleteFrom('players').where('id', '=', player.id).execute()
      await expectUnauthorized(await CableClient.open(base, { token }))
    })
  })
})
