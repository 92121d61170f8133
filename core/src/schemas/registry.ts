import type { z } from 'zod'
import type { CharacterType } from '../vocabulary/character-types.ts'
import { battlegroupSchemas } from './battlegroup.ts'
import { characterSchemas } from './character.ts'
import { adjustCharacter, type CharacterDraft, newCharacterDraft } from './character-adjustments.ts'
import { characterProblems } from './character-consistency.ts'
import { type CharmType, charmSchemas } from './charm.ts'
import { charmKindProblem, charmProblems, newCharmFields } from './charm-rules.ts'
import { chronicleSchemas } from './chronicle.ts'
import { combatActorSchemas } from './combat-actor.ts'
import type { Ranking } from './kind-schemas.ts'
import {
  CHARM_LISTS,
  KIND_PLACES,
  type KindName,
  listsUnder,
  type ParentLink,
} from './kind-tree.ts'
import { isItemList } from './list-items.ts'
import { meritSchemas } from './merit.ts'
import { adjustQcMotes, type MotePoolFields, qcProblems } from './mote-pools.ts'
import { playerSchemas } from './player.ts'
import { poisonSchemas } from './poison.ts'
import { qcSchemas } from './qc.ts'
import { qcAttackSchemas } from './qc-attack.ts'
import { qcCharmSchemas } from './qc-charm.ts'
import { qcMeritSchemas } from './qc-merit.ts'
import { spellSchemas } from './spell.ts'
import type { ValidationErrors } from './validation-errors.ts'
import { type WeaponFields, weaponSchemas } from './weapon.ts'
import { adjustWeaponForTags, type Wielder } from './weapon-adjustments.ts'

export type { ChronicleItemKind, KindName, ParentLink } from './kind-tree.ts'
export { CHRONICLE_ITEM_KINDS, isKindName, KIND_NAMES } from './kind-tree.ts'

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

/** One item's fields, as a body sends them and the store keeps them. */
type Fields = Record<string, unknown>

/** What a kind's rules make of a create or a PATCH: the fields to store, and what breaks a rule. */
export interface RuledFields {
  readonly fields: Fields
  /** Empty when every rule holds; otherwise the 422 body naming the fields. */
  readonly problems: ValidationErrors
}

/**
 * The rules a kind runs on what is written (defaults per character type or charm kind, the
 * automatic adjustments, the cross-field rules), so that create and PATCH stay generic.
 */
interface KindRules {
  /**
   * A new item: `sent` is the body (list-item ids assigned), `defaults` the kind's writable
   * fields as parsing `{}` gives them, `parent` the item a child is created under.
   */
  create(sent: Fields, defaults: Fields, parent: Fields | null): RuledFields
  /**
   * The item after a PATCH: `merged` is the sent fields over `before`, `root` the top-level
   * item a child belongs to (a weapon's character).
   */
  update(merged: Fields, before: Fields, root: Fields | null): RuledFields
}

/** A kind without rules of its own: defaults under what was sent, and no cross-field checks. */
const NO_RULES: KindRules = {
  create: (sent, defaults) => ({ fields: { ...defaults, ...sent }, problems: {} }),
  update: (merged) => ({ fields: merged, problems: {} }),
}

const characterRules: KindRules = {
  create({ type = 'Character', ...fields }) {
    const draft = newCharacterDraft(type as CharacterType, fields)
    return { fields: draft, problems: characterProblems(draft) }
  },
  update(merged, before) {
    const next = adjustCharacter(merged as CharacterDraft, before as CharacterDraft)
    return { fields: next, problems: characterProblems(next) }
  },
}

const qcRules: KindRules = {
  create(sent, defaults) {
    const draft = adjustQcMotes({ ...defaults, ...sent } as Fields & MotePoolFields, null)
    return { fields: draft, problems: qcProblems(draft) }
  },
  update(merged, before) {
    const next = adjustQcMotes(merged as Fields & MotePoolFields, before as MotePoolFields)
    return { fields: next, problems: qcProblems(next) }
  },
}

/** A charm takes the defaults of its kind, which must suit its character's type. */
const charmRules: KindRules = {
  create(sent, _defaults, parent) {
    const { charm_type, ...fields } = sent as Fields & { charm_type: CharmType }
    const kindProblem = charmKindProblem(parent!.type as CharacterType, charm_type)
    if (kindProblem !== null) {
      return { fields: sent, problems: { charm_type: [{ error: kindProblem }] } }
    }
    const activeLoadout = parent!.active_loadout as string | null
    const charm = { ...newCharmFields(charm_type, fields, activeLoadout), charm_type }
    return { fields: charm, problems: charmProblems(charm) }
  },
  update(merged) {
    return {
      fields: merged,
      problems: charmProblems(merged as Parameters<typeof charmProblems>[0]),
    }
  },
}

/** A weapon's tags set it up against its wielder's abilities (see adjustWeaponForTags). */
const weaponRules: KindRules = {
  create(sent, defaults, parent) {
    const weapon = { ...defaults, ...sent } as WeaponFields
    return { fields: adjustWeaponForTags(weapon, null, parent as Wielder), problems: {} }
  },
  update(merged, before, root) {
    const weapon = merged as WeaponFields
    const fields = adjustWeaponForTags(weapon, before as WeaponFields, root as Wielder)
    return { fields, problems: {} }
  },
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
  /** For a child whose parent list depends on the child itself; null when each parent has one. */
  readonly listChoice: ListChoice | null
  readonly rules: KindRules
  /** How many rows of this kind one parent may hold; null for kinds without a parent. */
  readonly maxPerParent: number | null
}

/**
 * How many rows of a child kind one parent may hold: far more than any sheet needs, few enough
 * that nobody can grow a shared sheet without end (each list travels with the sheet).
 */
const MAX_PER_PARENT: Readonly<Partial<Record<KindName, number>>> = {
  merit: 200,
  weapon: 100,
  charm: 600,
  spell: 300,
  poison: 50,
  qc_attack: 100,
  qc_merit: 100,
  qc_charm: 300,
}

/** Where a child goes among its parent's lists when that depends on it (a charm's charm_type). */
interface ListChoice {
  /** Every list of the parent it may appear in. */
  readonly assocs: readonly string[]
  readonly assocOf: (fields: Fields) => string
}

/** Flags kept as columns, because lists filter on them. */
const FLAG_COLUMNS = ['hidden', 'public', 'pinned']

/** A kind's definition: where it sits (kind-tree.ts), its schemas and its rules. */
function define(
  name: KindName,
  schemas: KindSchemas,
  rules: KindRules = NO_RULES,
  listChoice: ListChoice | null = null,
): KindDefinition {
  const place = KIND_PLACES[name]
  const shape = schemas.fields.shape as Record<string, z.ZodType>
  const columns = [
    ...schemas.systemFields,
    ...schemas.writableFields.filter((field) => FLAG_COLUMNS.includes(field)),
  ]
  return {
    name,
    ...place,
    table: place.plural,
    listChoice,
    schemas,
    columns,
    documentFields: schemas.writableFields.filter((field) => !columns.includes(field)),
    listFields: schemas.writableFields.filter((field) => isItemList(shape[field]!)),
    secretLists: schemas.writableFields.filter(
      (field) => field === 'ties' || field === 'principles',
    ),
    rules,
    maxPerParent: MAX_PER_PARENT[name] ?? null,
  }
}

/** Every kind the server stores, described once so that storage and routes can be generic. */
export const KINDS: Readonly<Record<KindName, KindDefinition>> = {
  player: define('player', playerSchemas),
  chronicle: define('chronicle', chronicleSchemas),
  character: define('character', characterSchemas, characterRules),
  qc: define('qc', qcSchemas, qcRules),
  battlegroup: define('battlegroup', battlegroupSchemas),
  combat_actor: define('combat_actor', combatActorSchemas),
  merit: define('merit', meritSchemas),
  weapon: define('weapon', weaponSchemas, weaponRules),
  charm: define('charm', charmSchemas, charmRules, {
    assocs: listsUnder('charm', 'character'),
    assocOf: (fields) => CHARM_LISTS[fields.charm_type as CharmType],
  }),
  spell: define('spell', spellSchemas),
  poison: define('poison', poisonSchemas),
  qc_attack: define('qc_attack', qcAttackSchemas),
  qc_merit: define('qc_merit', qcMeritSchemas),
  qc_charm: define('qc_charm', qcCharmSchemas),
}

/** The kind whose plural is `plural` (`weapons` → weapon), as used in paths and events. */
export function kindByPlural(plural: string): KindDefinition | undefined {
  return Object.values(KINDS).find((kind) => kind.plural === plural)
}

function linkTo(child: KindDefinition, parent: KindName): ParentLink {
  const link = child.parents.find((candidate) => candidate.kind === parent)
  if (link === undefined) throw new Error(`${child.name} does not belong to a ${parent}`)
  return link
}

/** The list of a `parent` that this child appears in (its live-event `assoc`). */
export function assocOf(child: KindDefinition, fields: Fields, parent: KindName): string {
  return child.listChoice?.assocOf(fields) ?? linkTo(child, parent).assoc
}

/** Every list of a `parent` that children of this kind may appear in (charms spread over four). */
export function assocsUnder(child: KindDefinition, parent: KindName): readonly string[] {
  return listsUnder(child.name, parent)
}

/** Every field name that only the server writes, across all kinds. */
export const SERVER_MANAGED_FIELDS: ReadonlySet<string> = new Set(
  Object.values(KINDS).flatMap((kind) => kind.schemas.systemFields),
)
