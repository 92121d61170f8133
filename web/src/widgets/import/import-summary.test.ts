import { describe, expect, it } from 'vitest'
import { importSummary } from './import-summary.ts'

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }))

describe('the notice after an import', () => {
  it("names the item and counts each list of its children, a character's charms by kind", () => {
    expect(
      importSummary('characters', {
        id: 4,
        name: 'Harmonious Jade',
        merits: rows(10),
        weapons: rows(3),
        charms: rows(15),
        martial_arts_charms: rows(1),
        evocations: [],
        spells: rows(1),
      }),
    ).toBe(
      'Imported Harmonious Jade with 10 merits, 3 weapons, 15 charms, 1 martial arts charm and 1 spell',
    )
  })

  it("calls a QC's attacks, merits and charms by their names on the sheet", () => {
    expect(
      importSummary('qcs', { id: 2, name: 'Bandit', qc_attacks: rows(2), qc_merits: rows(1) }),
    ).toBe('Imported Bandit with 2 attacks and 1 merit')
  })

  it('an item without children is just named', () => {
    expect(importSummary('battlegroups', { id: 3, name: 'Bandits', qc_attacks: [] })).toBe(
      'Imported Bandits',
    )
  })
})
