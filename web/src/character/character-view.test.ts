import { newCharacterDraft } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { entryIsComplete } from '../sheet/inputs/DebouncedNumberField.tsx'
import { entityActions } from '../store/entities/entities-slice.ts'
import { updateItem } from '../store/items.ts'
import { sessionActions } from '../store/session.ts'
import { testStore } from '../testing/fake-api.ts'
import { selectCharacterView } from './character-view.ts'

const zan = {
  ...newCharacterDraft('SolarCharacter', { name: 'Zan', caste: 'dawn', attr_dexterity: 3 }),
  id: 5,
  player_id: 7,
  chronicle_id: null,
  version: 1,
  weapons: [
    {
      id: 11,
      character_id: 5,
      name: 'Sword',
      weight: 'medium',
      tags: [],
      ability: 'melee',
      sorting: 2,
    },
    {
      id: 12,
      character_id: 5,
      name: 'Sword',
      weight: 'light',
      tags: [],
      ability: 'melee',
      sorting: 1,
    },
  ],
  merits: [],
}

function loaded() {
  const { store } = testStore({})
  store.dispatch(sessionActions.playerLoaded(7))
  store.dispatch(entityActions.received({ kind: 'characters', rows: [zan] }))
  return store
}

describe('the character view', () => {
  it('is worked out once and reused while nothing on the sheet changes', () => {
    const store = loaded()
    const first = selectCharacterView(store.getState(), 5)
    store.dispatch(
      entityActions.received({ kind: 'players', rows: [{ id: 7, display_name: 'Ana' }] }),
    )
    expect(selectCharacterView(store.getState(), 5)).toBe(first)
  })

  it('follows an edit of the character at once', () => {
    const store = loaded()
    const before = selectCharacterView(store.getState(), 5)!
    void store.dispatch(updateItem('characters', 5, { attr_dexterity: 5 }))
    const after = selectCharacterView(store.getState(), 5)!
    expect(after.details.ratings.evasion.total).toBeGreaterThan(
      before.details.ratings.evasion.total,
    )
  })

  it('lists weapons in their sort order and pairs each with its own figures', () => {
    const view = selectCharacterView(loaded().getState(), 5)!
    expect(view.weapons.map((weapon) => weapon.id)).toEqual([12, 11])
    expect(view.weaponDetails.get(12)?.accuracy).toBe(4)
    expect(view.weaponDetails.get(11)?.accuracy).toBe(2)
  })
})

describe('a rating field', () => {
  it.each([
    ['3', 10, true],
    ['1', 10, false],
    ['10', 10, true],
    ['4', 5, true],
    ['', 5, false],
  ] as const)('"%s" with a maximum of %i is a whole entry: %s', (text, max, whole) => {
    expect(entryIsComplete(text, max)).toBe(whole)
  })
})
