import {
  type ChronicleMembership,
  canEditJournalEntry,
  canGiveJournalVisibility,
  canViewJournalEntry,
  type JournalEntry,
  type JournalVisibility,
  type Viewer,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { parseId } from '../http/request-body.ts'
import { findJournalEntry } from './journal-entries.ts'

/**
 * The entry `rawId` of the chronicle whose membership the route already checked, as `viewer`
 * may read it. An entry of another chronicle, or one whose audience leaves the viewer out,
 * answers exactly like an id that does not exist (404), so ids reveal nothing.
 */
export async function visibleJournalEntry(
  db: Db,
  rawId: string,
  chronicle: ChronicleMembership,
  viewer: Viewer,
): Promise<JournalEntry> {
  const id = parseId(rawId)
  const entry = id === undefined ? undefined : await findJournalEntry(db, id)
  if (entry === undefined || !canViewJournalEntry(viewer, entry, chronicle)) {
    throw notFound(`There is no journal entry ${rawId} in this chronicle that you can see`)
  }
  return entry
}

/** A 403 unless the viewer may change or delete the entry. */
export function requireJournalEditor(
  entry: JournalEntry,
  chronicle: ChronicleMembership,
  viewer: Viewer,
): void {
  if (canEditJournalEntry(viewer, entry, chronicle)) return
  throw forbidden(
    `Only whoever wrote journal entry ${entry.id} or the chronicle's storyteller may change it`,
  )
}

/** A 403 unless the viewer may give an entry this visibility. */
export function requireVisibilityAllowed(
  visibility: JournalVisibility,
  chronicle: ChronicleMembership,
  viewer: Viewer,
): void {
  if (canGiveJournalVisibility(viewer, chronicle, visibility)) return
  throw forbidden(
    'Only the storyteller can show a journal entry to chosen players; a player shares with everyone or the storyteller',
  )
}
