import {
  type ChronicleMembership,
  canEditLibraryEntry,
  canViewLibraryEntry,
  type LibraryEntry,
  type Viewer,
} from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import type { Db } from '../db/schema.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import { findLibraryEntry } from './library-entries.ts'

/** A library entry as a caller may have it, with its chronicle's membership. */
export interface EntryContext {
  readonly entry: LibraryEntry
  readonly chronicle: ChronicleMembership | null
}

/**
 * The entry with `rawId` as `viewer` may see it. Another player's own entry, or one of a
 * chronicle they are not in, answers exactly like an id that does not exist (404).
 */
export async function visibleEntry(db: Db, rawId: string, viewer: Viewer): Promise<EntryContext> {
  const id = parseId(rawId)
  const entry = id === undefined ? undefined : await findLibraryEntry(db, id)
  const chronicle = entry ? await chronicleAccess(db, entry.chronicle_id) : null
  if (entry === undefined || !canViewLibraryEntry(viewer, entry, chronicle)) {
    throw notFound(`There is no library entry ${rawId} that you can see`)
  }
  return { entry, chronicle }
}

/** A 403 unless the viewer may change or delete the entry. */
export function requireEntryEditor({ entry, chronicle }: EntryContext, viewer: Viewer): void {
  if (canEditLibraryEntry(viewer, entry, chronicle)) return
  throw forbidden(
    `Only whoever saved library entry ${entry.id} or the chronicle's storyteller may change it`,
  )
}
