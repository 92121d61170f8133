import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { type BrowserSession, openBrowserSession } from './support/browser-session.ts'
import { softPasskey } from './support/soft-authenticator.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** Where app.inject's requests come from, as the server sees them. */
const SITE = { origin: 'http://localhost:80', rpId: 'localhost' }

forEachEngine((engine) => {
  const t = useTestApp(engine)

  const postJson = (session: BrowserSession, url: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      payload: { authenticity_token: session.token, ...body },
    } satisfies InjectOptions)

  const asPlayer = (
    token: string,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload })

  const countPlayers = async () => (await t.db.selectFrom('players').select('id').execute()).length

  /** Creates an account with a new passkey; answers the passkey and the session token. */
  async function createAccount(name: string) {
    const session = await openBrowserSession(t.app)
    const passkey = softPasskey(SITE)
    const options = await postJson(session, '/auth/passkey/new/options', { display_name: name })
    expect(options.statusCode).toBe(200)
    const created = await postJson(session, '/auth/passkey/new', {
      credential: passkey.register(options.json().challenge),
      origin: '/characters',
    })
    expect(created.statusCode).toBe(200)
    return { passkey, session, token: created.json().token as string, answer: created.json() }
  }

  async function signInChallenge(session: BrowserSession) {
    const options = await postJson(session, '/auth/passkey/options', {})
    expect(options.statusCode).toBe(200)
    return options.json().challenge as string
  }

  describe('creating an account with a passkey', () => {
    it('asks only a display name, stores no e-mail, and signs the new player in', async () => {
      const session = await openBrowserSession(t.app)
      const options = await postJson(session, '/auth/passkey/new/options', {
        display_name: '  Radiant Lotus ',
      })
      expect(options.json()).toMatchObject({
        rp: { id: 'localhost', name: 'Loom' },
        user: { name: 'Radiant Lotus' },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      })
      const { answer, token, passkey } = await createAccount('Radiant Lotus')
      expect(answer.return_path).toBe('/characters')
      const me = await asPlayer(token, 'GET', '/api/v1/players')
      expect(me.json()).toMatchObject({ display_name: 'Radiant Lotus' })
      const stored = await t.db
        .selectFrom('identities')
        .innerJoin('players', 'players.id', 'identities.player_id')
        .select([
          'identities.provider',
          'identities.uid',
          'identities.email',
          'players.email as playerEmail',
        ])
        .where('players.id', '=', me.json().id)
        .execute()
      expect(stored).toEqual([
        { provider: 'passkey', uid: passkey.credentialId, email: null, playerEmail: null },
      ])
    })

    it.each([
      ['no display name', {}],
      ['a blank display name', { display_name: '   ' }],
      ['a display name over 64 characters', { display_name: 'n'.repeat(65) }],
    ])('refuses %s with a 422 and makes nothing', async (_case, body) => {
      const session = await openBrowserSession(t.app)
      const challenges = () => t.db.selectFrom('sign_in_challenges').selectAll().execute()
      const before = await challenges()
      const response = await postJson(session, '/auth/passkey/new/options', body)
      expect(response.statusCode).toBe(422)
      expect(response.json().display_name[0].error).toMatch(/display_name/)
      expect(await challenges()).toEqual(before)
    })

    it('refuses a registration whose challenge was already used', async () => {
      const session = await openBrowserSession(t.app)
      const passkey = softPasskey(SITE)
      const options = await postJson(session, '/auth/passkey/new/options', {
        display_name: 'Twice',
      })
      const credential = passkey.register(options.json().challenge)
      expect((await postJson(session, '/auth/passkey/new', { credential })).statusCode).toBe(200)
      const before = await countPlayers()
      const again = await postJson(session, '/auth/passkey/new', { credential })
      expect(again.statusCode).toBe(400)
      expect(again.json().error).toMatch(/expired or was already used/)
      expect(await countPlayers()).toBe(before)
    })

    it('refuses a registration made for another site', async () => {
      const session = await openBrowserSession(t.app)
      const options = await postJson(session, '/auth/passkey/new/options', { display_name: 'Evil' })
      const before = await countPlayers()
      const response = await postJson(session, '/auth/passkey/new', {
        credential: softPasskey({ origin: 'https://evil.example', rpId: 'evil.example' }).register(
          options.json().challenge,
        ),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(/could not be verified/)
      expect(await countPlayers()).toBe(before)
    })

    it('refuses a passkey made without user verification', async () => {
      const session = await openBrowserSession(t.app)
      const options = await postJson(session, '/auth/passkey/new/options', {
        display_name: 'No PIN',
      })
      const response = await postJson(session, '/auth/passkey/new', {
        credential: softPasskey(SITE).register(options.json().challenge, { userVerified: false }),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(/verif/i)
    })

    it('refuses a post without this browser’s authenticity token', async () => {
      const session = await openBrowserSession(t.app)
      const response = await postJson(session, '/auth/passkey/new/options', {
        display_name: 'Forged',
        authenticity_token: 'forged',
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatch(/Reload the page/)
    })
  })

  describe('signing in with a passkey', () => {
    it('offers any passkey the browser holds for this site, with user verification required', async () => {
      const session = await openBrowserSession(t.app)
      const options = await postJson(session, '/auth/passkey/options', {})
      expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' })
      expect(options.json().allowCredentials ?? []).toEqual([])
    })

    it('signs the player in and moves the counter on', async () => {
      const { passkey, token } = await createAccount('Returning Sun')
      const me = (await asPlayer(token, 'GET', '/api/v1/players')).json()
      const session = await openBrowserSession(t.app)
      const response = await postJson(session, '/auth/passkey', {
        credential: passkey.assert(await signInChallenge(session)),
      })
      expect(response.statusCode).toBe(200)
      const again = (await asPlayer(response.json().token, 'GET', '/api/v1/players')).json()
      expect(again.id).toBe(me.id)
      const row = await t.db
        .selectFrom('identities')
        .select(['sign_count', 'last_used_at'])
        .where('uid', '=', passkey.credentialId)
        .executeTakeFirstOrThrow()
      expect(row.sign_count).toBe(1)
      expect(row.last_used_at).not.toBeNull()
    })

    const refusals: [
      string,
      (challenge: string, passkey: ReturnType<typeof softPasskey>) => unknown,
      RegExp,
    ][] = [
      [
        'an answer without user verification',
        (c, p) => p.assert(c, { userVerified: false }),
        /verif/i,
      ],
      [
        'an answer for another site',
        (c, p) => p.assert(c, { origin: 'https://evil.example' }),
        /origin/i,
      ],
      ['an answer whose counter went back', (c, p) => p.assert(c, { counter: 1 }), /counter/i],
      [
        'an answer signed by another key',
        (c) => ({ ...softPasskey(SITE).assert(c) }),
        /not registered/,
      ],
      [
        'an answer whose signature was tampered with',
        (c, p) => {
          const answer = p.assert(c) as { response: { signature: string } }
          const bytes = Buffer.from(answer.response.signature, 'base64url')
          bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1
          answer.response.signature = bytes.toString('base64url')
          return answer
        },
        /could not be verified/,
      ],
      ['an answer that is not one', () => ({ id: 'x' }), /missing or malformed/],
    ]

    it.each(refusals)('refuses %s, and signs nobody in', async (_case, answer, reason) => {
      const { passkey } = await createAccount('Target')
      // One good sign-in first, so the counter stands at 1 and a replayed 1 goes back.
      const warmUp = await openBrowserSession(t.app)
      await postJson(warmUp, '/auth/passkey', {
        credential: passkey.assert(await signInChallenge(warmUp)),
      })
      const session = await openBrowserSession(t.app)
      const response = await postJson(session, '/auth/passkey', {
        credential: answer(await signInChallenge(session), passkey),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(reason)
      expect(response.json().token).toBeUndefined()
    })

    it('refuses a challenge used twice and one that has expired', async () => {
      const { passkey } = await createAccount('Careful')
      const session = await openBrowserSession(t.app)
      const challenge = await signInChallenge(session)
      expect(
        (await postJson(session, '/auth/passkey', { credential: passkey.assert(challenge) }))
          .statusCode,
      ).toBe(200)
      const replay = await postJson(session, '/auth/passkey', {
        credential: passkey.assert(challenge),
      })
      expect(replay.statusCode).toBe(400)
      expect(replay.json().error).toMatch(/expired or was already used/)

      const stale = await signInChallenge(session)
      await t.db
        .updateTable('sign_in_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('challenge', '=', stale)
        .execute()
      const late = await postJson(session, '/auth/passkey', { credential: passkey.assert(stale) })
      expect(late.statusCode).toBe(400)
      expect(late.json().error).toMatch(/expired or was already used/)
    })

    it('refuses a registration challenge offered as a sign-in one', async () => {
      const { passkey } = await createAccount('Mixed')
      const session = await openBrowserSession(t.app)
      const options = await postJson(session, '/auth/passkey/new/options', { display_name: 'x' })
      const response = await postJson(session, '/auth/passkey', {
        credential: passkey.assert(options.json().challenge),
      })
      expect(response.statusCode).toBe(400)
    })
  })

  describe('a player’s ways in', () => {
    async function addPasskey(token: string) {
      const options = await asPlayer(token, 'POST', '/api/v1/sign_in_methods/passkey/options', {})
      expect(options.statusCode).toBe(200)
      const passkey = softPasskey(SITE)
      const added = await asPlayer(token, 'POST', '/api/v1/sign_in_methods/passkey', {
        credential: passkey.register(options.json().challenge),
      })
      return { passkey, added, options: options.json() }
    }

    it('lists them, adds a passkey that then signs in, and removes one but never the last', async () => {
      const { token, passkey: first } = await createAccount('Many Keys')
      const { passkey: second, added, options } = await addPasskey(token)
      expect(options.excludeCredentials).toEqual([
        expect.objectContaining({ id: first.credentialId }),
      ])
      expect(added.statusCode).toBe(200)
      expect(added.json()).toMatchObject({ kind: 'passkey', label: 'Passkey', email: null })

      const listed = (await asPlayer(token, 'GET', '/api/v1/sign_in_methods')).json()
      expect(listed).toHaveLength(2)
      const removed = await asPlayer(token, 'DELETE', `/api/v1/sign_in_methods/${listed[0].id}`)
      expect(removed.statusCode).toBe(200)

      const session = await openBrowserSession(t.app)
      const withFirst = await postJson(session, '/auth/passkey', {
        credential: first.assert(await signInChallenge(session)),
      })
      expect(withFirst.statusCode).toBe(400)
      const withSecond = await postJson(session, '/auth/passkey', {
        credential: second.assert(await signInChallenge(session)),
      })
      expect(withSecond.statusCode).toBe(200)

      const last = await asPlayer(token, 'DELETE', `/api/v1/sign_in_methods/${listed[1].id}`)
      expect(last.statusCode).toBe(409)
      expect(last.json().error).toMatch(/only way to sign in/)
      expect((await asPlayer(token, 'GET', '/api/v1/sign_in_methods')).json()).toHaveLength(1)
    })

    it('never shows nor removes another player’s ways in', async () => {
      const ana = await createAccount('Ana')
      const bo = await createAccount('Bo')
      await addPasskey(bo.token)
      const bosMethods = (await asPlayer(bo.token, 'GET', '/api/v1/sign_in_methods')).json()
      const anasView = (await asPlayer(ana.token, 'GET', '/api/v1/sign_in_methods')).json()
      expect(anasView.map((method: { id: number }) => method.id)).not.toContain(bosMethods[0].id)
      const attempt = await asPlayer(
        ana.token,
        'DELETE',
        `/api/v1/sign_in_methods/${bosMethods[0].id}`,
      )
      expect(attempt.statusCode).toBe(404)
      expect((await asPlayer(bo.token, 'GET', '/api/v1/sign_in_methods')).json()).toHaveLength(2)
    })

    it('refuses a passkey challenge made for another player', async () => {
      const ana = await createAccount('Ana Again')
      const bo = await createAccount('Bo Again')
      const options = await asPlayer(
        ana.token,
        'POST',
        '/api/v1/sign_in_methods/passkey/options',
        {},
      )
      const stolen = await asPlayer(bo.token, 'POST', '/api/v1/sign_in_methods/passkey', {
        credential: softPasskey(SITE).register(options.json().challenge),
      })
      expect(stolen.statusCode).toBe(403)
      expect((await asPlayer(bo.token, 'GET', '/api/v1/sign_in_methods')).json()).toHaveLength(1)
    })

    it.each([
      ['GET', '/api/v1/sign_in_methods'],
      ['POST', '/api/v1/sign_in_methods/passkey/options'],
      ['POST', '/api/v1/sign_in_methods/passkey'],
      ['DELETE', '/api/v1/sign_in_methods/1'],
    ] as const)('%s %s needs a signed-in player', async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(response.statusCode).toBe(401)
    })

    it('deleting the account removes every way in', async () => {
      const { token } = await createAccount('Leaving')
      await addPasskey(token)
      const me = (await asPlayer(token, 'GET', '/api/v1/players')).json()
      expect((await asPlayer(token, 'DELETE', '/api/v1/players')).statusCode).toBe(200)
      const left = await t.db
        .selectFrom('identities')
        .selectAll()
        .where('player_id', '=', me.id)
        .execute()
      expect(left).toEqual([])
    })
  })
})
