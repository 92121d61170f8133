import type { CreateTableBuilder, Kysely } from 'kysely'
import {
  addIdColumn,
  type Engine,
  engineOf,
  jsonDocumentType,
  timestampType,
} from '../portable-columns.ts'

/**
 * Characters, qcs and battlegroups (the items a player owns) and every child kind. Each table
 * keeps as real columns what is indexed, joined or enforced, and the rest of the sheet in
 * `document`. Top-level items also keep `revision`, bumped with every change to the item or
 * any of its children, so that one row names the state of a whole sheet (ETags, caches).
 *
 * Children with a polymorphic parent (spells, poisons, qc attacks) name it with a
 * `<role>_type`/`<role>_id` pair and have no foreign key; the item store deletes them with
 * their parent (store/item-tree.ts).
 */
const TOP_LEVEL_TABLES = ['characters', 'qcs', 'battlegroups'] as const

type Table = CreateTableBuilder<string, string>

function flagType(engine: Engine) {
  return engine === 'postgres' ? 'boolean' : 'integer'
}

function withRowColumns(table: Table, engine: Engine): Table {
  return table
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestampType(engine), (column) => column.notNull())
    .addColumn('updated_at', timestampType(engine), (column) => column.notNull())
    .addColumn('document', jsonDocumentType(engine), (column) => column.notNull())
}

async function createTopLevelTable(db: Kysely<unknown>, name: string, engine: Engine) {
  let table = addIdColumn(db.schema.createTable(name), engine)
    .addColumn('player_id', 'integer', (column) =>
      column.notNull().references('players.id').onDelete('cascade'),
    )
    .addColumn('chronicle_id', 'integer', (column) =>
      column.references('chronicles.id').onDelete('set null'),
    ) as Table
  if (name === 'characters') {
    table = table.addColumn('type', 'varchar(64)', (column) => column.notNull())
  }
  for (const flag of ['hidden', 'public', 'pinned']) {
    table = table.addColumn(flag, flagType(engine), (column) => column.notNull())
  }
  table = table
    .addColumn('sorting', 'integer', (column) => column.notNull())
    .addColumn('chronicle_sorting', 'integer', (column) => column.notNull())
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(1))
  await withRowColumns(table, engine).execute()
  await db.schema
    .createIndex(`${name}_player_id`)
    .on(name)
    .columns(['player_id', 'sorting'])
    .execute()
  await db.schema
    .createIndex(`${name}_chronicle_id`)
    .on(name)
    .columns(['chronicle_id', 'chronicle_sorting'])
    .execute()
}

/** A child of one fixed parent kind, deleted with it by the database. */
async function createChildTable(
  db: Kysely<unknown>,
  name: string,
  engine: Engine,
  parent: { column: string; table: string },
  extra: (table: Table) => Table = (table) => table,
) {
  const table = addIdColumn(db.schema.createTable(name), engine)
    .addColumn(parent.column, 'integer', (column) =>
      column.notNull().references(`${parent.table}.id`).onDelete('cascade'),
    )
    .addColumn('sorting', 'integer', (column) => column.notNull()) as Table
  await withRowColumns(extra(table), engine).execute()
  await db.schema
    .createIndex(`${name}_${parent.column}`)
    .on(name)
    .columns([parent.column, 'sorting'])
    .execute()
}

/** A child whose parent may be of several kinds (`<role>_type` names it). */
async function createPolymorphicChildTable(
  db: Kysely<unknown>,
  name: string,
  engine: Engine,
  role: string,
  options: { ranked: boolean },
) {
  let table = addIdColumn(db.schema.createTable(name), engine)
    .addColumn(`${role}_type`, 'varchar(32)', (column) => column.notNull())
    .addColumn(`${role}_id`, 'integer', (column) => column.notNull()) as Table
  if (options.ranked) table = table.addColumn('sorting', 'integer', (column) => column.notNull())
  await withRowColumns(table, engine).execute()
  await db.schema
    .createIndex(`${name}_${role}`)
    .on(name)
    .columns([`${role}_type`, `${role}_id`, ...(options.ranked ? ['sorting'] : [])])
    .execute()
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db)
  for (const name of TOP_LEVEL_TABLES) await createTopLevelTable(db, name, engine)

  const character = { column: 'character_id', table: 'characters' }
  const qc = { column: 'qc_id', table: 'qcs' }
  await createChildTable(db, 'merits', engine, character)
  await createChildTable(db, 'weapons', engine, character)
  await createChildTable(db, 'charms', engine, character, (table) =>
    table.addColumn('charm_type', 'varchar(32)', (column) => column.notNull()),
  )
  await createChildTable(db, 'qc_merits', engine, qc)
  await createChildTable(db, 'qc_charms', engine, qc)
  await createPolymorphicChildTable(db, 'spells', engine, 'sorcerer', { ranked: true })
  await createPolymorphicChildTable(db, 'qc_attacks', engine, 'qc_attackable', { ranked: true })
  await createPolymorphicChildTable(db, 'poisons', engine, 'poisonable', { ranked: false })
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['poisons', 'qc_attacks', 'spells', 'qc_charms', 'qc_merits']) {
    await db.schema.dropTable(name).execute()
  }
  for (const name of ['charms', 'weapons', 'merits', ...TOP_LEVEL_TABLES]) {
    await db.schema.dropTable(name).execute()
  }
}
