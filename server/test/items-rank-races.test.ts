import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { call, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const t = useTestApp(engine)

  async function meritRanks(characterId: number) {
    const { rows } = await sql<{ id: number; sorting: number }>`
      SELECT id, sorting FROM merits WHERE character_id = ${characterId} ORDER BY sorting, id`.execute(
      t.db,
    )
    return rows.map((row) => ({ id: Number(row.id), rank: Number(row.sorting) }))
  }

  describe('moves in one list at the same time', () => {
    it('each lands: no two rows share a rank, and the list holds every row once', async () => {
      const ana = await t.createPlayer()
      const character = await created(t, ana, '/api/v1/characters')
      const url = `/api/v1/characters/${character.id}/merits`
      const merits: number[] = []
      for (let n = 0; n < 8; n += 1) {
        merits.push(
          (await created(t, ana, url, { merit: { merit_name: `Merit ${n}` } })).id as number,
        )
      }
      // Everyone sends their merit to the top at once.
      const responses = await Promise.all(
        merits.map((id) =>
          call(t, ana, 'PATCH', `${url}/${id}`, { merit: { sorting_position: 'first' } }),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(merits.map(() => 200))
      const ranks = await meritRanks(character.id as number)
      expect(ranks.map((row) => row.id).sort()).toEqual([...merits].sort())
      expect(new Set(ranks.map((row) => row.rank)).size).toBe(merits.length)
    })
  })
})
