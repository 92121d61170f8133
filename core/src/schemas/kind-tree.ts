import type { CharmType } from './charm.ts'

/**
 * Where every kind sits, as plain data with no schema behind it: its name and plural, and for a
 * child the parents it hangs under and their lists that hold it. The registry builds each
 * kind's definition on this; the web app reads it alone, so its first page carries no schemas.
 */

export const KIND_NAMES = [
  'player',
  'chronicle',
  'character',
  'qc',
  'battlegroup',
  'combat_actor',
  'merit',
  'weapon',
  'charm',
  'spell',
  'poison',
  'qc_attack',
  'qc_merit',
  'qc_charm',
] as const
export type KindName = (typeof KIND_NAMES)[number]

/** Owned kinds a player brings into a chronicle with add_/remove_. */
export const CHRONICLE_ITEM_KINDS = ['character', 'qc', 'battlegroup'] as const
export type ChronicleItemKind = (typeof CHRONICLE_ITEM_KINDS)[number]

/** One kind a child may hang under, and the parent's list that holds it. */
export interface ParentLink {
  readonly kind: KindName
  /** The parent's association (JSON key and live-event `assoc`), e.g. `weapons`. */
  readonly assoc: string
}

export interface KindPlace {
  /** Table, path segment and the web store's key: `qc_attacks`. */
  readonly plural: string
  /** Kinds this one may belong to; empty for kinds owned by a player or for chronicles. */
  readonly parents: readonly ParentLink[]
  /** Column holding the parent's id, and for polymorphic parents the column naming its kind. */
  readonly parentIdField: string | null
  readonly parentTypeField: string | null
}

/** The character's list holding each charm kind: the native kinds share `charms`. */
export const CHARM_LISTS = {
  Ability: 'charms',
  Attribute: 'charms',
  Essence: 'charms',
  MartialArts: 'martial_arts_charms',
  Evocation: 'evocations',
  Spirit: 'spirit_charms',
} as const satisfies Readonly<Record<CharmType, string>>
export type CharmList = (typeof CHARM_LISTS)[CharmType]

const owned = (plural: string): KindPlace => ({
  plural,
  parents: [],
  parentIdField: null,
  parentTypeField: null,
})
const childOf = (kind: KindName, plural: string, parentIdField: string): KindPlace => ({
  plural,
  parents: [{ kind, assoc: plural }],
  parentIdField,
  parentTypeField: null,
})
const childOfMany = (
  kinds: readonly KindName[],
  plural: string,
  [parentIdField, parentTypeField]: readonly [string, string],
): KindPlace => ({
  plural,
  parents: kinds.map((kind) => ({ kind, assoc: plural })),
  parentIdField,
  parentTypeField,
})

export const KIND_PLACES: Readonly<Record<KindName, KindPlace>> = {
  player: owned('players'),
  chronicle: owned('chronicles'),
  character: owned('characters'),
  qc: owned('qcs'),
  battlegroup: owned('battlegroups'),
  combat_actor: owned('combat_actors'),
  merit: childOf('character', 'merits', 'character_id'),
  weapon: childOf('character', 'weapons', 'character_id'),
  // `charms` holds the native kinds; the other kinds each have their own list (CHARM_LISTS).
  charm: childOf('character', 'charms', 'character_id'),
  spell: childOfMany(['character', 'qc'], 'spells', ['sorcerer_id', 'sorcerer_type']),
  poison: childOfMany(
    ['character', 'qc', 'battlegroup', 'combat_actor', 'weapon', 'qc_attack'],
    'poisons',
    ['poisonable_id', 'poisonable_type'],
  ),
  qc_attack: childOfMany(['qc', 'battlegroup'], 'qc_attacks', [
    'qc_attackable_id',
    'qc_attackable_type',
  ]),
  qc_merit: childOf('qc', 'qc_merits', 'qc_id'),
  qc_charm: childOf('qc', 'qc_charms', 'qc_id'),
}

export function isKindName(name: string): name is KindName {
  return Object.hasOwn(KIND_PLACES, name)
}

/** The kind whose plural is `plural` (`weapons` → weapon), as used in paths and events. */
export function kindNameByPlural(plural: string): KindName | undefined {
  return KIND_NAMES.find((name) => KIND_PLACES[name].plural === plural)
}

/** Every list of a `parent` that children of this kind may appear in (charms spread over four). */
export function listsUnder(child: KindName, parent: KindName): readonly string[] {
  if (child === 'charm') return [...new Set(Object.values(CHARM_LISTS))]
  const link = KIND_PLACES[child].parents.find((candidate) => candidate.kind === parent)
  if (link === undefined) throw new Error(`${child} does not belong to a ${parent}`)
  return [link.assoc]
}
