import { type LibraryEntry, type LibraryKind, MAX_LIBRARY_ENTRIES } from '@loom/core'
import { type ExpressionBuilder, sql } from 'kysely'
import { engineOfDb } from '../db/item-tables.ts'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { Db, LibraryEntryRow, Tables } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'

/** Library entries (migration 0008): saved, listed for a player, changed and deleted. */

function entryOf(row: LibraryEntryRow): LibraryEntry {
  return {
    id: row.id,
    kind: row.kind as LibraryKind,
    name: row.name,
    player_id: row.player_id,
    chronicle_id: row.chronicle_id,
    tags: readJsonDocument(row.tags) as string[],
    document: readJsonDocument(row.document) as Record<string, unknown>,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** An entry before it is stored: the store gives it its id, version and timestamps. */
export type NewLibraryEntry = Omit<LibraryEntry, 'id' | 'version' | 'created_at' | 'updated_at'>

/** A save into a library that already holds MAX_LIBRARY_ENTRIES; nothing was written. */
export class LibraryFull extends Error {
  constructor() {
    super(`A library holds at most ${MAX_LIBRARY_ENTRIES} entries: delete some first`)
  }
}

/**
 * Saves an entry, counted under a lock on the library's owner (the player, or the chronicle)
 * so that simultaneous saves cannot both take the last place.
 */
export function insertLibraryEntry(db: Db, entry: NewLibraryEntry): Promise<LibraryEntry> {
  return inTransaction(db, async (trx) => {
    await lockLibrary(trx, entry)
    const { count } = await trx
      .selectFrom('library_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sameLibrary(entry))
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_LIBRARY_ENTRIES) throw new LibraryFull()
    return writeEntry(trx, entry)
  })
}

/** The entries of the library `entry` goes to. */
function sameLibrary({ player_id, chronicle_id }: NewLibraryEntry) {
  return (eb: ExpressionBuilder<Tables, 'library_entries'>) =>
    chronicle_id === null
      ? eb.and([eb('chronicle_id', 'is', null), eb('player_id', '=', player_id)])
      : eb('chronicle_id', '=', chronicle_id)
}

/** PostgreSQL only; SQLite runs one write at a time. */
async function lockLibrary(db: Db, { player_id, chronicle_id }: NewLibraryEntry) {
  if (engineOfDb(db) !== 'postgres') return
  const query =
    chronicle_id === null
      ? db.selectFrom('players').select('id').where('id', '=', player_id)
      : db.selectFrom('chronicles').select('id').where('id', '=', chronicle_id)
  await query.forUpdate().execute()
}

async function writeEntry(db: Db, entry: NewLibraryEntry): Promise<LibraryEntry> {
  const now = new Date().toISOString()
  const row = await db
    .insertInto('library_entries')
    .values({
      ...entry,
      tags: JSON.stringify(entry.tags),
      document: writeJsonDocument(entry.document),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return entryOf(row)
}

export async function findLibraryEntry(db: Db, id: number): Promise<LibraryEntry | undefined> {
  const row = await db
    .selectFrom('library_entries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row && entryOf(row)
}

/** What a PATCH may change; the version goes up when something did. */
export interface LibraryEntryChange {
  readonly name?: string
  readonly tags?: readonly string[]
  readonly document?: Record<string, unknown>
}

/** Undefined when the entry is gone (deleted meanwhile). */
export async function updateLibraryEntry(
  db: Db,
  id: number,
  change: LibraryEntryChange,
): Promise<LibraryEntry | undefined> {
  const row = await db
    .updateTable('library_entries')
    .set((eb) => ({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.tags === undefined ? {} : { tags: JSON.stringify(change.tags) }),
      ...(change.document === undefined ? {} : { document: writeJsonDocument(change.document) }),
      version: eb(eb.ref('version'), '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row && entryOf(row)
}

export async function deleteLibraryEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('library_entries').where('id', '=', id).execute()
}

/** Which entries a list shows: always only those `viewer` may see, then the filters. */
export interface LibraryFilter {
  readonly viewer: number
  readonly kind?: LibraryKind
  /** `own`: the viewer's own library; `chronicle`: the libraries of their chronicles. */
  readonly scope?: 'own' | 'chronicle'
  readonly chronicleId?: number
  /** Part of the name, in any case. */
  readonly q?: string
  readonly tag?: string
}

/** `text` as a LIKE pattern that matches it literally (`\` escapes). */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

function visibleTo(viewer: number, scope: LibraryFilter['scope']) {
  return (eb: ExpressionBuilder<Tables, 'library_entries'>) => {
    const own = eb.and([eb('chronicle_id', 'is', null), eb('player_id', '=', viewer)])
    const inChronicles = eb.or([
      eb(
        'chronicle_id',
        'in',
        eb.selectFrom('chronicles').select('id').where('st_id', '=', viewer),
      ),
      eb(
        'chronicle_id',
        'in',
        eb.selectFrom('chronicle_players').select('chronicle_id').where('player_id', '=', viewer),
      ),
    ])
    if (scope === 'own') return own
    if (scope === 'chronicle') return inChronicles
    return eb.or([own, inChronicles])
  }
}

/** One page of the entries a viewer may see, by name (case-insensitive), then id. */
export async function listLibraryEntries(
  db: Db,
  filter: LibraryFilter,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ entries: LibraryEntry[]; total: number }> {
  let query = db.selectFrom('library_entries').where(visibleTo(filter.viewer, filter.scope))
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind)
  if (filter.chronicleId !== undefined) query = query.where('chronicle_id', '=', filter.chronicleId)
  if (filter.q !== undefined && filter.q.trim() !== '') {
    const pattern = `%${literalPattern(filter.q.trim().toLowerCase())}%`
    query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`)
  }
  if (filter.tag !== undefined && filter.tag.trim() !== '') {
    // The tags column is a JSON array of strings: a tag's JSON text matches it exactly.
    const pattern = `%${literalPattern(JSON.stringify(filter.tag.trim().toLowerCase()))}%`
    query = query.where(sql<boolean>`tags like ${pattern} escape '\\'`)
  }
  const { count } = await query
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return { entries: rows.map(entryOf), total: Number(count) }
}
