import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DiscordConfig, OidcProviderConfig } from '../src/config.ts'
import {
  type BrowserSession,
  openBrowserSession,
  postForm,
  signedInToken,
} from './support/browser-session.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * A group's own OpenID provider and Discord, each a real provider on loopback. Discord speaks
 * plain OAuth2: its user comes from the user endpoint, shaped as Discord's /users/@me.
 */
const keep = new OAuth2Server()
const discord = new OAuth2Server()
let keepConfig: OidcProviderConfig
let discordConfig: DiscordConfig
let keepClaims: Record<string, unknown> = {}
let discordUser: Record<string, unknown> = {}
/** What the token endpoint answers next; a test may tamper with it. */
let tamperTokens: (body: Record<string, unknown>) => void = () => {}
const discordScopes: string[] = []

beforeAll(async () => {
  for (const server of [keep, discord]) {
    await server.issuer.keys.generate('RS256')
    await server.start(0, '127.0.0.1')
  }
  keep.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, keepClaims)
  })
  keep.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    tamperTokens(response.body)
  })
  discord.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = discordUser
  })
  discord.service.on('beforeAuthorizeRedirect', (_redirect: unknown, request: { url: string }) => {
    discordScopes.push(new URL(request.url, 'http://x').searchParams.get('scope') ?? '')
  })
  const keepIssuer = keep.issuer.url ?? ''
  const discordIssuer = discord.issuer.url ?? ''
  keepConfig = {
    id: 'oidc_keep',
    label: 'The Keep',
    issuer: keepIssuer,
    clientId: 'loom-keep',
    clientSecret: 'keep-secret',
  }
  discordConfig = {
    clientId: 'loom-discord',
    clientSecret: 'discord-secret',
    authorizationUrl: `${discordIssuer}/authorize`,
    tokenUrl: `${discordIssuer}/token`,
    userUrl: `${discordIssuer}/userinfo`,
  }
})
afterAll(async () => {
  await keep.stop()
  await discord.stop()
})
beforeEach(() => {
  keepClaims = {}
  discordUser = {}
  tamperTokens = () => {}
})

forEachEngine((engine) => {
  const logLines: string[] = []
  const t = useTestApp(engine, {
    config: () => ({ oidcProviders: [keepConfig], discord: discordConfig, logLevel: 'info' }),
    logStream: { write: (line) => logLines.push(line) },
  })

  /** Posts a provider's sign-in form and follows the provider back to our callback URL. */
  async function leaveFor(provider: string, fields: Record<string, string> = {}) {
    const session = await openBrowserSession(t.app)
    const start = await t.app.inject(
      postForm(session, `/auth/${provider}`, { authenticity_token: session.token, ...fields }),
    )
    expect(start.statusCode).toBe(303)
    const pending = start.cookies.find((cookie) => cookie.name === 'loom_oidc')
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' })
    return {
      authorizeUrl: new URL(String(start.headers.location)),
      callbackUrl: new URL(String(atProvider.headers.get('location'))),
      cookie: `${session.cookie}; loom_oidc=${pending?.value}`,
      session,
    }
  }
  const comeBack = (url: URL, cookie: string) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } })
  const playerBehind = async (html: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/players',
        headers: { authorization: `Bearer ${signedInToken(html)}` },
      })
    ).json()
  const countPlayers = async () => (await t.db.selectFrom('players').select('id').execute()).length
  const identityOf = (provider: string, uid: string) =>
    t.db
      .selectFrom('identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('uid', '=', uid)
      .executeTakeFirst()

  describe('a group’s own OpenID provider', () => {
    it('signs in through the issuer it discovered, with state, nonce and PKCE', async () => {
      keepClaims = {
        sub: 'keep-1',
        name: 'Keeper Ana',
        email: 'ana@keep.example',
        email_verified: true,
      }
      const { authorizeUrl, callbackUrl, cookie } = await leaveFor('oidc_keep', { origin: '/qcs' })
      expect(authorizeUrl.origin).toBe(new URL(keepConfig.issuer).origin)
      expect(authorizeUrl.searchParams.get('client_id')).toBe('loom-keep')
      expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy()
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
      const response = await comeBack(callbackUrl, cookie)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('data-return-path="/qcs"')
      expect(await playerBehind(response.body)).toMatchObject({ display_name: 'Keeper Ana' })
      expect(await identityOf('oidc_keep', 'keep-1')).toMatchObject({ email: 'ana@keep.example' })
    })

    it('refuses a replayed callback, even with its cookie', async () => {
      keepClaims = { sub: 'keep-2', name: 'Once' }
      const { callbackUrl, cookie } = await leaveFor('oidc_keep')
      expect((await comeBack(callbackUrl, cookie)).statusCode).toBe(200)
      const before = await countPlayers()
      const replay = await comeBack(callbackUrl, cookie)
      expect(replay.statusCode).toBe(400)
      expect(replay.body).toContain('<h1>Sign-in expired</h1>')
      expect(signedInToken(replay.body)).toBeUndefined()
      expect(await countPlayers()).toBe(before)
    })

    const refusals: [string, () => void, string][] = [
      [
        'an ID token from an unknown issuer',
        () => {
          keepClaims = { sub: 'keep-evil', iss: 'https://unknown-issuer.example' }
        },
        '"iss" (issuer) claim',
      ],
      [
        'a tampered ID token',
        () => {
          keepClaims = { sub: 'keep-evil' }
          tamperTokens = (body) => {
            const [header, payload, signature] = String(body.id_token).split('.')
            const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
            const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'keep-1' })).toString(
              'base64url',
            )
            body.id_token = `${header}.${forged}.${signature}`
          }
        },
        'signature',
      ],
      [
        'an ID token with another nonce',
        () => {
          keepClaims = { sub: 'keep-evil', nonce: 'replayed' }
        },
        '"nonce" claim',
      ],
    ]
    it.each(refusals)('refuses %s and signs nobody in', async (_case, arrange, reason) => {
      arrange()
      logLines.length = 0
      const before = await countPlayers()
      const { callbackUrl, cookie } = await leaveFor('oidc_keep')
      const response = await comeBack(callbackUrl, cookie)
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain('<h1>The Keep sign-in failed</h1>')
      expect(signedInToken(response.body)).toBeUndefined()
      expect(await countPlayers()).toBe(before)
      const refusal = logLines.findLast((line) => line.includes('The Keep sign-in refused'))
      expect(JSON.parse(refusal ?? '{}').reason).toContain(reason)
    })

    it('refuses a callback whose state does not match', async () => {
      const { callbackUrl, cookie } = await leaveFor('oidc_keep')
      callbackUrl.searchParams.set('state', 'forged')
      const response = await comeBack(callbackUrl, cookie)
      expect(response.statusCode).toBe(400)
      expect(signedInToken(response.body)).toBeUndefined()
    })
  })

  describe('Discord', () => {
    it('asks first whether to share the e-mail, and asks Discord for it only on yes', async () => {
      const session = await openBrowserSession(t.app)
      const asked = await t.app.inject(
        postForm(session, '/auth/discord', { authenticity_token: session.token, origin: '/rolls' }),
      )
      expect(asked.statusCode).toBe(200)
      expect(asked.body).toContain('data-testid="email-consent-no"')
      expect(asked.body).toContain('<input type="hidden" name="origin" value="/rolls">')

      discordScopes.length = 0
      discordUser = {
        id: '80351110224678912',
        username: 'nelly',
        global_name: 'Nelly',
        email: 'nelly@discord.example',
        verified: true,
      }
      const without = await leaveFor('discord', { share_email: 'no' })
      expect(without.authorizeUrl.searchParams.get('scope')).toBe('identify')
      const first = await comeBack(without.callbackUrl, without.cookie)
      expect(await playerBehind(first.body)).toMatchObject({ display_name: 'Nelly' })

      const withEmail = await leaveFor('discord', { share_email: 'yes' })
      expect(withEmail.authorizeUrl.searchParams.get('scope')).toBe('identify email')
      const second = await comeBack(withEmail.callbackUrl, withEmail.cookie)
      expect((await playerBehind(second.body)).id).toBe((await playerBehind(first.body)).id)
      expect(await identityOf('discord', '80351110224678912')).toMatchObject({
        email: 'nelly@discord.example',
      })
    })

    it('keeps no e-mail Discord has not verified', async () => {
      discordUser = {
        id: '80351110224678913',
        username: 'unverified',
        email: 'u@discord.example',
        verified: false,
      }
      const { callbackUrl, cookie } = await leaveFor('discord', { share_email: 'yes' })
      expect((await comeBack(callbackUrl, cookie)).statusCode).toBe(200)
      expect(await identityOf('discord', '80351110224678913')).toMatchObject({ email: null })
    })

    it('refuses a wrong state, a replayed code and an answer that is not a Discord user', async () => {
      discordUser = { id: '80351110224678914', username: 'replay' }
      const forged = await leaveFor('discord', { share_email: 'no' })
      forged.callbackUrl.searchParams.set('state', 'forged')
      expect((await comeBack(forged.callbackUrl, forged.cookie)).statusCode).toBe(400)

      const once = await leaveFor('discord', { share_email: 'no' })
      expect((await comeBack(once.callbackUrl, once.cookie)).statusCode).toBe(200)
      const replay = await comeBack(once.callbackUrl, once.cookie)
      expect(replay.statusCode).toBe(400)
      expect(signedInToken(replay.body)).toBeUndefined()

      discordUser = { error: 'not a user' }
      const before = await countPlayers()
      const odd = await leaveFor('discord', { share_email: 'no' })
      const response = await comeBack(odd.callbackUrl, odd.cookie)
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain('<h1>Discord sign-in failed</h1>')
      expect(await countPlayers()).toBe(before)
    })

    it('never writes a code, a token or a secret to the log', async () => {
      logLines.length = 0
      discordUser = { error: 'not a user' }
      const { callbackUrl, cookie } = await leaveFor('discord', { share_email: 'no' })
      await comeBack(callbackUrl, cookie)
      const log = logLines.join('\n')
      expect(log).toContain('Discord sign-in refused')
      expect(log).toContain('"url":"/auth/discord/callback"')
      for (const secret of [
        callbackUrl.searchParams.get('code') ?? '',
        'discord-secret',
        'keep-secret',
      ]) {
        expect(log).not.toContain(secret)
      }
    })
  })

  describe('adding a provider to a signed-in player', () => {
    it('adds it as another way in, and refuses an account that belongs to another player', async () => {
      const ana = await t.createPlayer({ display_name: 'Ana Adds' })
      const anaToken = await t.tokenFor(ana.id)
      await t.db
        .insertInto('identities')
        .values({
          player_id: ana.id,
          provider: 'developer',
          uid: 'ana-adds@example.com',
          email: null,
          created_at: ana.created_at,
          updated_at: ana.created_at,
        })
        .execute()
      discordUser = { id: '80351110224678915', username: 'ana_on_discord' }
      const link = await leaveFor('discord', { share_email: 'no', session_token: anaToken })
      const linked = await comeBack(link.callbackUrl, link.cookie)
      expect(linked.statusCode).toBe(200)
      expect(linked.body).toContain('data-return-path="/settings"')
      expect(await identityOf('discord', '80351110224678915')).toMatchObject({ player_id: ana.id })
      const methods = await t.app.inject({
        method: 'GET',
        url: '/api/v1/sign_in_methods',
        headers: { authorization: `Bearer ${anaToken}` },
      })
      expect(methods.json().map((method: { label: string }) => method.label)).toEqual([
        'Developer sign-in',
        'Discord',
      ])

      const bo = await t.createPlayer({ display_name: 'Bo Steals' })
      const steal = await leaveFor('discord', {
        share_email: 'no',
        session_token: await t.tokenFor(bo.id),
      })
      const refused = await comeBack(steal.callbackUrl, steal.cookie)
      expect(refused.statusCode).toBe(409)
      expect(refused.body).toContain('<h1>This Discord account belongs to another player</h1>')
      expect(signedInToken(refused.body)).toBeUndefined()
      expect(await identityOf('discord', '80351110224678915')).toMatchObject({ player_id: ana.id })
    })

    it('refuses to add anything to a session that has ended', async () => {
      const session: BrowserSession = await openBrowserSession(t.app)
      const response = await t.app.inject(
        postForm(session, '/auth/oidc_keep', {
          authenticity_token: session.token,
          session_token: 'a.b.c',
        }),
      )
      expect(response.statusCode).toBe(401)
      expect(response.body).toContain('<h1>Sign in again</h1>')
      expect(response.headers.location).toBeUndefined()
    })
  })

  it('tells the web app every provider, configured or not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth_providers' })
    expect(response.json().providers).toEqual([
      { id: 'google_oauth2', label: 'Google', configured: false },
      { id: 'discord', label: 'Discord', configured: true },
      { id: 'oidc_keep', label: 'The Keep', configured: true },
    ])
  })
})
