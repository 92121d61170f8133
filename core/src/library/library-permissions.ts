import {
  type ChronicleMembership,
  canEditChronicle,
  canViewChronicle,
  type Viewer,
} from '../permissions.ts'

/**
 * Who may do what with a library entry. An entry belongs either to its creator alone (an own
 * entry: `chronicle_id` null) or to a chronicle, whose storyteller and current members see it.
 * `chronicle` is the membership of the entry's chronicle (null for an own entry).
 */
export interface LibraryEntrySight {
  readonly player_id: number
  readonly chronicle_id: number | null
}

export function canViewLibraryEntry(
  viewer: Viewer | null,
  entry: LibraryEntrySight,
  chronicle: ChronicleMembership | null,
): boolean {
  if (viewer === null) return false
  if (entry.chronicle_id === null) return entry.player_id === viewer.id
  return chronicle?.id === entry.chronicle_id && canViewChronicle(viewer, chronicle)
}

/**
 * Changing or deleting an entry: an own entry by its owner; a chronicle's entry by its creator
 * while they still see it, or by the chronicle's storyteller.
 */
export function canEditLibraryEntry(
  viewer: Viewer | null,
  entry: LibraryEntrySight,
  chronicle: ChronicleMembership | null,
): boolean {
  if (!canViewLibraryEntry(viewer, entry, chronicle)) return false
  if (entry.chronicle_id === null) return true
  return entry.player_id === viewer!.id || canEditChronicle(viewer, chronicle!)
}
