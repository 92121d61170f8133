import type { z } from 'zod'
import { battlegroupSchemas } from './battlegroup.ts'
import { characterSchemas } from './character.ts'
import { CHARM_KINDS, type CharmType, charmSchemas } from './charm.ts'
import { chronicleSchemas } from './chronicle.ts'
import { combatActorSchemas } from './combat-actor.ts'
import type { Ranking } from './kind-schemas.ts'
import { isItemList } from './list-items.ts'
import { meritSchemas } from './merit.ts'
import { playerSchemas } from './player.ts'
import { poisonSchemas } from './poison.ts'
import { qcSchemas } from './qc.ts'
import { qcAttackSchemas } from './qc-attack.ts'
import { qcCharmSchemas } from './qc-charm.ts'
import { qcMeritSchemas } from './qc-merit.ts'
import { spellSchemas } from './spell.ts'
import { weaponSchemas } from './weapon.ts'

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

/** Kinds a player owns directly (`player_id`); chronicles belong to their storyteller. */
export const OWNED_KINDS = ['character', 'qc', 'battlegroup', 'combat_actor'] as const
export type OwnedKind = (typeof OWNED_KINDS)[number]

/** Owned kinds a player brings into a chronicle with add_/remove_. */
export const CHRONICLE_ITEM_KINDS = ['character', 'qc', 'battlegroup'] as const
export type ChronicleItemKind = (typeof CHRONICLE_ITEM_KINDS)[number]

/** One kind a child may hang under, and the parent's list that holds it. */
export interface ParentLink {
  readonly kind: KindName
  /** The parent's association (JSON key and live-event `assoc`), e.g. `weapons`. */
  readonly assoc: string
}

interface KindSchemas {
  readonly entity: z.ZodObject
  readonly fields: z.ZodObject
  readonly create: z.ZodType
  readonly patch: z.ZodType
  readonly systemFields: readonly string[]
  readonly writableFields: readonly string[]
  readonly createOnlyFields: readonly string[]
  readonly ranking: Ranking
}

export interface KindDefinition {
  readonly name: KindName
  readonly plural: string
  readonly table: string
  /** Kinds this one may belong to; empty for kinds owned by a player or for chronicles. */
  readonly parents: readonly ParentLink[]
  /** Column holding the parent's id, and for polymorphic parents the column naming its kind. */
  readonly parentIdField: string | null
  readonly parentTypeField: string | null
  readonly schemas: KindSchemas
  /** Fields stored as real columns (indexed, joined or enforced); the rest is the JSON document. */
  readonly columns: readonly string[]
  readonly documentFields: readonly string[]
  /** JSON list fields whose items carry a stable `id` (see assignListItemIds). */
  readonly listFields: readonly string[]
  /** Intimacy lists whose `hidden: true` items only editors see (see withoutSecrets). */
  readonly secretLists: readonly string[]
}

/** Flags kept as columns, because lists filter on them. */
const FLAG_COLUMNS = ['hidden', 'public', 'pinned']

function define(
  name: KindName,
  plural: string,
  schemas: KindSchemas,
  placement: {
    parents?: readonly ParentLink[]
    parentIdField?: string
    parentTypeField?: string
  } = {},
): KindDefinition {
  const shape = schemas.fields.shape as Record<string, z.ZodType>
  const columns = [
    ...schemas.systemFields,
    ...schemas.writableFields.filter((field) => FLAG_COLUMNS.includes(field)),
  ]
  return {
    name,
    plural,
    table: plural,
    parents: placement.parents ?? [],
    parentIdField: placement.parentIdField ?? null,
    parentTypeField: placement.parentTypeField ?? null,
    schemas,
    columns,
    documentFields: schemas.writableFields.filter((field) => !columns.includes(field)),
    listFields: schemas.writableFields.filter((field) => isItemList(shape[field]!)),
    secretLists: schemas.writableFields.filter(
      (field) => field === 'ties' || field === 'principles',
    ),
  }
}

const childOfCharacter = (assoc: string) => ({
  parents: [{ kind: 'character' as const, assoc }],
  parentIdField: 'character_id',
})
const childOfQc = (assoc: string) => ({
  parents: [{ kind: 'qc' as const, assoc }],
  parentIdField: 'qc_id',
})

/** Every kind the server stores, described once so that storage and routes can be generic. */
export const KINDS: Readonly<Record<KindName, KindDefinition>> = {
  player: define('player', 'players', playerSchemas),
  chronicle: define('chronicle', 'chronicles', chronicleSchemas),
  character: define('character', 'characters', characterSchemas),
  qc: define('qc', 'qcs', qcSchemas),
  battlegroup: define('battlegroup', 'battlegroups', battlegroupSchemas),
  combat_actor: define('combat_actor', 'combat_actors', combatActorSchemas),
  merit: define('merit', 'merits', meritSchemas, childOfCharacter('merits')),
  weapon: define('weapon', 'weapons', weaponSchemas, childOfCharacter('weapons')),
  // The assoc of a charm depends on its kind (charmAssoc); `charms` holds the native kinds.
  charm: define('charm', 'charms', charmSchemas, childOfCharacter('charms')),
  spell: define('spell', 'spells', spellSchemas, {
    parents: [
      { kind: 'character', assoc: 'spells' },
      { kind: 'qc', assoc: 'spells' },
    ],
    parentIdField: 'sorcerer_id',
    parentTypeField: 'sorcerer_type',
  }),
  poison: define('poison', 'poisons', poisonSchemas, {
    parents: (
      ['character', 'qc', 'battlegroup', 'combat_actor', 'weapon', 'qc_attack'] as const
    ).map((kind) => ({ kind, assoc: 'poisons' })),
    parentIdField: 'poisonable_id',
    parentTypeField: 'poisonable_type',
  }),
  qc_attack: define('qc_attack', 'qc_attacks', qcAttackSchemas, {
    parents: [
      { kind: 'qc', assoc: 'qc_attacks' },
      { kind: 'battlegroup', assoc: 'qc_attacks' },
    ],
    parentIdField: 'qc_attackable_id',
    parentTypeField: 'qc_attackable_type',
  }),
  qc_merit: define('qc_merit', 'qc_merits', qcMeritSchemas, childOfQc('qc_merits')),
  qc_charm: define('qc_charm', 'qc_charms', qcCharmSchemas, childOfQc('qc_charms')),
}

export function isKindName(name: string): name is KindName {
  return Object.hasOwn(KINDS, name)
}

/** The kind whose plural is `plural` (`weapons` → weapon), as used in paths and events. */
export function kindByPlural(plural: string): KindDefinition | undefined {
  return Object.values(KINDS).find((kind) => kind.plural === plural)
}

/** The parent list a charm of this kind appears in. */
export function charmAssoc(charmType: CharmType): string {
  return CHARM_KINDS[charmType].assoc
}

/** Every field name that only the server writes, across all kinds. */
export const SERVER_MANAGED_FIELDS: ReadonlySet<string> = new Set(
  Object.values(KINDS).flatMap((kind) => kind.schemas.systemFields),
)
