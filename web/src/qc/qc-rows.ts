import type { Battlegroup, Poison, Qc, QcAttack, QcCharm, QcMerit, Spell } from '@loom/core'
import type { Asset, Id } from '../api/types.ts'
import type { ChildPlace } from '../store/children.ts'

// Rows as the store holds them: the schema's fields, with embedded lists turned into ids.

export type QcRow = Qc & {
  qc_attacks?: Id[]
  qc_merits?: Id[]
  qc_charms?: Id[]
  spells?: Id[]
  poisons?: Id[]
}
export type BattlegroupRow = Battlegroup & { qc_attacks?: Id[]; poisons?: Id[] }
export type QcAttackRow = QcAttack & { poisons?: Id[] }
export type { Poison as PoisonRow, QcCharm as QcCharmRow, QcMerit as QcMeritRow, Spell as SpellRow }

/** A player's list embeds only summaries of items; a sheet needs the whole row and its lists. */
export const isWholeQc = (item: Asset) =>
  typeof item.excellency === 'string' && Array.isArray(item.qc_attacks)
export const isWholeBattlegroup = (item: Asset) =>
  typeof item.drill === 'number' && Array.isArray(item.qc_attacks)

/** The page gate hands out a generic item; its fields are the kind's schema fields. */
export const asQc = (item: Asset) => item as unknown as QcRow
export const asBattlegroup = (item: Asset) => item as unknown as BattlegroupRow

/** The embedded lists of QCs, battlegroups and attacks, as API paths and store links (poisons:
 *  `poisonsOf` in PoisonsEditor.tsx). */
export const qcList = (
  id: Id,
  assoc: 'qc_attacks' | 'qc_merits' | 'qc_charms' | 'spells',
): ChildPlace => ({
  parentKind: 'qcs',
  parentId: id,
  assoc,
  kind: assoc,
})

export const battlegroupList = (id: Id, assoc: 'qc_attacks'): ChildPlace => ({
  parentKind: 'battlegroups',
  parentId: id,
  assoc,
  kind: assoc,
})
