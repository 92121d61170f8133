import type { DiscordSettings, DiscordSettingsRequest } from '@loom/core'
import { engineOfDb, flagValue } from '../db/item-tables.ts'
import type { ChronicleWebhookRow, Db } from '../db/schema.ts'
import { inTransaction, now } from '../db/transaction.ts'
import { maskedWebhookUrl } from './webhook-address.ts'

/** A chronicle's webhook as the server uses it; the URL stays on the server. */
export interface ChronicleWebhook {
  chronicleId: number
  url: string
  announce: { rolls: boolean; attacks: boolean; combat: boolean; joins: boolean }
}

/** The choices a new webhook starts with: everything public announced. */
const ANNOUNCE_ALL = { rolls: true, attacks: true, combat: true, joins: true }

export async function findWebhook(db: Db, chronicleId: number): Promise<ChronicleWebhook | null> {
  const row = await findRow(db, chronicleId)
  return row === undefined ? null : webhookOf(row)
}

/** What the storyteller reads: the URL masked, the choices, the last failure. */
export async function webhookSettings(db: Db, chronicleId: number): Promise<DiscordSettings> {
  const row = await findRow(db, chronicleId)
  if (row === undefined) {
    return {
      masked_url: null,
      announce_rolls: ANNOUNCE_ALL.rolls,
      announce_attacks: ANNOUNCE_ALL.attacks,
      announce_combat: ANNOUNCE_ALL.combat,
      announce_joins: ANNOUNCE_ALL.joins,
      last_failure: null,
      last_failure_at: null,
    }
  }
  const { announce } = webhookOf(row)
  return {
    masked_url: maskedWebhookUrl(row.url),
    announce_rolls: announce.rolls,
    announce_attacks: announce.attacks,
    announce_combat: announce.combat,
    announce_joins: announce.joins,
    last_failure: row.last_failure,
    last_failure_at: row.last_failure_at,
  }
}

/**
 * Sets the webhook or its choices. `url` (already checked) may be left out to keep the one
 * set; a new URL clears the last failure, which belonged to the old one. False when there is
 * no webhook yet and no URL was given.
 */
export async function saveWebhook(
  db: Db,
  chronicleId: number,
  request: DiscordSettingsRequest & { url?: string },
): Promise<boolean> {
  const engine = engineOfDb(db)
  const updatedAt = now()
  const flags = (fallback: ChronicleWebhook['announce']) => ({
    announce_rolls: flagValue(engine, request.announce_rolls ?? fallback.rolls),
    announce_attacks: flagValue(engine, request.announce_attacks ?? fallback.attacks),
    announce_combat: flagValue(engine, request.announce_combat ?? fallback.combat),
    announce_joins: flagValue(engine, request.announce_joins ?? fallback.joins),
  })
  return inTransaction(db, async (trx) => {
    const existing = await findRow(trx, chronicleId)
    if (existing === undefined) {
      if (request.url === undefined) return false
      await trx
        .insertInto('chronicle_webhooks')
        .values({
          chronicle_id: chronicleId,
          url: request.url,
          ...flags(ANNOUNCE_ALL),
          updated_at: updatedAt,
        })
        .execute()
      return true
    }
    const urlChanged = request.url !== undefined && request.url !== existing.url
    await trx
      .updateTable('chronicle_webhooks')
      .set({
        ...flags(webhookOf(existing).announce),
        ...(urlChanged ? { url: request.url, last_failure: null, last_failure_at: null } : {}),
        updated_at: updatedAt,
      })
      .where('chronicle_id', '=', chronicleId)
      .execute()
    return true
  })
}

export async function deleteWebhook(db: Db, chronicleId: number): Promise<void> {
  await db.deleteFrom('chronicle_webhooks').where('chronicle_id', '=', chronicleId).execute()
}

/** Records a delivery given up on, if the webhook it was meant for is still the one set. */
export async function recordFailure(db: Db, chronicleId: number, url: string, reason: string) {
  await db
    .updateTable('chronicle_webhooks')
    .set({ last_failure: reason.slice(0, 500), last_failure_at: now() })
    .where('chronicle_id', '=', chronicleId)
    .where('url', '=', url)
    .execute()
}

/**
 * Clears a recorded failure once a message to the same webhook got through. Read first: most
 * deliveries find nothing to clear, and a read never waits for the database's writer.
 */
export async function clearFailure(db: Db, chronicleId: number, url: string) {
  const row = await findRow(db, chronicleId)
  if (row?.last_failure == null || row.url !== url) return
  await db
    .updateTable('chronicle_webhooks')
    .set({ last_failure: null, last_failure_at: null })
    .where('chronicle_id', '=', chronicleId)
    .where('url', '=', url)
    .execute()
}

function findRow(db: Db, chronicleId: number) {
  return db
    .selectFrom('chronicle_webhooks')
    .selectAll()
    .where('chronicle_id', '=', chronicleId)
    .executeTakeFirst()
}

function webhookOf(row: ChronicleWebhookRow): ChronicleWebhook {
  return {
    chronicleId: row.chronicle_id,
    url: row.url,
    announce: {
      rolls: Boolean(row.announce_rolls),
      attacks: Boolean(row.announce_attacks),
      combat: Boolean(row.announce_combat),
      joins: Boolean(row.announce_joins),
    },
  }
}
