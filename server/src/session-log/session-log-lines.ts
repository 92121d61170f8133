import {
  type Happening,
  type HappeningSubject,
  happeningSubjectSchema,
  type SessionLogLine,
} from '@loom/core'
import { engineOfDb, flagValue } from '../db/item-tables.ts'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { Db, SessionLogLineRow } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'

/**
 * The session log's storage: a chronicle's lines in the order they were told, each readable by
 * the whole chronicle (`everyone`) or by the storyteller and its readers (migration 0012).
 */

function lineOf(row: SessionLogLineRow): SessionLogLine {
  const subject = happeningSubjectSchema.parse(readJsonDocument(row.document))
  return { id: row.id, chronicle_id: row.chronicle_id, at: row.at, ...subject }
}

function subjectOf(happening: Happening): HappeningSubject {
  const { chronicle_id: _chronicle, at: _at, audience: _audience, ...subject } = happening
  return subject as HappeningSubject
}

/** Stores a happening as the next line of its chronicle's log; undefined when the chronicle is gone. */
export async function appendLine(
  db: Db,
  happening: Happening,
): Promise<SessionLogLine | undefined> {
  return inTransaction(db, async (trx) => {
    const chronicle = await trx
      .selectFrom('chronicles')
      .select('id')
      .where('id', '=', happening.chronicle_id)
      .executeTakeFirst()
    if (chronicle === undefined) return undefined
    const everyone = happening.audience === 'chronicle'
    const row = await trx
      .insertInto('session_log_lines')
      .values({
        chronicle_id: happening.chronicle_id,
        kind: happening.kind,
        everyone: flagValue(engineOfDb(trx), everyone),
        document: writeJsonDocument(subjectOf(happening)),
        at: happening.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    if (happening.audience !== 'chronicle') {
      const readers = await existingPlayers(trx, happening.audience.storyteller_and)
      if (readers.length > 0) {
        await trx
          .insertInto('session_log_readers')
          .values(readers.map((player_id) => ({ line_id: row.id, player_id })))
          .execute()
      }
    }
    return lineOf(row)
  })
}

async function existingPlayers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return rows.map((row) => row.id)
}

export interface LogPage {
  readonly lines: SessionLogLine[]
  readonly total: number
}

/**
 * The lines of a chronicle's log a reader may see, newest first: the storyteller every line,
 * anyone else those for the whole chronicle and those naming them.
 */
export async function chronicleLog(
  db: Db,
  chronicleId: number,
  reader: { readonly id: number; readonly storyteller: boolean },
  slice: { readonly limit: number; readonly offset: number },
): Promise<LogPage> {
  const everyone = flagValue(engineOfDb(db), true)
  const visible = db
    .selectFrom('session_log_lines')
    .where('session_log_lines.chronicle_id', '=', chronicleId)
    .$if(!reader.storyteller, (query) =>
      query.where((eb) =>
        eb.or([
          eb('session_log_lines.everyone', '=', everyone),
          eb.exists(
            eb
              .selectFrom('session_log_readers')
              .select('session_log_readers.line_id')
              .whereRef('session_log_readers.line_id', '=', 'session_log_lines.id')
              .where('session_log_readers.player_id', '=', reader.id),
          ),
        ]),
      ),
    )
  const [rows, counted] = await Promise.all([
    visible
      .selectAll('session_log_lines')
      .orderBy('session_log_lines.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    visible.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { lines: rows.map(lineOf), total: Number(counted.count) }
}
