import { describe, expect, it } from 'vitest'
import { signedInStore } from '../testing/signed-in.ts'
import { entityActions } from './entities/entities-slice.ts'
import {
  canRestoreField,
  fetchItemHistory,
  type HistoryChange,
  restoreField,
  restoreItemAt,
} from './item-history.ts'

const change = (fields: Partial<HistoryChange>): HistoryChange => ({
  id: 40,
  at: '2026-11-27T23:00:00.000Z',
  event: 'update',
  player: { id: 7, name: 'Ana' },
  child: null,
  changes: { attr_strength: { from: 2, to: 4 } },
  ...fields,
})

const character = { id: 3, name: 'Wren', attr_strength: 4, version: 5, merits: [] }
const merit = { id: 9, character_id: 3, name: 'Allies', rating: 3, version: 2 }

async function storeWithCharacter(routes: Parameters<typeof signedInStore>[0] = {}) {
  const test = await signedInStore(routes)
  test.store.dispatch(entityActions.received({ kind: 'characters', rows: [character] }))
  return test
}

describe('restoring from an item’s history', () => {
  it('reads a page of the history, newest first as the server sends it', async () => {
    const { store, calls } = await storeWithCharacter({
      'GET /characters/3/history?limit=10&page=2': {
        body: [change({})],
        headers: { 'current-page': '2', 'total-pages': '3' },
      },
    })
    const page = await store.dispatch(fetchItemHistory('characters', 3, 2))
    expect(page).toEqual({ items: [change({})], page: 2, totalPages: 3, totalCount: null })
    expect(calls.at(-1)?.path).toBe('/characters/3/history?limit=10&page=2')
  })

  it('puts one field of the item back with an ordinary PATCH', async () => {
    const { store, calls } = await storeWithCharacter({
      'PATCH /characters/3': { body: { ...character, attr_strength: 2, version: 6 } },
    })
    expect(await store.dispatch(restoreField('characters', 3, change({}), 'attr_strength'))).toBe(
      true,
    )
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/characters/3',
      body: { character: { attr_strength: 2 } },
    })
  })

  it('puts a child’s field back at the child’s own path', async () => {
    const { store, calls } = await storeWithCharacter({
      'PATCH /characters/3/merits/9': { body: { ...merit, rating: 1, version: 3 } },
    })
    const ofMerit = change({
      child: { kind: 'merit', id: 9, parent: { kind: 'character', id: 3 } },
      changes: { rating: { from: 1, to: 3 } },
    })
    await store.dispatch(restoreField('characters', 3, ofMerit, 'rating'))
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/characters/3/merits/9',
      body: { merit: { rating: 1 } },
    })
  })

  it('sends the fields the server says bring the item back, as one PATCH', async () => {
    const { store, calls } = await storeWithCharacter({
      'GET /characters/3/history/40/restore': {
        body: { patch: { attr_strength: 2, name: 'Wren' }, version: 5 },
      },
      'PATCH /characters/3': { body: { ...character, attr_strength: 2, version: 6 } },
    })
    expect(await store.dispatch(restoreItemAt('characters', 3, change({})))).toBe(true)
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/characters/3',
      body: { character: { attr_strength: 2, name: 'Wren' } },
    })
  })

  it('offers a field’s restore only for a change of the item or of a child still there', () => {
    expect(canRestoreField(change({}))).toBe(true)
    expect(canRestoreField(change({ event: 'create' }))).toBe(false)
    const gone = { kind: 'merit' as const, id: 9, parent: null }
    expect(canRestoreField(change({ child: gone }))).toBe(false)
    const there = { ...gone, parent: { kind: 'character' as const, id: 3 } }
    expect(canRestoreField(change({ child: there }))).toBe(true)
    expect(canRestoreField(change({ child: there, event: 'destroy' }))).toBe(false)
  })
})
