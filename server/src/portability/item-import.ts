import {
  CHARM_LISTS,
  type ChronicleItemKind,
  childListsOf,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  fieldsNotImported,
  KINDS,
  type KindDefinition,
} from '@loom/core'
import { type Breather, createBreather } from '../http/breather.ts'
import { type FieldErrors, HttpError, unprocessable } from '../http/errors.ts'
import { withCharmTypeAlias } from '../items/charm-type-alias.ts'
import { parseItemBody } from '../items/item-body.ts'
import type { Entity } from '../items/item-document.ts'
import { newItemFields } from '../items/item-drafts.ts'
import type { NewItemTree } from '../items/item-writes.ts'

/**
 * What an import file becomes before it is stored: a tree of new rows, each run through the
 * same schema and rules as a create, or a 422 whose keys are paths into the file
 * (`merits[3].rating`). Accepted: Loom's export document of the route's kind, or a full item
 * as the reference app's API answers it. What a file may not decide (ids, owner, chronicle,
 * parent links, ranks, timestamps) is dropped; see fieldsNotImported.
 */
export function importedTree(kind: KindDefinition, body: unknown): Promise<NewItemTree> {
  return documentTree(kind, itemOf(kind.name as ChronicleItemKind, body), null)
}

function itemOf(kind: ChronicleItemKind, body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw pathError('', 'Send the file as a JSON object')
  if (!Object.hasOwn(body, 'format')) return body
  if (body.format !== EXPORT_FORMAT) {
    throw pathError('format', `This is not a Loom export (format "${String(body.format)}")`)
  }
  if (typeof body.version !== 'number' || body.version > EXPORT_VERSION) {
    throw pathError(
      'version',
      `This file is format version ${String(body.version)}; this Loom reads up to version ${EXPORT_VERSION}`,
    )
  }
  if (body.kind !== kind) {
    throw pathError('kind', `This file holds a ${String(body.kind)}, not a ${kind}`)
  }
  if (!isObject(body.item)) throw pathError('item', 'item must be an object of fields')
  return body.item
}

/**
 * A saved row (a library entry's document) as new rows under `parent` (null for a top-level
 * item), each run through its kind's create schema and rules, as an import's are.
 */
export function documentTree(
  kind: KindDefinition,
  row: Record<string, unknown>,
  parent: Entity | null,
): Promise<NewItemTree> {
  return rowTree(kind, row, parent, '', createBreather())
}

/**
 * One row and the rows under it; `path` is where it sits in the file ('' for the item). A large
 * file's thousands of rows are checked a slice at a time (the breather), so that other players'
 * requests are answered meanwhile.
 */
async function rowTree(
  kind: KindDefinition,
  row: Record<string, unknown>,
  parent: Entity | null,
  path: string,
  breathe: Breather,
): Promise<NewItemTree> {
  await breathe()
  const lists = childListsOf(kind.name)
  const listNames = new Set(lists.map(({ list }) => list))
  const dropped = fieldsNotImported(kind.name)
  const own: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(row)) {
    if (!listNames.has(field) && !dropped.has(field) && !isReferenceExtra(kind, field, value)) {
      own[field] = value
    }
  }
  const fields = prefixed(path, () => {
    const body = kind.name === 'charm' ? withCharmTypeAlias(own) : fixedType(kind, own)
    return newItemFields(kind, parseItemBody(kind, kind.schemas.create, body) as Entity, parent)
  })
  const children: NewItemTree[] = []
  for (const { kind: childKind, list } of lists) {
    const value = row[list]
    if (value === undefined) continue
    const at = `${path}${list}`
    if (!Array.isArray(value)) throw pathError(at, `${list} must be a list`)
    const child = KINDS[childKind]
    const sameKind = children.filter((tree) => tree.kind === child).length
    if (child.maxPerParent !== null && sameKind + value.length > child.maxPerParent) {
      throw pathError(at, `at most ${child.maxPerParent} ${child.plural.replaceAll('_', ' ')}`)
    }
    for (const [index, entry] of value.entries()) {
      const rowPath = `${at}[${index}]`
      if (!isObject(entry)) throw pathError(rowPath, 'must be an object of fields')
      const entryRow = withListCharmType(child, list, entry)
      children.push(await rowTree(child, entryRow, fields, `${rowPath}.`, breathe))
    }
  }
  return { kind, fields, children }
}

/**
 * The reference app sends `type: "qc"` / `"battlegroup"` in every asset, and `type: null` for
 * its oldest Mortals; neither is a field of ours to refuse.
 */
function isReferenceExtra(kind: KindDefinition, field: string, value: unknown): boolean {
  return field === 'type' && kind.name !== 'character' && value === kind.name
}

function fixedType(kind: KindDefinition, fields: Record<string, unknown>) {
  if (kind.name === 'character' && fields.type === null) return { ...fields, type: 'Character' }
  return fields
}

/** A charm without a type of its own takes it from the list it sits in (evocations: Evocation). */
function withListCharmType(kind: KindDefinition, list: string, entry: Record<string, unknown>) {
  if (kind.name !== 'charm' || Object.hasOwn(entry, 'charm_type') || Object.hasOwn(entry, 'type')) {
    return entry
  }
  const charmType = CHARM_TYPE_OF_LIST[list]
  return charmType === undefined ? entry : { ...entry, charm_type: charmType }
}

/** The lists that hold one charm type each; `charms` holds several (the type's native kinds). */
const CHARM_TYPE_OF_LIST: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CHARM_LISTS)
    .filter(([, list]) => Object.values(CHARM_LISTS).filter((other) => other === list).length === 1)
    .map(([charmType, list]) => [list, charmType]),
)

/** Runs `read`, putting `path` before the field names of a 422 it throws. */
function prefixed<T>(path: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422 || path === '') throw error
    const errors = error.body as FieldErrors
    throw unprocessable(
      Object.fromEntries(Object.entries(errors).map(([field, list]) => [`${path}${field}`, list])),
    )
  }
}

function pathError(path: string, message: string): HttpError {
  return unprocessable({ [path === '' ? 'body' : path]: [{ error: message }] })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
