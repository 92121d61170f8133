// PATCHes of one item that arrive together are written together (items/item-write-queue.ts):
// each keeps its own version, answer and live event, and one that is refused fails alone.

import { KINDS } from '@loom/core'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { VersionConflict } from '../src/db/transaction.ts'
import type { HttpError } from '../src/http/errors.ts'
import type { Entity } from '../src/items/item-document.ts'
import { footingOf } from '../src/items/item-drafts.ts'
import { findItem } from '../src/items/item-reads.ts'
import { historyOfRuns, updateItemSeries } from '../src/items/item-write-queue.ts'
import type { Change, ItemChange } from '../src/live/changes.ts'
import { call, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })

  const revisionOf = async (id: number) => {
    const { rows } = await sql<{ revision: number }>`
      SELECT revision FROM characters WHERE id = ${id}`.execute(t.db)
    return Number(rows[0]!.revision)
  }

  describe('a series of changes to one item', () => {
    it('writes each over the last in one UPDATE; a refused one fails alone', async () => {
      const ana = await t.createPlayer()
      const id = (await created(t, ana, '/api/v1/characters', { character: { name: 'Zan' } }))
        .id as number
      const revision = await revisionOf(id)
      // A change based on another version is refused (412); one whose footing moved conflicts.
      const footing = footingOf(
        KINDS.character,
        (await findItem(t.db, KINDS.character, id))!.entity,
      )
      const set = (fields: Entity) => ({ footing, fields })
      const outcomes = await updateItemSeries(t.db, KINDS.character, id, [
        set({ name: 'Zan Two' }),
        { ...set({ name: 'Stale' }), baseVersion: 1 },
        set({ name: 'Zan Two' }),
        { footing: 'another owner', fields: { name: 'Moved' } },
        set({ xp_total: 12 }),
      ])
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'updated',
        'failed',
        'unchanged',
        'failed',
        'updated',
      ])
      const [first, refused, same, moved, last] = outcomes
      expect((refused as { error: HttpError }).error.statusCode).toBe(412)
      expect(moved).toMatchObject({ status: 'failed' })
      expect((moved as { error: unknown }).error).toBeInstanceOf(VersionConflict)
      expect(first).toMatchObject({
        entity: { name: 'Zan Two', version: 2 },
        changes: { name: 'Zan Two', version: 2 },
      })
      expect(same).toMatchObject({ entity: { name: 'Zan Two', version: 2 } })
      expect(last).toMatchObject({
        entity: { name: 'Zan Two', xp_total: 12, version: 3 },
        changes: { xp_total: 12, version: 3 },
        audience: { now: { item: { player_id: ana.id, chronicle_id: null } } },
      })
      const stored = (await call(t, ana, 'GET', `/api/v1/characters/${id}`)).json()
      expect(stored).toMatchObject({ name: 'Zan Two', xp_total: 12, version: 3 })
      expect(await revisionOf(id)).toBe(revision + 1)
    })

    it('writes nothing when every change is refused or changes nothing', async () => {
      const ana = await t.createPlayer()
      const id = (await created(t, ana, '/api/v1/characters')).id as number
      const revision = await revisionOf(id)
      const footing = footingOf(
        KINDS.character,
        (await findItem(t.db, KINDS.character, id))!.entity,
      )
      const outcomes = await updateItemSeries(t.db, KINDS.character, id, [
        { footing, fields: {} },
        { footing: 'another owner', fields: { name: 'Never' } },
      ])
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['unchanged', 'failed'])
      expect(await revisionOf(id)).toBe(revision)
      expect((await call(t, ana, 'GET', `/api/v1/characters/${id}`)).json().version).toBe(1)
    })

    it('conflicts as a whole when the item is gone', async () => {
      await expect(
        updateItemSeries(t.db, KINDS.character, 999_999, [{ footing: 'none', fields: {} }]),
      ).rejects.toBeInstanceOf(VersionConflict)
    })
  })

  describe('PATCHes of one sheet sent at once', () => {
    it('each answers its own version, the events follow in order, and they share writes', async () => {
      const ana = await t.createPlayer()
      const id = (await created(t, ana, '/api/v1/characters')).id as number
      const url = `/api/v1/characters/${id}`
      const revision = await revisionOf(id)
      published.length = 0
      const count = 20
      const responses = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          call(t, ana, 'PATCH', url, { character: { xp_total: index + 1 } }),
        ),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(Array(count).fill(200))
      const versions = responses.map((response) => response.json().version as number)
      expect([...versions].sort((a, b) => a - b)).toEqual(
        Array.from({ length: count }, (_, index) => index + 2),
      )
      // Each answer is the sheet as its own change left it.
      for (const response of responses) {
        const body = response.json()
        const event = published.find(
          (change) => (change as ItemChange).version === body.version,
        ) as ItemChange
        expect(event.changes).toMatchObject({ xp_total: body.xp_total })
      }
      const events = published.filter((change) => change.kind === 'item') as ItemChange[]
      expect(events.map((event) => event.version)).toEqual(
        Array.from({ length: count }, (_, index) => index + 2),
      )
      const stored = (await call(t, ana, 'GET', url)).json()
      expect(stored.version).toBe(count + 1)
      expect(stored.xp_total).toBe(events.at(-1)!.changes!.xp_total)
      // Fewer writes than changes: the ones that waited were written together.
      expect(await revisionOf(id)).toBeLessThan(revision + count)
    })

    it('a stale base version among them answers 412 alone', async () => {
      const ana = await t.createPlayer()
      const id = (await created(t, ana, '/api/v1/characters')).id as number
      const url = `/api/v1/characters/${id}`
      await call(t, ana, 'PATCH', url, { character: { name: 'First' } })
      const responses = await Promise.all([
        call(t, ana, 'PATCH', url, { character: { name: 'Second' } }),
        call(t, ana, 'PATCH', url, { character: { xp_total: 5 } }),
        call(t, ana, 'PATCH', url, { character: { essence: 2 } }, { 'loom-base-version': '1' }),
        call(t, ana, 'PATCH', url, { character: { willpower_permanent: 6 } }),
      ])
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 412, 200])
      expect(responses[2]!.json().current.version).toBeGreaterThan(1)
      const stored = (await call(t, ana, 'GET', url)).json()
      expect(stored).toMatchObject({
        name: 'Second',
        xp_total: 5,
        essence: 1,
        willpower_permanent: 6,
        version: 5,
      })
    })
  })
})

describe('the history of a series', () => {
  const item = { kind: 'character' as const, id: 7 }
  const row = (fields: Entity) => ({ id: 7, name: 'Zan', essence: 1, ...fields })

  it('records each player’s consecutive changes as one, from the first value to the last', () => {
    const entries = historyOfRuns(item, [
      {
        by: 1,
        from: row({}),
        to: row({ name: 'Zan Three', essence: 2 }),
        fields: new Set(['name', 'essence']),
      },
      {
        by: 2,
        from: row({ name: 'Zan Three', essence: 2 }),
        to: row({ name: 'Zan Three', essence: 3 }),
        fields: new Set(['essence']),
      },
    ])
    expect(entries).toEqual([
      {
        item,
        child: null,
        by: 1,
        event: 'update',
        changes: { name: ['Zan', 'Zan Three'], essence: [1, 2] },
      },
      { item, child: null, by: 2, event: 'update', changes: { essence: [2, 3] } },
    ])
  })

  it('records neither a field nor a run that came back to where it began', () => {
    const entries = historyOfRuns(item, [
      { by: 1, from: row({}), to: row({ essence: 2 }), fields: new Set(['name', 'essence']) },
      { by: 2, from: row({ essence: 2 }), to: row({ essence: 2 }), fields: new Set(['name']) },
    ])
    expect(entries).toEqual([
      { item, child: null, by: 1, event: 'update', changes: { essence: [1, 2] } },
    ])
  })
})
