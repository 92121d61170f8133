import {
  type COMBAT_ACTOR_SOURCES,
  type CombatActor,
  type CombatActorFields,
  combatActorSchemas,
  type ItemAudience,
  KINDS,
} from '@loom/core'
import { readJsonDocument, writeJsonDocument } from '../db/json-document.ts'
import type { CombatActorRow, Db } from '../db/schema.ts'
import type { Entity } from '../items/item-document.ts'
import { audienceIn } from '../items/item-sight.ts'
import { copyChildren, deleteDescendants, withChildren } from '../items/item-tree.ts'

export type CombatActorSource = (typeof COMBAT_ACTOR_SOURCES)[number]

/** What a new combat actor is: who fields it, where, standing for which qc or battlegroup. */
export interface NewCombatActor {
  player_id: number
  chronicle_id: number
  actor_type: CombatActorSource
  actor_id: number
  fields: CombatActorFields
}

const SOURCE_COLUMN = { qc: 'qc_id', battlegroup: 'battlegroup_id' } as const

function recordOf(row: CombatActorRow): CombatActor {
  const fields = combatActorSchemas.fields.parse(readJsonDocument(row.document))
  const actor_type: CombatActorSource = row.qc_id !== null ? 'qc' : 'battlegroup'
  return {
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    player_id: row.player_id,
    chronicle_id: row.chronicle_id,
    actor_type,
    actor_id: (row.qc_id ?? row.battlegroup_id) as number,
    ...fields,
  }
}

function documentOf(actor: CombatActorFields): string {
  const fields: Record<string, unknown> = {}
  for (const field of combatActorSchemas.writableFields) fields[field] = actor[field]
  return writeJsonDocument(fields)
}

export async function findCombatActor(db: Db, id: number): Promise<CombatActor | undefined> {
  const row = await db
    .selectFrom('combat_actors')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row && recordOf(row)
}

/** The chronicle's combat actors, oldest first. */
export async function combatActorsIn(db: Db, chronicleId: number): Promise<CombatActor[]> {
  const rows = await db
    .selectFrom('combat_actors')
    .selectAll()
    .where('chronicle_id', '=', chronicleId)
    .orderBy('id')
    .execute()
  return rows.map(recordOf)
}

/** A combat actor and who may see it, read in the transaction that wrote it (item-sight.ts). */
export interface AudiencedActor {
  readonly actor: CombatActor
  readonly audience: ItemAudience
}

function actorAudienceIn(db: Db, actor: CombatActor): Promise<ItemAudience> {
  return audienceIn(db, { player_id: actor.player_id, chronicle_id: actor.chronicle_id })
}

export function createCombatActor(db: Db, actor: NewCombatActor): Promise<AudiencedActor> {
  return db.transaction().execute(async (trx) => {
    const created = await insertCombatActor(trx, actor)
    return { actor: created, audience: await actorAudienceIn(trx, created) }
  })
}

async function insertCombatActor(db: Db, actor: NewCombatActor): Promise<CombatActor> {
  const now = new Date().toISOString()
  const row = await db
    .insertInto('combat_actors')
    .values({
      player_id: actor.player_id,
      chronicle_id: actor.chronicle_id,
      qc_id: actor.actor_type === 'qc' ? actor.actor_id : null,
      battlegroup_id: actor.actor_type === 'battlegroup' ? actor.actor_id : null,
      document: documentOf(actor.fields),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return recordOf(row)
}

/**
 * Merges the sent fields into the stored ones (in one transaction), bumps the version, and
 * says which fields really changed; writes nothing when none did. Undefined when the actor
 * is gone.
 */
export async function updateCombatActor(
  db: Db,
  id: number,
  patch: Partial<CombatActorFields>,
): Promise<(AudiencedActor & { changes: Partial<CombatActorFields> }) | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await findCombatActor(trx, id)
    if (!current) return undefined
    const merged = { ...current, ...patch }
    const changes = Object.fromEntries(
      Object.entries(patch).filter(
        ([field, value]) =>
          JSON.stringify(value) !== JSON.stringify(current[field as keyof CombatActor]),
      ),
    ) as Partial<CombatActorFields>
    if (Object.keys(changes).length === 0) {
      return { actor: current, changes, audience: await actorAudienceIn(trx, current) }
    }
    const row = await trx
      .updateTable('combat_actors')
      .set((eb) => ({
        document: documentOf(merged),
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const actor = recordOf(row)
    return { actor, changes, audience: await actorAudienceIn(trx, actor) }
  })
}

/** Deletes combat actors and their poisons; run it inside the caller's transaction. */
export async function deleteCombatActorRows(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await deleteDescendants(db, KINDS.combat_actor, ids)
  await db
    .deleteFrom('combat_actors')
    .where('id', 'in', [...ids])
    .execute()
}

/** Deletes a combat actor with its poisons; the deleted actor, or undefined when it was gone. */
export async function deleteCombatActor(db: Db, id: number): Promise<AudiencedActor | undefined> {
  return db.transaction().execute(async (trx) => {
    const actor = await findCombatActor(trx, id)
    if (!actor) return undefined
    await deleteCombatActorRows(trx, [id])
    return { actor, audience: await actorAudienceIn(trx, actor) }
  })
}

/** The ids of the combat actors standing for a qc or battlegroup, or fielded in a chronicle. */
export async function combatActorIdsWhere(
  db: Db,
  where:
    | { source: CombatActorSource; id: number }
    | { chronicle_id: number }
    | { player_id: number },
): Promise<number[]> {
  let query = db.selectFrom('combat_actors').select('id')
  if ('source' in where) query = query.where(SOURCE_COLUMN[where.source], '=', where.id)
  else if ('chronicle_id' in where) query = query.where('chronicle_id', '=', where.chronicle_id)
  else query = query.where('player_id', '=', where.player_id)
  const rows = await query.orderBy('id').execute()
  return rows.map((row) => row.id)
}

/**
 * A copy of a combat actor, owned by `ownerId`, in the same chronicle, standing for the same
 * qc or battlegroup, with its poisons copied too; all in one transaction.
 */
export async function duplicateCombatActor(
  db: Db,
  id: number,
  ownerId: number,
): Promise<AudiencedActor | undefined> {
  return db.transaction().execute(async (trx) => {
    const source = await findCombatActor(trx, id)
    if (!source) return undefined
    const fields = combatActorSchemas.fields.parse(
      Object.fromEntries(combatActorSchemas.writableFields.map((field) => [field, source[field]])),
    )
    const copy = await insertCombatActor(trx, {
      player_id: ownerId,
      chronicle_id: source.chronicle_id,
      actor_type: source.actor_type,
      actor_id: source.actor_id,
      fields,
    })
    await copyChildren(
      trx,
      { kind: 'combat_actor', id },
      { kind: 'combat_actor', id: copy.id },
      copy.created_at,
    )
    return { actor: copy, audience: await actorAudienceIn(trx, copy) }
  })
}

/** Combat actors with their poisons embedded (the full form of show, create and lists). */
export async function withPoisons(db: Db, actors: readonly CombatActor[]): Promise<Entity[]> {
  return withChildren(db, KINDS.combat_actor, actors)
}
