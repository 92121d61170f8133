import { randomBytes } from 'node:crypto'
import {
  assignListItemIds,
  KIND_RULES,
  type KindDefinition,
  kindDefaults,
  LIST_ITEM_ID_LENGTH,
  listItemIdFrom,
  type RuledFields,
} from '@loom/core'
import { HttpError, unprocessable } from '../http/errors.ts'
import { kindLabel } from './item-access.ts'
import type { Entity } from './item-document.ts'

/**
 * What a create or PATCH body becomes before it is stored: list-item ids, then the kind's
 * rules from KIND_RULES (defaults, automatic adjustments, cross-field rules). A body that
 * breaks a rule is a 422 naming the fields.
 */
function newListItemId(): string {
  for (;;) {
    const id = listItemIdFrom(randomBytes(LIST_ITEM_ID_LENGTH * 2))
    if (id !== null) return id
  }
}

function withListItemIds(kind: KindDefinition, fields: Entity): Entity {
  return assignListItemIds(fields, kind.listFields, newListItemId)
}

function accepted({ fields, problems }: RuledFields): Entity {
  if (Object.keys(problems).length > 0) throw unprocessable(problems)
  return fields
}

/**
 * The fields of a new item: every writable field, plus the create-only ones (a character's
 * `type`, a charm's `charm_type`). `parent` is the item a child is created under.
 */
export function newItemFields(kind: KindDefinition, input: Entity, parent: Entity | null): Entity {
  return accepted(
    KIND_RULES[kind.name].create(withListItemIds(kind, input), kindDefaults(kind.name), parent),
  )
}

/**
 * The whole entity after a PATCH: the stored one, the sent fields over it, then the rules.
 * `root` is the top-level item a child belongs to (a weapon's character).
 */
export function patchedEntity(
  kind: KindDefinition,
  before: Entity,
  patch: Entity,
  root: Entity | null = null,
): Entity {
  const merged = { ...before, ...withListItemIds(kind, patch) }
  return accepted(KIND_RULES[kind.name].update(merged, before, root))
}

// What a PATCH is checked against inside its write, on the row as locked: that what the
// caller's permission rested on still holds, and that the row is at the version the change was
// based on.

/**
 * What the caller's permission to change the item rested on: its owner, chronicle, flags and
 * parent. If any of these moves between the check and the write, the PATCH starts over.
 */
export function footingOf(kind: KindDefinition, entity: Entity): string {
  const fields = ['player_id', 'chronicle_id', 'hidden', 'public']
  if (kind.parentIdField !== null) fields.push(kind.parentIdField)
  if (kind.parentTypeField !== null) fields.push(kind.parentTypeField)
  return JSON.stringify(fields.map((field) => entity[field] ?? null))
}

/** A 412 with the stored entity when it is no longer at the version the change was based on. */
export function requireBaseVersion(
  kind: KindDefinition,
  current: Entity,
  baseVersion: number | undefined,
): void {
  if (baseVersion === undefined || current.version === baseVersion) return
  throw new HttpError(412, {
    error: `The ${kindLabel(kind)} ${current.id} changed since version ${baseVersion}: it is at version ${current.version}`,
    current,
  })
}
