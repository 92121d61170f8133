import { type Delivery, happeningAudienceIds } from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db } from '../db/schema.ts'
import type { LogLineChange } from '../live/changes.ts'

/**
 * Who hears of a new session log line: exactly those who may read it (core's
 * happeningAudienceIds) among the chronicle's storyteller and members as they are now; nobody
 * once the chronicle is gone.
 */
export async function logLineDeliveries(db: Db, change: LogLineChange): Promise<Delivery[]> {
  const chronicle = await chronicleAccess(db, change.line.chronicle_id)
  if (chronicle === null) return []
  const event = { event: 'log_line', chronicle_id: chronicle.id, line: change.line } as const
  return [{ player_ids: happeningAudienceIds(change.audience, chronicle), event }]
}
