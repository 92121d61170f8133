import {
  type ChronicleMembership,
  canEditItem,
  type ExtendedTarget,
  extendedTargetProblem,
  KINDS,
  type Viewer,
  withExtendedRoll,
} from '@loom/core'
import type { AppliedChange } from '../combat/chronicle-combat.ts'
import type { Db } from '../db/schema.ts'
import { VersionConflict } from '../db/transaction.ts'
import { forbidden, unprocessable } from '../http/errors.ts'
import { owned } from '../items/item-access.ts'
import { patchedEntity } from '../items/item-drafts.ts'
import { lockForUpdate, writeLockedUpdate } from '../items/item-writes.ts'

const character = KINDS.character

/**
 * Checks, in the roll's transaction and on the character as locked, that the caller may roll
 * its extended roll (its owner or storyteller, else 403) and that the entry takes a roll (an
 * unknown or ended entry, a 422); answers the locked row for addExtendedRoll.
 */
export async function lockExtendedRoller(
  trx: Db,
  caller: Viewer,
  characterId: number,
  chronicle: ChronicleMembership | null,
  target: ExtendedTarget,
) {
  const locked = await lockForUpdate(trx, character, characterId, [], null)
  // It went, or changed chronicle, since it was found: start again from the top.
  if (locked === undefined || (locked.before.chronicle_id ?? null) !== (chronicle?.id ?? null)) {
    throw new VersionConflict()
  }
  if (!canEditItem(caller, owned(locked.before), chronicle)) {
    throw forbidden(
      `Only the owner of character ${characterId} or its storyteller may roll its ${target.list}`,
    )
  }
  const problem = extendedTargetProblem(locked.before, target)
  if (problem !== null) throw unprocessable({ extended: [{ error: problem }] })
  return locked
}

/** Adds the stored roll to the entry it is an interval of, on the row lockExtendedRoller locked. */
export async function addExtendedRoll(
  trx: Db,
  locked: NonNullable<Awaited<ReturnType<typeof lockForUpdate>>>,
  target: ExtendedTarget,
  roll: { readonly id: number; readonly successes: number; readonly botch: boolean },
): Promise<AppliedChange[]> {
  const { fields } = withExtendedRoll(locked.before, target, roll)
  const next = patchedEntity(character, locked.before, fields)
  const result = await writeLockedUpdate(trx, character, locked, next, [], null)
  if (result.status !== 'updated') return []
  const { before, entity: after, changes, audience } = result
  return [{ kind: 'character', before, after, changes, audience }]
}
