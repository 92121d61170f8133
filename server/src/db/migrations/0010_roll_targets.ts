import type { Kysely } from 'kysely'

/**
 * An attack's rolls name the player whose combatant was attacked (`target_player_id`): they see
 * the attack whatever visibility the attacker chose, as the storyteller does. Null for every
 * other roll; a deleted player's attacks keep their rolls, naming no one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rolls')
    .addColumn('target_player_id', 'integer', (column) =>
      column.references('players.id').onDelete('set null'),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rolls').dropColumn('target_player_id').execute()
}
