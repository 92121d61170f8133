import { KINDS } from '@loom/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { insertItem } from '../src/store/items.ts'
import { call, created } from './support/item-requests.ts'
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

  describe('a child whose parent is gone', () => {
    it('answers 404 with a reason, not a server error', async () => {
      const ana = await t.createPlayer()
      const response = await call(t, ana, 'POST', '/api/v1/test-orphan-weapon')
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'What this change refers to no longer exists' })
      expect(await weaponCount()).toBe(0)
    })

    // Only PostgreSQL lets a second connection hold a row mid-request; SQLite has one writer.
    if (engine.name !== 'postgres') return
    it('a weapon created while its character is being deleted answers 404 and leaves no weapon', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const id = character.id as number
      let creating: ReturnType<typeof call> | undefined
      await t.db.transaction().execute(async (trx) => {
        // Hold the character so the weapon's insert waits on it, then delete it.
        await sql`SELECT id FROM characters WHERE id = ${id} FOR UPDATE`.execute(trx)
        creating = call(t, ana, 'POST', `/api/v1/characters/${id}/weapons`, {
          weapon: { name: 'Too late' },
        })
        await waitForABlockedQuery()
        await sql`DELETE FROM characters WHERE id = ${id}`.execute(trx)
      })
      const response = await creating!
      expect(response.statusCode).toBe(404)
      expect(await weaponCount()).toBe(0)
    })
  })

  async function weaponCount() {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM weapons`.execute(t.db)
    return Number(rows[0]?.n)
  }

  async function waitForABlockedQuery() {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db)
      if ((rows[0]?.waiting ?? 0) > 0) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error('the weapon insert never waited on the character')
  }
})
