import { chronicleAudience, type Delivery, rollAudience } from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db } from '../db/schema.ts'
import type { RollChange } from '../live/changes.ts'

/**
 * Who hears of the roll log. A roll reaches exactly the players core's rollAudience allows
 * (its visibility against the chronicle's membership as the roll left it); a cleared chronicle
 * log reaches its storyteller and members, a cleared personal log its player's own sockets.
 * Every recipient gets the same event: a roll has nothing to redact for anyone allowed to see it.
 */
export async function rollDeliveries(db: Db, change: RollChange): Promise<Delivery[]> {
  if (change.kind === 'roll') {
    const { roll } = change
    const chronicle = await chronicleAccess(db, roll.chronicle_id)
    if (roll.chronicle_id !== null && chronicle === null) return []
    return [
      {
        player_ids: rollAudience(roll, chronicle),
        event: { event: 'roll', chronicle_id: roll.chronicle_id, roll },
      },
    ]
  }
  const event = { event: 'rolls_cleared', chronicle_id: change.chronicle_id } as const
  if (change.chronicle_id === null) return [{ player_ids: [change.player_id], event }]
  const chronicle = await chronicleAccess(db, change.chronicle_id)
  return chronicle === null ? [] : [{ player_ids: chronicleAudience(chronicle), event }]
}

/**
 * The roll log a change is about: its events go out in the order they were published, so a
 * roll stored just before the log was cleared never arrives after the clearing.
 */
export function rollOrderKey(change: RollChange): string {
  const chronicleId = change.kind === 'roll' ? change.roll.chronicle_id : change.chronicle_id
  const playerId = change.kind === 'roll' ? change.roll.player_id : change.player_id
  return chronicleId === null ? `rolls:player:${playerId}` : `rolls:chronicle:${chronicleId}`
}
