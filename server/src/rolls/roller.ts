import {
  type ChronicleMembership,
  canViewItem,
  KINDS,
  type OwnedItem,
  type RollRequest,
  type Viewer,
} from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import { findCombatActor } from '../combat/combat-actors.ts'
import type { Db } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { owned } from '../items/item-access.ts'
import { findItemHead } from '../items/item-reads.ts'

/** The character, qc, battlegroup or combat actor a roll is for. */
export interface RollerRef {
  readonly type: NonNullable<RollRequest['character_type']>
  readonly id: number
}

/** Who a roll request names as its roller, if anyone. */
export function rollerOf(roll: RollRequest): RollerRef | null {
  return roll.character_type === null || roll.character_id === null
    ? null
    : { type: roll.character_type, id: roll.character_id }
}

async function ownedItem(db: Db, roller: RollerRef): Promise<OwnedItem | undefined> {
  if (roller.type === 'combat_actor') return findCombatActor(db, roller.id)
  const head = await findItemHead(db, KINDS[roller.type], roller.id)
  return head && owned(head.entity)
}

/** A roller the caller may see, with the chronicle it sits in (null for none). */
export interface VisibleRoller {
  readonly item: OwnedItem
  readonly chronicle: ChronicleMembership | null
}

/**
 * The roller as permissions see it, when the caller may see it. In a chronicle roll
 * (`rollChronicle`) it must sit in that chronicle, where its players can place it; a personal
 * roll may name anything the caller can see. Anything else answers 404, as an item the caller
 * cannot see does.
 */
export async function visibleRoller(
  db: Db,
  roller: RollerRef,
  caller: Viewer,
  rollChronicle: ChronicleMembership | null,
): Promise<VisibleRoller> {
  const item = await ownedItem(db, roller)
  const inPlace =
    item !== undefined && (rollChronicle === null || item.chronicle_id === rollChronicle.id)
  const chronicle = !inPlace
    ? null
    : (rollChronicle ?? (await chronicleAccess(db, item.chronicle_id)))
  if (!inPlace || !canViewItem(caller, item, chronicle)) {
    const place = rollChronicle === null ? '' : ' in this chronicle'
    throw notFound(`There is no ${rollerLabel(roller)}${place} that you can see`)
  }
  return { item, chronicle }
}

export function rollerLabel(roller: RollerRef): string {
  return `${roller.type.replaceAll('_', ' ')} ${roller.id}`
}
