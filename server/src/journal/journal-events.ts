import { type Delivery, journalDeliveries } from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db } from '../db/schema.ts'
import type { JournalChange } from '../live/changes.ts'

/**
 * Who hears of a journal entry's change: core's journalDeliveries against the chronicle's
 * membership as the change left it (a player who left since reads nothing more).
 */
export async function journalChangeDeliveries(db: Db, change: JournalChange): Promise<Delivery[]> {
  const chronicle = await chronicleAccess(db, change.chronicle_id)
  return journalDeliveries(chronicle, change.entry, change.previous)
}

/** An entry's events go out in version order: `journal_entry:12`. */
export function journalOrderKey(change: JournalChange): string {
  return `journal_entry:${change.id}`
}
