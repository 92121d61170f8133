import { describe, expect, it } from 'vitest'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const t = useTestApp(engine)

  describe('GET /api/v1/players', () => {
    it('shows the signed-in player with empty lists and without the e-mail', async () => {
      const player = await t.createPlayer({ display_name: 'Ana', email: 'ana@example.com' })
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/players',
        headers: await t.authorizedAs(player.id),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        id: player.id,
        created_at: player.created_at,
        updated_at: player.updated_at,
        version: 1,
        display_name: 'Ana',
        chronicles: [],
        own_chronicles: [],
        characters: [],
        qcs: [],
        battlegroups: [],
      })
      expect(response.body).not.toContain('ana@example.com')
    })

    it('answers 401 with a JSON error to a visitor without a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/players' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 'You need to sign in to do that' })
    })
  })

  describe('PATCH /api/v1/players/:id', () => {
    it.each([
      ['wrapped in "player"', (name: string) => ({ player: { display_name: name } })],
      ['bare', (name: string) => ({ display_name: name })],
    ])('renames your own account when the body is %s', async (_shape, body) => {
      const player = await t.createPlayer({ display_name: 'Before' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${player.id}`,
        headers: await t.authorizedAs(player.id),
        payload: body('  After  '),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id: player.id, display_name: 'After', version: 2 })
      expect(response.json()).not.toHaveProperty('email')
      const stored = await t.db
        .selectFrom('players')
        .selectAll()
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow()
      expect(stored.display_name).toBe('After')
      expect(stored.updated_at >= player.updated_at).toBe(true)
    })

    it("refuses to rename someone else's account with 403 and leaves it unchanged", async () => {
      const caller = await t.createPlayer()
      const other = await t.createPlayer({ display_name: 'Victim' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${other.id}`,
        headers: await t.authorizedAs(caller.id),
        payload: { player: { display_name: 'Owned' } },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'You can only change your own account' })
      expect(await displayNameOf(other.id)).toBe('Victim')
    })

    it.each(['999999', '0', 'abc', '1.5'])('answers 404 for the player id %s', async (id) => {
      const caller = await t.createPlayer()
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${id}`,
        headers: await t.authorizedAs(caller.id),
        payload: { player: { display_name: 'X' } },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toHaveProperty('error')
    })

    it('answers 401 to a visitor without a token', async () => {
      const player = await t.createPlayer({ display_name: 'Kept' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${player.id}`,
        payload: { display_name: 'X' },
      })
      expect(response.statusCode).toBe(401)
      expect(await displayNameOf(player.id)).toBe('Kept')
    })

    it.each([
      ['empty', { display_name: '' }, 'display_name', 'display_name cannot be blank'],
      ['only spaces', { display_name: '    ' }, 'display_name', 'display_name cannot be blank'],
      [
        'only invisible characters',
        { display_name: '\u200b\u200b' },
        'display_name',
        'display_name must contain a visible character',
      ],
      [
        '65 characters long',
        { display_name: 'x'.repeat(65) },
        'display_name',
        'display_name must be at most 64 characters',
      ],
      ['a number', { display_name: 42 }, 'display_name', 'display_name must be text'],
      ['null', { display_name: null }, 'display_name', 'display_name must be text'],
      ['a list', { display_name: ['Ana'] }, 'display_name', 'display_name must be text'],
      ['missing', {}, 'display_name', 'display_name must be text'],
      [
        'carrying an e-mail',
        { display_name: 'Ok', email: 'x@y.z' },
        'email',
        'email cannot be changed',
      ],
    ])('refuses a display name that is %s with 422 and keeps the old one', async (_case, fields, field, message) => {
      const player = await t.createPlayer({ display_name: 'Unchanged' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${player.id}`,
        headers: await t.authorizedAs(player.id),
        payload: { player: fields },
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ [field]: [{ error: message }] })
      expect(await displayNameOf(player.id)).toBe('Unchanged')
    })

    it('refuses a body that is not an object with 422', async () => {
      const player = await t.createPlayer({ display_name: 'Unchanged' })
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/players/${player.id}`,
        headers: { ...(await t.authorizedAs(player.id)), 'content-type': 'application/json' },
        payload: '"Bob"',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({
        player: [{ error: 'Send the player fields as a JSON object' }],
      })
      expect(await displayNameOf(player.id)).toBe('Unchanged')
    })
  })

  describe('DELETE /api/v1/players', () => {
    it('deletes the account with its identities and answers the deleted player', async () => {
      const player = await t.createPlayer({ display_name: 'Leaving' })
      const bystander = await t.createPlayer()
      const now = new Date().toISOString()
      for (const [owner, uid] of [
        [player.id, 'leaving@example.com'],
        [player.id, 'google-leaving'],
        [bystander.id, 'bystander'],
      ] as const) {
        await t.db
          .insertInto('identities')
          .values({
            player_id: owner,
            provider: uid.startsWith('google') ? 'google_oauth2' : 'developer',
            uid,
            email: null,
            created_at: now,
            updated_at: now,
          })
          .execute()
      }
      const headers = await t.authorizedAs(player.id)

      const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/players', headers })

      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        id: player.id,
        display_name: 'Leaving',
        chronicles: [],
        own_chronicles: [],
      })
      expect(await rowsOwnedBy(player.id)).toEqual({ players: 0, identities: 0 })
      expect(await rowsOwnedBy(bystander.id)).toEqual({ players: 1, identities: 1 })
    })

    it('makes the token stop working at once', async () => {
      const player = await t.createPlayer()
      const headers = await t.authorizedAs(player.id)
      await t.app.inject({ method: 'DELETE', url: '/api/v1/players', headers })

      const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/players', headers })
      const read = await t.app.inject({ method: 'GET', url: '/api/v1/players', headers })
      expect(again.statusCode).toBe(401)
      expect(read.statusCode).toBe(401)
    })
  })

  async function displayNameOf(id: number) {
    const row = await t.db
      .selectFrom('players')
      .select('display_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return row.display_name
  }

  async function rowsOwnedBy(id: number) {
    const count = async (table: 'players' | 'identities', column: 'id' | 'player_id') => {
      const rows = await t.db.selectFrom(table).select(column).where(column, '=', id).execute()
      return rows.length
    }
    return {
      players: await count('players', 'id'),
      identities: await count('identities', 'player_id'),
    }
  }
})
