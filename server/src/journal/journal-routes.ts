import {
  isStoryteller,
  type JournalEntry,
  journalEntryCreateSchema,
  journalEntryPatchSchema,
  journalListQuerySchema,
} from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { requirePlayer } from '../auth/current-player.ts'
import { visibleChronicle } from '../chronicles/chronicle-in-path.ts'
import { baseVersionOf } from '../http/base-version.ts'
import { HttpError, notFound, unprocessable, validate } from '../http/errors.ts'
import { pageRequestOf, sendPageHeaders } from '../http/paging.ts'
import { unwrapBody } from '../http/request-body.ts'
import type { RouteOptions } from '../http/route-options.ts'
import type { JournalChange } from '../live/changes.ts'
import {
  requireJournalEditor,
  requireVisibilityAllowed,
  visibleJournalEntry,
} from './journal-access.ts'
import {
  deleteJournalEntry,
  insertJournalEntry,
  listJournalEntries,
  sightProblem,
  updateJournalEntry,
} from './journal-entries.ts'

type Params = { id: string }
type EntryParams = { id: string; entryId: string }

/**
 * A chronicle's journal (core/src/journal/): its storyteller and players list the entries
 * they may read (newest first, paged, searched), read one, write, change and delete them as
 * core's journal permissions allow. Each committed change is published to exactly the entry's
 * audience (journal-events.ts).
 */
export async function journalRoutes(app: FastifyInstance, options: RouteOptions): Promise<void> {
  const { db, changes } = options
  const base = '/api/v1/chronicles/:id/journal'

  app.get<{ Params: Params }>(base, async (request, reply) => {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    const { q } = validate(journalListQuerySchema, request.query ?? {})
    const page = pageRequestOf(request)
    const filter = {
      chronicleId: membership.id,
      viewer: caller.id,
      storyteller: isStoryteller(caller, membership),
      q,
    }
    const { entries, total } = await listJournalEntries(db, filter, page)
    sendPageHeaders(request, reply, page, total)
    return entries
  })

  app.post<{ Params: Params }>(base, async (request, reply) => {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    const body = validate(journalEntryCreateSchema, unwrapBody(request.body, 'journal_entry'))
    const sight = {
      chronicle_id: membership.id,
      author_id: caller.id,
      visibility: body.visibility ?? 'storyteller',
      chosen_player_ids: body.chosen_player_ids ?? [],
    }
    requireVisibilityAllowed(sight.visibility, membership, caller)
    refuseProblem(sightProblem(sight, membership.member_ids))
    const entry = await insertJournalEntry(db, {
      ...sight,
      title: body.title,
      body: body.body ?? '',
      session_number: body.session_number ?? null,
      session_date: body.session_date ?? null,
    })
    changes.publish(journalChange(entry, entry, null))
    return reply.code(201).send(entry)
  })

  app.get<{ Params: EntryParams }>(`${base}/:entryId`, async (request) => {
    const caller = await requirePlayer(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    return visibleJournalEntry(db, request.params.entryId, membership, caller)
  })

  app.patch<{ Params: EntryParams }>(`${base}/:entryId`, async (request) => {
    const caller = await requirePlayer(request)
    const baseVersion = baseVersionOf(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    const entry = await visibleJournalEntry(db, request.params.entryId, membership, caller)
    requireJournalEditor(entry, membership, caller)
    const patch = validate(journalEntryPatchSchema, unwrapBody(request.body, 'journal_entry'))
    if (patch.visibility !== undefined) {
      requireVisibilityAllowed(patch.visibility, membership, caller)
    }
    if (patch.chosen_player_ids !== undefined && patch.chosen_player_ids.length > 0) {
      requireVisibilityAllowed('chosen', membership, caller)
    }
    // Nothing sent, nothing changed: the same version, as item PATCHes answer.
    if (Object.keys(patch).length === 0) return entry
    const result = await updateJournalEntry(db, entry.id, patch, {
      baseVersion,
      memberIds: membership.member_ids,
    })
    switch (result.outcome) {
      case 'gone':
        throw notFound(`There is no journal entry ${request.params.entryId} any more`)
      case 'stale':
        return refuseStale(result.current, baseVersion)
      case 'invalid':
        throw unprocessable({ [result.field]: [{ error: result.message }] })
      case 'changed':
        changes.publish(journalChange(result.entry, result.entry, result.before))
        return result.entry
    }
  })

  app.delete<{ Params: EntryParams }>(`${base}/:entryId`, async (request, reply) => {
    const caller = await requirePlayer(request)
    const baseVersion = baseVersionOf(request)
    const { membership } = await visibleChronicle(db, request.params.id, caller)
    const entry = await visibleJournalEntry(db, request.params.entryId, membership, caller)
    requireJournalEditor(entry, membership, caller)
    refuseStale(entry, baseVersion)
    const deleted = await deleteJournalEntry(db, entry.id)
    if (deleted !== undefined) changes.publish(journalChange(deleted, null, deleted))
    return reply.code(204).send()
  })
}

/** The change published after a commit: `entry` after it (null when deleted), `previous` before. */
function journalChange(
  subject: JournalEntry,
  entry: JournalEntry | null,
  previous: JournalEntry | null,
): JournalChange {
  return {
    kind: 'journal_entry',
    chronicle_id: subject.chronicle_id,
    id: subject.id,
    version: subject.version,
    entry,
    previous,
  }
}

function refuseProblem(problem: string | null): void {
  if (problem !== null) throw unprocessable({ chosen_player_ids: [{ error: problem }] })
}

/**
 * A 412 carrying the stored entry when a change was based on another version than `entry`'s,
 * as item PATCHes answer (http/base-version.ts).
 */
function refuseStale(entry: JournalEntry, baseVersion: number | undefined): void {
  if (baseVersion === undefined || baseVersion === entry.version) return
  throw new HttpError(412, {
    error: `Journal entry ${entry.id} changed since version ${baseVersion}: it is at version ${entry.version}`,
    current: entry,
  })
}
