import { describe, expect, it } from 'vitest'
import type { HistoryChange } from '../store/item-history.ts'
import { describeChange, fieldLabel, shownValue } from './change-text.ts'

const change = (fields: Partial<HistoryChange>): HistoryChange => ({
  id: 1,
  at: '2026-11-27T23:00:00.000Z',
  event: 'update',
  player: null,
  child: null,
  changes: {},
  ...fields,
})

describe('how a change reads in the History dialog', () => {
  it('names a trait as the sheet does', () => {
    expect(fieldLabel('attr_strength')).toBe('Strength')
    expect(fieldLabel('abil_martial_arts')).toBe('Martial Arts')
    expect(fieldLabel('willpower_temporary')).toBe('Willpower Temporary')
  })

  it('says what happened to the item or to a child of it', () => {
    expect(describeChange(change({ event: 'create' }))).toBe('Created')
    expect(describeChange(change({}))).toBe('Changed')
    const merit = { kind: 'merit' as const, id: 4, parent: null }
    expect(describeChange(change({ event: 'create', child: merit }))).toBe('Added merit 4')
    expect(describeChange(change({ event: 'destroy', child: merit }))).toBe('Removed merit 4')
    const attack = { kind: 'qc_attack' as const, id: 2, parent: null }
    expect(describeChange(change({ child: attack }))).toBe('Changed qc attack 2')
  })

  it('shows values in one short line, lists by their entries’ names', () => {
    expect(shownValue(null)).toBe('—')
    expect(shownValue('')).toBe('—')
    expect(shownValue(3)).toBe('3')
    expect(shownValue(false)).toBe('false')
    expect(shownValue([{ subject: 'my sister', rating: 2 }, { context: 'Swords' }])).toBe(
      '[my sister 2, Swords]',
    )
    const long = shownValue('x'.repeat(200))
    expect(long).toHaveLength(80)
    expect(long.endsWith('…')).toBe(true)
  })
})
