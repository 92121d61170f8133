import type { ItemKind } from '../store/entities/kinds.ts'

/** How each kind is named on screen. */
export const ITEM_LABELS: Record<ItemKind, { singular: string; plural: string }> = {
  characters: { singular: 'Character', plural: 'Characters' },
  qcs: { singular: 'Quick Character', plural: 'Quick Characters' },
  battlegroups: { singular: 'Battlegroup', plural: 'Battlegroups' },
}
