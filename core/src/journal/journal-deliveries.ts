import type { Delivery } from '../audience/item-change-deliveries.ts'
import type { ChronicleMembership } from '../permissions.ts'
import type { JournalEvent } from '../protocol.ts'
import type { JournalEntry, JournalSight } from './journal-entry.ts'
import { journalEntryAudience } from './journal-permissions.ts'

/**
 * Who hears of a journal entry's change, against the chronicle's membership after it: those
 * who may read the entry now get it whole (created or changed); those who could read it
 * before (`previous`, null for a new entry) and no longer can, because it was deleted
 * (`entry` null) or its visibility narrowed, get its removal.
 */
export function journalDeliveries(
  chronicle: ChronicleMembership | null,
  entry: JournalEntry | null,
  previous: (JournalSight & { readonly id: number; readonly version: number }) | null,
): Delivery<JournalEvent>[] {
  const now = entry === null ? [] : journalEntryAudience(entry, chronicle)
  const before = previous === null ? [] : journalEntryAudience(previous, chronicle)
  const lost = before.filter((id) => !now.includes(id))
  const deliveries: Delivery<JournalEvent>[] = []
  if (entry !== null && now.length > 0) {
    deliveries.push({
      player_ids: now,
      event: { event: 'journal_entry', chronicle_id: entry.chronicle_id, entry },
    })
  }
  if (previous !== null && lost.length > 0) {
    const version = entry?.version ?? previous.version
    deliveries.push({
      player_ids: lost,
      event: {
        event: 'journal_entry_removed',
        chronicle_id: previous.chronicle_id,
        id: previous.id,
        version,
      },
    })
  }
  return deliveries
}
