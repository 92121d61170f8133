import { describe, expect, it } from 'vitest'
import {
  childListsOf,
  fieldsNotImported,
  itemExport,
  itemExportSchema,
} from '../../src/portable/export-format.ts'

describe('the export format', () => {
  it('wraps an item in a self-describing document', () => {
    const document = itemExport('qc', { name: 'Bandit' }, new Date('2026-11-24T10:00:00Z'))
    expect(document).toEqual({
      format: 'loom',
      version: 1,
      kind: 'qc',
      exported_at: '2026-11-24T10:00:00.000Z',
      item: { name: 'Bandit' },
    })
    expect(itemExportSchema('qc').safeParse(document).success).toBe(true)
  })

  it('nests child lists as a full item embeds them, a weapon’s poisons inside the weapon', () => {
    const lists = childListsOf('character').map(({ list }) => list)
    expect(lists).toEqual(
      expect.arrayContaining(['merits', 'weapons', 'charms', 'martial_arts_charms', 'spells']),
    )
    const document = itemExport(
      'character',
      { name: 'Zan', weapons: [{ name: 'Daiklave', poisons: [{ name: 'Arrow frog' }] }] },
      new Date(),
    )
    expect(itemExportSchema('character').safeParse(document).success).toBe(true)
    const bad = { ...document, item: { weapons: [{ poisons: [{ penalty: 'lots' }] }] } }
    const result = itemExportSchema('character').safeParse(bad)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['item', 'weapons', 0, 'poisons', 0, 'penalty'])
  })

  it('never imports ids, owners, placement, parent links or ranks, but keeps create-only fields', () => {
    const character = fieldsNotImported('character')
    for (const field of ['id', 'player_id', 'chronicle_id', 'sorting', 'chronicle_sorting']) {
      expect(character.has(field)).toBe(true)
    }
    expect(character.has('type')).toBe(false)
    expect(fieldsNotImported('charm').has('charm_type')).toBe(false)
    expect(fieldsNotImported('poison').has('poisonable_id')).toBe(true)
  })
})
