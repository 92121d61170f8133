// Entity schemas, one module per kind, plus the registry that describes them all.
export * from './battlegroup.ts'
export * from './character.ts'
export * from './character-adjustments.ts'
export * from './character-consistency.ts'
export * from './character-type-change.ts'
export * from './charm.ts'
export * from './charm-rules.ts'
export * from './chronicle.ts'
export * from './combat-actor.ts'
export * from './duplicate.ts'
export * from './enumerations.ts'
export { LIMITS } from './fields.ts'
export type * from './full-items.ts'
export * from './invite-code.ts'
export { kindDefaults, rowsWithDefaults, withDefaults } from './kind-defaults.ts'
export type { Ranking, WritableInput } from './kind-schemas.ts'
export {
  assignListItemIds,
  LIST_ITEM_ID_ALPHABET,
  LIST_ITEM_ID_LENGTH,
  listItemIdFrom,
  type WithListItemIds,
} from './list-items.ts'
export * from './merit.ts'
export * from './mote-pools.ts'
export * from './player.ts'
export * from './poison.ts'
export * from './qc.ts'
export * from './qc-attack.ts'
export * from './qc-charm.ts'
export * from './qc-merit.ts'
export * from './registry.ts'
export * from './spell.ts'
export { cleanTagList } from './tag-list.ts'
export * from './validation-errors.ts'
export * from './weapon.ts'
export * from './weapon-adjustments.ts'
