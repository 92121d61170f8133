import type { z } from 'zod'
import type { CharmType } from './charm.ts'
import {
  CHARM_LISTS,
  KIND_PLACES,
  type KindName,
  listsUnder,
  type ParentLink,
} from './kind-tree.ts'
import { isItemList } from './list-items.ts'
import { once } from './once.ts'
import { type KindSchemas, SCHEMAS_BY_KIND } from './schemas-by-kind.ts'

export type { ChronicleItemKind, KindName, ParentLink } from './kind-tree.ts'
export { CHRONICLE_ITEM_KINDS, isKindName, KIND_NAMES } from './kind-tree.ts'

/** One item's fields, as a body sends them and the store keeps them. */
type Fields = Record<string, unknown>

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
  /**
   * Lists whose secret items only editors see (see withoutSecrets): the intimacy lists' items
   * marked `hidden: true`, and every item of a wholly secret list.
   */
  readonly secretLists: readonly string[]
  /** For a child whose parent list depends on the child itself; null when each parent has one. */
  readonly listChoice: ListChoice | null
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

/** Lists some of whose items are secret: intimacies marked hidden, and the wholly secret ones. */
const SECRET_LISTS = ['ties', 'principles', 'workings']
/** Lists whose every item only editors see: a sorcerer's workings. */
export const WHOLLY_SECRET_LISTS: ReadonlySet<string> = new Set(['workings'])

/** Flags kept as columns, because lists filter on them. */
const FLAG_COLUMNS = ['hidden', 'public', 'pinned']

/** How a kind's rows are stored, worked out from its schemas. */
type Storage = Pick<KindDefinition, 'columns' | 'documentFields' | 'listFields' | 'secretLists'>

function storageOf(schemas: KindSchemas): Storage {
  const shape = schemas.fields.shape as Record<string, z.ZodType>
  const columns = [
    ...schemas.systemFields,
    ...schemas.writableFields.filter((field) => FLAG_COLUMNS.includes(field)),
  ]
  return {
    columns,
    documentFields: schemas.writableFields.filter((field) => !columns.includes(field)),
    listFields: schemas.writableFields.filter((field) => isItemList(shape[field]!)),
    secretLists: schemas.writableFields.filter((field) => SECRET_LISTS.includes(field)),
  }
}

/**
 * A kind's definition: where it sits (kind-tree.ts), its schemas and how it is stored. How
 * it is stored is read off its schemas on first use, so that loading the registry builds no
 * schema (see defineKindSchemas).
 */
function define(name: KindName, listChoice: ListChoice | null = null): KindDefinition {
  const place = KIND_PLACES[name]
  const schemas = SCHEMAS_BY_KIND[name]
  const storage = once(() => storageOf(schemas))
  return {
    name,
    ...place,
    table: place.plural,
    listChoice,
    schemas,
    get columns() {
      return storage().columns
    },
    get documentFields() {
      return storage().documentFields
    },
    get listFields() {
      return storage().listFields
    },
    get secretLists() {
      return storage().secretLists
    },
    maxPerParent: MAX_PER_PARENT[name] ?? null,
  }
}

/** Every kind the server stores, described once so that storage and routes can be generic. */
export const KINDS: Readonly<Record<KindName, KindDefinition>> = {
  player: define('player'),
  chronicle: define('chronicle'),
  character: define('character'),
  qc: define('qc'),
  battlegroup: define('battlegroup'),
  combat_actor: define('combat_actor'),
  merit: define('merit'),
  weapon: define('weapon'),
  charm: define('charm', {
    assocs: listsUnder('charm', 'character'),
    assocOf: (fields) => CHARM_LISTS[fields.charm_type as CharmType],
  }),
  spell: define('spell'),
  poison: define('poison'),
  qc_attack: define('qc_attack'),
  qc_merit: define('qc_merit'),
  qc_charm: define('qc_charm'),
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

const serverManagedFields = once(
  () => new Set(Object.values(KINDS).flatMap((kind) => kind.schemas.systemFields)),
)

/** Whether only the server writes `field`, in any kind. */
export function isServerManaged(field: string): boolean {
  return serverManagedFields().has(field)
}
