import type { LibraryEntry } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { testStore } from '../testing/fake-api.ts'
import { entityActions } from './entities/entities-slice.ts'
import { copyCharmTo, copyLibraryEntry, fetchLibraryPage } from './library.ts'

const entry = (fields: Partial<LibraryEntry>): LibraryEntry => ({
  id: 3,
  kind: 'charm',
  name: 'Flash',
  player_id: 7,
  chronicle_id: null,
  tags: [],
  document: { charm_type: 'Evocation', name: 'Flash' },
  version: 1,
  created_at: '',
  updated_at: '',
  ...fields,
})

describe('the library in the store', () => {
  it('asks the list with the filters, in the query', async () => {
    const { store, calls } = testStore(() => ({ body: [], headers: { 'total-pages': '1' } }))
    await store.dispatch(fetchLibraryPage({ kind: 'spell', scope: 12, q: ' ox ' }, 2))
    await store.dispatch(fetchLibraryPage({ scope: 'own' }, 1))
    expect(calls.map(({ path }) => path)).toEqual([
      '/library_entries?limit=10&kind=spell&chronicle_id=12&q=ox&page=2',
      '/library_entries?limit=10&scope=own&page=1',
    ])
  })

  it("adds a copied charm to the list of its kind on the character (an evocation's)", async () => {
    const { store, calls } = testStore({
      'POST /library_entries/3/copy': { body: { id: 9, name: 'Flash', charm_type: 'Evocation' } },
    })
    store.dispatch(
      entityActions.received({
        kind: 'characters',
        rows: [{ id: 4, name: 'Zan', evocations: [] }],
      }),
    )
    await store.dispatch(copyLibraryEntry(entry({}), { kind: 'characters', id: 4 }))
    expect(calls[0]?.body).toEqual({ character_id: 4 })
    const zan = store.getState().entities.current.byKind.characters.entities[4]
    expect(zan?.evocations).toEqual([9])
  })

  it("puts a copied qc in the player's own list, in the chronicle asked for", async () => {
    const { store, calls } = testStore({
      'POST /library_entries/5/copy': { body: { id: 11, name: 'Ape', chronicle_id: 2 } },
    })
    const qc = entry({ id: 5, kind: 'qc', document: { name: 'Ape' } })
    await store.dispatch(copyLibraryEntry(qc, { kind: 'mine', chronicleId: 2 }))
    expect(calls[0]?.body).toEqual({ chronicle_id: 2 })
    expect(store.getState().entities.current.byKind.qcs.entities[11]?.name).toBe('Ape')
  })

  it("copies a charm from a sheet to one of the player's characters", async () => {
    const { store, calls } = testStore({
      'POST /characters/4/copy_charm': { body: { id: 12, name: 'Strike', charm_type: 'Ability' } },
    })
    store.dispatch(
      entityActions.received({ kind: 'characters', rows: [{ id: 4, name: 'Zan', charms: [] }] }),
    )
    await store.dispatch(copyCharmTo(4, { id: 8, charm_type: 'Ability' }))
    expect(calls[0]?.body).toEqual({ charm_id: 8 })
    expect(store.getState().entities.current.byKind.characters.entities[4]?.charms).toEqual([12])
  })
})
