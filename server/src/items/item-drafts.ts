import { randomBytes } from 'node:crypto'
import {
  assignListItemIds,
  type KindDefinition,
  kindDefaults,
  LIST_ITEM_ID_LENGTH,
  listItemIdFrom,
  type RuledFields,
} from '@loom/core'
import { unprocessable } from '../http/errors.ts'
import type { Entity } from './item-document.ts'

/**
 * What a create or PATCH body becomes before it is stored: list-item ids, then the kind's
 * rules from the registry (defaults, automatic adjustments, cross-field rules). A body that
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
  return accepted(kind.rules.create(withListItemIds(kind, input), kindDefaults(kind.name), parent))
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
  return accepted(kind.rules.update(merged, before, root))
}
