import { describe, expect, it } from 'vitest'
import type { Row } from '../../api/types.ts'
import { entitiesReducer, entityActions } from './entities-slice.ts'

const character: Row = {
  id: 1,
  name: 'Harmonious Jade',
  player_id: 7,
  essence: 2,
  version: 5,
  specialties: [{ id: 'a1', ability: 'melee', context: 'Swords' }],
  merits: [40],
}
const merit: Row = { id: 40, merit_name: 'Fast Reflexes', character_id: 1, version: 1 }

function holding(rows: Row[]) {
  return entitiesReducer(undefined, entityActions.received({ kind: 'characters', rows }))
}

describe('an answer repeating what the store holds', () => {
  it('leaves the row the same object, so nothing showing it renders again', () => {
    const before = holding([{ ...character, merits: [merit] }])
    const repeated = structuredClone({ ...character, merits: [merit] })
    const after = entitiesReducer(
      before,
      entityActions.received({ kind: 'characters', rows: [repeated] }),
    )
    expect(after.byKind.characters.entities[1]).toBe(before.byKind.characters.entities[1])
    expect(after.byKind.merits.entities[40]).toBe(before.byKind.merits.entities[40])
  })

  it('still takes a changed field, and a field the held row lacked', () => {
    const before = holding([character])
    const changed = {
      ...structuredClone(character),
      version: 6,
      specialties: [{ id: 'a1', ability: 'melee', context: 'Spears' }],
      portrait_digest: 'abc',
    }
    const after = entitiesReducer(
      before,
      entityActions.received({ kind: 'characters', rows: [changed] }),
    )
    const row = after.byKind.characters.entities[1]
    expect(row).not.toBe(before.byKind.characters.entities[1])
    expect(row?.specialties).toEqual(changed.specialties)
    expect(row?.portrait_digest).toBe('abc')
    expect(row?.version).toBe(6)
  })
})
