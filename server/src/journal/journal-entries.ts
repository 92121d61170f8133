import {
  chosenPlayersProblem,
  type JournalEntry,
  type JournalEntryPatch,
  type JournalSight,
  type JournalVisibility,
  patchedJournalSight,
} from '@loom/core'
import { type ExpressionBuilder, sql } from 'kysely'
import { engineOfDb } from '../db/item-tables.ts'
import type { Db, JournalEntryRow, Tables } from '../db/schema.ts'
import { inTransaction, now } from '../db/transaction.ts'

/** Journal entries (migration 0013): written, read by who may see them, changed and deleted. */

type Slice = { readonly limit: number; readonly offset: number }

/** An entry before it is stored: the store gives it its id, version and timestamps. */
export type NewJournalEntry = Omit<
  JournalEntry,
  'id' | 'author_name' | 'version' | 'created_at' | 'updated_at'
>

function entryOf(
  row: JournalEntryRow & { author_name: string },
  chosen: readonly number[],
): JournalEntry {
  return {
    id: row.id,
    chronicle_id: row.chronicle_id,
    author_id: row.author_id,
    author_name: row.author_name,
    title: row.title,
    body: row.body,
    session_number: row.session_number,
    session_date: row.session_date,
    visibility: row.visibility as JournalVisibility,
    chosen_player_ids: [...chosen],
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** Which entries a read is about: some by id, or every one of a chronicle. */
type EntryScope = { readonly ids: readonly number[] } | { readonly chronicleId: number }

/** The entries with their authors' names and chosen players, in no particular order. */
async function readEntries(db: Db, scope: EntryScope): Promise<JournalEntry[]> {
  if ('ids' in scope && scope.ids.length === 0) return []
  const inScope = (eb: ExpressionBuilder<Tables, 'journal_entries'>) =>
    'ids' in scope
      ? eb('journal_entries.id', 'in', scope.ids)
      : eb('journal_entries.chronicle_id', '=', scope.chronicleId)
  const [rows, chosen] = await Promise.all([
    db
      .selectFrom('journal_entries')
      .innerJoin('players', 'players.id', 'journal_entries.author_id')
      .selectAll('journal_entries')
      .select('players.display_name as author_name')
      .where(inScope)
      .execute(),
    db
      .selectFrom('journal_entry_players')
      .innerJoin('journal_entries', 'journal_entries.id', 'journal_entry_players.entry_id')
      .select(['journal_entry_players.entry_id', 'journal_entry_players.player_id'])
      .where(inScope)
      .orderBy('journal_entry_players.player_id')
      .execute(),
  ])
  return rows.map((row) =>
    entryOf(
      row,
      chosen.filter((link) => link.entry_id === row.id).map((link) => link.player_id),
    ),
  )
}

export async function findJournalEntry(db: Db, id: number): Promise<JournalEntry | undefined> {
  const [entry] = await readEntries(db, { ids: [id] })
  return entry
}

async function writeChosen(db: Db, entryId: number, playerIds: readonly number[]) {
  await db.deleteFrom('journal_entry_players').where('entry_id', '=', entryId).execute()
  if (playerIds.length === 0) return
  await db
    .insertInto('journal_entry_players')
    .values(playerIds.map((player_id) => ({ entry_id: entryId, player_id })))
    .execute()
}

export function insertJournalEntry(db: Db, entry: NewJournalEntry): Promise<JournalEntry> {
  return inTransaction(db, async (trx) => {
    const stamp = now()
    const { chosen_player_ids, ...fields } = entry
    const { id } = await trx
      .insertInto('journal_entries')
      .values({ ...fields, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeChosen(trx, id, chosen_player_ids)
    return (await findJournalEntry(trx, id))!
  })
}

/** What a PATCH found under its lock: the change made, or why none was. */
export type JournalPatchOutcome =
  | { readonly outcome: 'changed'; readonly entry: JournalEntry; readonly before: JournalEntry }
  | { readonly outcome: 'gone' }
  | { readonly outcome: 'stale'; readonly current: JournalEntry }
  | { readonly outcome: 'invalid'; readonly field: string; readonly message: string }

/**
 * Applies a PATCH to the entry as its locked row stands: a 'stale' outcome when it is no longer
 * at `baseVersion` (when one was sent); 'invalid' when the chosen players no longer fit the
 * visibility or are not all among `memberIds` (the chronicle's players). Moves the version.
 */
export function updateJournalEntry(
  db: Db,
  id: number,
  patch: JournalEntryPatch,
  context: { readonly baseVersion: number | undefined; readonly memberIds: readonly number[] },
): Promise<JournalPatchOutcome> {
  return inTransaction(db, async (trx) => {
    await lockEntry(trx, id)
    const before = await findJournalEntry(trx, id)
    if (before === undefined) return { outcome: 'gone' }
    if (context.baseVersion !== undefined && before.version !== context.baseVersion) {
      return { outcome: 'stale', current: before }
    }
    const sight = patchedJournalSight(before, patch)
    const problem = sightProblem(sight, context.memberIds)
    if (problem !== null)
      return { outcome: 'invalid', field: 'chosen_player_ids', message: problem }
    const { chosen_player_ids: _chosen, ...fields } = patch
    await trx
      .updateTable('journal_entries')
      .set((eb) => ({
        ...fields,
        visibility: sight.visibility,
        version: eb(eb.ref('version'), '+', 1),
        updated_at: now(),
      }))
      .where('id', '=', id)
      .execute()
    await writeChosen(trx, id, sight.chosen_player_ids)
    return { outcome: 'changed', entry: (await findJournalEntry(trx, id))!, before }
  })
}

/**
 * Why an entry's chosen players do not fit (core's rule, then: every chosen player is a
 * player of the chronicle), or null.
 */
export function sightProblem(sight: JournalSight, memberIds: readonly number[]): string | null {
  const problem = chosenPlayersProblem(sight)
  if (problem !== null) return problem
  const strangers = sight.chosen_player_ids.filter((player) => !memberIds.includes(player))
  return strangers.length === 0
    ? null
    : `chosen players must be players of this chronicle, and ${strangers.join(', ')} is not`
}

/** Deletes the entry; answers it as it was, or undefined when it was already gone. */
export function deleteJournalEntry(db: Db, id: number): Promise<JournalEntry | undefined> {
  return inTransaction(db, async (trx) => {
    await lockEntry(trx, id)
    const before = await findJournalEntry(trx, id)
    if (before === undefined) return undefined
    await trx.deleteFrom('journal_entries').where('id', '=', id).execute()
    return before
  })
}

/** PostgreSQL only; SQLite runs one write at a time. */
async function lockEntry(db: Db, id: number) {
  if (engineOfDb(db) !== 'postgres') return
  await db.selectFrom('journal_entries').select('id').where('id', '=', id).forUpdate().execute()
}

/** Which entries a list shows: those of one chronicle `viewer` may read, then the search. */
export interface JournalFilter {
  readonly chronicleId: number
  readonly viewer: number
  readonly storyteller: boolean
  /** Part of the title or the body, in any case. */
  readonly q?: string
}

/** `text` as a LIKE pattern that matches it literally (`\` escapes). */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Core's canViewJournalEntry as a query, for a member the route found in the chronicle (the
 * storyteller reads every entry): their own, the `everyone` ones and the `chosen` ones that
 * name them.
 */
function readableByMember(viewer: number) {
  return (eb: ExpressionBuilder<Tables, 'journal_entries'>) =>
    eb.or([
      eb('author_id', '=', viewer),
      eb('visibility', '=', 'everyone'),
      eb.and([
        eb('visibility', '=', 'chosen'),
        eb.exists(
          eb
            .selectFrom('journal_entry_players')
            .select('journal_entry_players.entry_id')
            .whereRef('journal_entry_players.entry_id', '=', 'journal_entries.id')
            .where('journal_entry_players.player_id', '=', viewer),
        ),
      ]),
    ])
}

/** One page of the entries a viewer may read, newest first, and how many there are. */
export async function listJournalEntries(
  db: Db,
  filter: JournalFilter,
  page: Slice,
): Promise<{ entries: JournalEntry[]; total: number }> {
  let query = db.selectFrom('journal_entries').where('chronicle_id', '=', filter.chronicleId)
  if (!filter.storyteller) query = query.where(readableByMember(filter.viewer))
  if (filter.q !== undefined && filter.q.trim() !== '') {
    const pattern = `%${literalPattern(filter.q.trim().toLowerCase())}%`
    query = query.where(
      sql<boolean>`(lower(title) like ${pattern} escape '\\' or lower(body) like ${pattern} escape '\\')`,
    )
  }
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    query.select('id').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ])
  const entries = await readEntries(db, { ids: rows.map((row) => row.id) })
  entries.sort((a, b) => b.id - a.id)
  return { entries, total: Number(count) }
}

/** Every entry of a chronicle, oldest first, for its storyteller's export. */
export async function everyJournalEntry(db: Db, chronicleId: number): Promise<JournalEntry[]> {
  const entries = await readEntries(db, { chronicleId })
  return entries.sort((a, b) => a.id - b.id)
}
