import type { KindDefinition } from '@loom/core'
import { HttpError } from '../http/errors.ts'
import { kindLabel } from './item-access.ts'
import type { Entity } from './item-document.ts'

/**
 * What a PATCH is checked against inside its write, on the row as locked: that what the
 * caller's permission rested on still holds, and that the row is at the version the change was
 * based on.
 */

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
