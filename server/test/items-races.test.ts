// Races between requests, made to happen: on PostgreSQL the test holds a row in a transaction
// of its own while the request under test arrives, then changes it; SQLite runs one write at a
// time, so the held-row cases are PostgreSQL's alone.
import { KINDS } from '@loom/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertItem } from '../src/items/item-writes.ts'
import { call, chronicleWith, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const t = useTestApp(engine, {
    // Writes a weapon under a character that does not exist, as a route would after its
    // checks passed and the character was deleted meanwhile.
    routes: (app) =>
      app.post('/api/v1/test-orphan-weapon', async () =>
        insertItem(
          t.db,
          KINDS.weapon,
          { ...(KINDS.weapon.schemas.create.parse({}) as object), character_id: 999_999 },
          { kind: KINDS.character, id: 999_999 },
        ),
      ),
  })

  /** Runs `request` while this test holds the character's row, then `change`s it and lets go. */
  async function whileHoldingCharacter<T>(
    id: number,
    request: () => Promise<T>,
    change: string,
  ): Promise<T> {
    let pending: Promise<T> | undefined
    await t.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM characters WHERE id = ${id} FOR UPDATE`.execute(trx)
      pending = request()
      await waitForABlockedQuery()
      await sql.raw(change).execute(trx)
    })
    return pending!
  }

  async function waitForABlockedQuery() {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db)
      if ((rows[0]?.waiting ?? 0) > 0) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error('the request never waited on the held row')
  }

  async function weaponCount() {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM weapons`.execute(t.db)
    return Number(rows[0]?.n)
  }

  describe('a child whose parent is gone', () => {
    it('answers 404 with a reason, not a server error', async () => {
      const ana = await t.createPlayer()
      const response = await call(t, ana, 'POST', '/api/v1/test-orphan-weapon')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'What this change refers to no longer exists' })
      expect(await weaponCount()).toBe(0)
    })

    if (engine.name === 'postgres') {
      it('a weapon created while its character is being deleted answers 404 and leaves no weapon', async () => {
        const ana = await t.createPlayer()
        const id = (await created(t, ana, '/api/v1/characters')).id as number
        const response = await whileHoldingCharacter(
          id,
          () =>
            call(t, ana, 'POST', `/api/v1/characters/${id}/weapons`, {
              weapon: { name: 'Too late' },
            }),
          `DELETE FROM characters WHERE id = ${id}`,
        )
        expect(response.statusCode).toBe(404)
        expect(await weaponCount()).toBe(0)
      })
    }
  })

  describe('moves in one list at the same time', () => {
    it('each lands: no two rows share a rank, and the list holds every row once', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}/merits`
      const merits: number[] = []
      for (let n = 0; n < 8; n += 1) {
        const merit = await created(t, ana, url, { merit: { merit_name: `Merit ${n}` } })
        merits.push(merit.id as number)
      }
      // Everyone sends their merit to the top at once.
      const responses = await Promise.all(
        merits.map((id) =>
          call(t, ana, 'PATCH', `${url}/${id}`, { merit: { sorting_position: 'first' } }),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(merits.map(() => 200))
      const { rows } = await sql<{ id: number; sorting: number }>`
        SELECT id, sorting FROM merits WHERE character_id = ${character.id as number}`.execute(t.db)
      expect(rows.map((row) => Number(row.id)).sort()).toEqual([...merits].sort())
      expect(new Set(rows.map((row) => Number(row.sorting))).size).toBe(merits.length)
    })
  })

  if (engine.name === 'postgres') {
    describe('a child change while its item leaves the chronicle', () => {
      it("the storyteller's edit of a weapon is refused once the character has left, and changes nothing", async () => {
        const st = await t.createPlayer()
        const owner = await t.createPlayer()
        const id = (await created(t, owner, '/api/v1/characters')).id as number
        await chronicleWith(t, st, [owner], [{ table: 'characters', id }])
        const weapon = await created(t, owner, `/api/v1/characters/${id}/weapons`, {
          weapon: { name: 'Daiklave' },
        })
        const weaponUrl = `/api/v1/characters/${id}/weapons/${weapon.id}`
        const response = await whileHoldingCharacter(
          id,
          () => call(t, st, 'PATCH', weaponUrl, { weapon: { name: 'Stolen Daiklave' } }),
          `UPDATE characters SET chronicle_id = NULL WHERE id = ${id}`,
        )
        expect(response.statusCode).toBe(404)
        const stored = await call(t, owner, 'GET', weaponUrl)
        expect(stored.json()).toMatchObject({ name: 'Daiklave', version: 1 })
      })
    })
  }
})
