import type { Kysely } from 'kysely'
import { addIdColumn, engineOf, timestampType } from '../portable-columns.ts'

/**
 * The history of every character, qc and battlegroup (history/item-history.ts): one row per
 * change to the item or to a child under it, written in the change's own transaction.
 * `item_type`/`item_id` name the top-level item; `child_kind`/`child_id` the child when one
 * changed (null for the item's own fields). `player_id` is who made the change, kept without
 * a foreign key so that a departed player's changes still read (as an unknown player).
 * `changes` holds each changed field's value before and after, as JSON text on both engines
 * (never queried inside, and text costs PostgreSQL less to write than jsonb). Rows of an item are read newest
 * first and pruned oldest first, hence the index; deleting the item deletes its rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  await addIdColumn(db.schema.createTable('item_history'), engine)
    .addColumn('item_type', 'text', (column) => column.notNull())
    .addColumn('item_id', 'integer', (column) => column.notNull())
    .addColumn('child_kind', 'text')
    .addColumn('child_id', 'integer')
    .addColumn('player_id', 'integer')
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('item_history_item_id')
    .on('item_history')
    .columns(['item_type', 'item_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_history').execute()
}
