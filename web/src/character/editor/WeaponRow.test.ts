import type { Weapon, WeaponDetails } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { sameWeaponRow, type WeaponRowProps } from './WeaponRow.tsx'

const sword = { id: 1, name: 'Sword', tags: ['lethal', 'melee'] } as unknown as Weapon
const figures = (parry: number) =>
  ({ name: 'Sword', accuracy: 2, parry: { total: parry, parts: [] } }) as unknown as WeaponDetails
const callbacks = { onEdit: () => {}, onMove: () => {}, onRemove: () => {} }
const row = (changes: Partial<WeaponRowProps> = {}): WeaponRowProps => ({
  weapon: sword,
  details: figures(3),
  initiative: 3,
  index: 0,
  count: 2,
  ...callbacks,
  ...changes,
})

describe('a weapon row of the editor', () => {
  it('is left alone when an edit elsewhere rebuilds figures that read the same', () => {
    expect(sameWeaponRow(row(), row({ details: figures(3) }))).toBe(true)
  })

  it('repaints when one of its figures changes', () => {
    expect(sameWeaponRow(row(), row({ details: figures(4) }))).toBe(false)
  })

  it('repaints when the weapon itself changes', () => {
    expect(sameWeaponRow(row(), row({ weapon: { ...sword, name: 'Great Sword' } }))).toBe(false)
  })

  it('repaints when it moves in the list or the list grows, so its arrows stay right', () => {
    expect(sameWeaponRow(row(), row({ index: 1 }))).toBe(false)
    expect(sameWeaponRow(row(), row({ count: 3 }))).toBe(false)
  })

  it('repaints when the Initiative its decisive damage rolls changes', () => {
    expect(sameWeaponRow(row(), row({ initiative: 5 }))).toBe(false)
  })
})
