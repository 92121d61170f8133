import {
  type ChronicleMembership,
  canViewChronicle,
  chronicleAudience,
  isMember,
  isStoryteller,
  type Viewer,
} from '../permissions.ts'
import type { JournalSight, JournalVisibility } from './journal-entry.ts'

/**
 * Who may do what with a journal entry. The chronicle's storyteller reads, writes and deletes
 * every entry; its author reads theirs while they are in the chronicle; a member reads an
 * `everyone` entry, and a `chosen` one they are chosen for. `chronicle` is the membership of
 * the entry's chronicle.
 */
export function canViewJournalEntry(
  viewer: Viewer | null,
  entry: JournalSight,
  chronicle: ChronicleMembership | null,
): boolean {
  if (chronicle === null || chronicle.id !== entry.chronicle_id) return false
  if (!canViewChronicle(viewer, chronicle)) return false
  if (isStoryteller(viewer, chronicle) || viewer!.id === entry.author_id) return true
  if (entry.visibility === 'everyone') return isMember(viewer, chronicle)
  if (entry.visibility === 'chosen') return entry.chosen_player_ids.includes(viewer!.id)
  return false
}

/** Change or delete an entry: the storyteller any, a player their own while in the chronicle. */
export function canEditJournalEntry(
  viewer: Viewer | null,
  entry: JournalSight,
  chronicle: ChronicleMembership | null,
): boolean {
  if (!canViewJournalEntry(viewer, entry, chronicle)) return false
  return isStoryteller(viewer, chronicle) || viewer!.id === entry.author_id
}

/**
 * Give an entry a visibility: the storyteller any; a player only `everyone` or `storyteller`
 * (themself and the storyteller), since handouts to chosen players are the storyteller's.
 */
export function canGiveJournalVisibility(
  viewer: Viewer | null,
  chronicle: ChronicleMembership,
  visibility: JournalVisibility,
): boolean {
  if (isStoryteller(viewer, chronicle)) return true
  return isMember(viewer, chronicle) && visibility !== 'chosen'
}

/** Live events about an entry reach exactly those who may read it. */
export function journalEntryAudience(
  entry: JournalSight,
  chronicle: ChronicleMembership | null,
): number[] {
  if (chronicle === null) return []
  return chronicleAudience(chronicle).filter((id) => canViewJournalEntry({ id }, entry, chronicle))
}
