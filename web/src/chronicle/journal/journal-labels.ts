import type { ChronicleMembership, JournalEntry, JournalVisibility } from '@loom/core'
import type { Chronicle } from '../../api/types.ts'

/** What each visibility is called in the editor and on an entry. */
export const VISIBILITY_LABELS: Record<JournalVisibility, string> = {
  everyone: 'Everyone in the chronicle',
  storyteller: 'Storyteller only',
  chosen: 'Chosen players',
}

/** The chronicle as core's permission rules read it. */
export function membershipOf(chronicle: Chronicle): ChronicleMembership {
  return { id: chronicle.id, st_id: chronicle.st_id, member_ids: chronicle.players ?? [] }
}

/** "Session 3 · 27 Nov 2026", "Session 3", "27 Nov 2026" or "" for an entry with neither. */
export function sessionLine(entry: Pick<JournalEntry, 'session_number' | 'session_date'>): string {
  const parts: string[] = []
  if (entry.session_number !== null) parts.push(`Session ${entry.session_number}`)
  if (entry.session_date !== null) {
    // The date is a calendar day, not an instant: shown as written whatever the time zone.
    const day = new Date(`${entry.session_date}T00:00:00Z`)
    parts.push(
      day.toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    )
  }
  return parts.join(' · ')
}
