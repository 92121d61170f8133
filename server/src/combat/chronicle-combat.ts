import {
  CHRONICLE_ITEM_KINDS,
  type CombatantKind,
  type CombatChange,
  type CombatChangeJson,
  combatActorSchemas,
  type ItemAudience,
  KINDS,
  type Participant,
  participantOf,
} from '@loom/core'
import { chronicleAccess } from '../chronicles/chronicle-access.ts'
import { itemDb } from '../db/item-tables.ts'
import { writeJsonDocument } from '../db/json-document.ts'
import type { Db } from '../db/schema.ts'
import { VersionConflict } from '../db/transaction.ts'
import { type Entity, entityOf } from '../items/item-document.ts'
import { findItems } from '../items/item-reads.ts'
import { audienceInChronicle } from '../items/item-sight.ts'
import { withChildren } from '../items/item-tree.ts'
import { updateItem } from '../items/item-writes.ts'
import { combatActorsIn, findCombatActor } from './combat-actors.ts'

/**
 * A chronicle's combat as one unit of storage: every character, qc, battlegroup and combat
 * actor in it (hidden ones too), read and changed together in one transaction, so a round,
 * a crash or a storyteller control is all applied or not at all.
 */

/** One combatant as stored, with the view the combat rules take of it. */
export interface CombatEntry {
  readonly kind: CombatantKind
  readonly entity: Entity
  readonly participant: Participant
}

export interface ChronicleCombat {
  readonly chronicleId: number
  readonly entries: readonly CombatEntry[]
  find(kind: CombatantKind, id: number): CombatEntry | undefined
}

/** One entity written by a transition: the whole entity before and after, and what changed. */
export interface AppliedChange {
  readonly kind: CombatantKind
  readonly before: Entity
  readonly after: Entity
  /** Every field that changed, with its new value (version and updated_at included). */
  readonly changes: Record<string, unknown>
  /** Who may see the entity, read in the transition's transaction (item-sight.ts). */
  readonly audience: ItemAudience
}

/** One applied change as the API reports it: the fields that changed, and the new version. */
export function changeJsonOf(change: AppliedChange): CombatChangeJson {
  const fields = Object.keys(change.changes).filter(
    (field) => field !== 'version' && field !== 'updated_at',
  )
  const pick = (entity: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field, entity[field]]))
  return {
    type: change.kind,
    id: change.after.id as number,
    before: pick(change.before),
    after: pick(change.after),
    version: change.after.version as number,
  }
}

/** An undo found a field changed since the transition it would take back. */
export class ChangedSince extends Error {
  constructor(
    readonly kind: CombatantKind,
    readonly id: number,
    readonly field: string,
  ) {
    super(`${kind} ${id} has changed its ${field} since`)
  }
}

async function meritsByCharacter(db: Db, characterIds: readonly number[]) {
  const merits = new Map<number, Entity[]>()
  if (characterIds.length === 0) return merits
  const rows = await itemDb(db)
    .selectFrom(KINDS.merit.table)
    .selectAll()
    .where('character_id', 'in', [...characterIds])
    .execute()
  for (const row of rows) {
    const merit = entityOf(KINDS.merit, row)
    const owner = merit.character_id as number
    merits.set(owner, [...(merits.get(owner) ?? []), merit])
  }
  return merits
}

/** Everyone who may take part in the chronicle's combat, as stored now. */
/** Every combatant of the chronicle as stored; read it in the transaction that changes it. */
export async function loadChronicleCombat(db: Db, chronicleId: number): Promise<ChronicleCombat> {
  const entries: CombatEntry[] = []
  const items: { kind: CombatantKind; entity: Entity }[] = []
  for (const name of CHRONICLE_ITEM_KINDS) {
    const kind = KINDS[name]
    const rows = await itemDb(db)
      .selectFrom(kind.table)
      .selectAll()
      .where('chronicle_id', '=', chronicleId)
      .orderBy('id')
      .execute()
    for (const row of rows) items.push({ kind: name, entity: entityOf(kind, row) })
  }
  const characterIds = items.filter((i) => i.kind === 'character').map((i) => i.entity.id as number)
  const merits = await meritsByCharacter(db, characterIds)
  for (const { kind, entity } of items) {
    const extras = kind === 'character' ? { merits: merits.get(entity.id as number) ?? [] } : {}
    entries.push({ kind, entity, participant: participantOf(kind, entity, extras) })
  }
  const actors = await combatActorsIn(db, chronicleId)
  const sources = new Map<string, Entity>()
  for (const type of new Set(actors.map((actor) => actor.actor_type))) {
    const ids = actors.filter((actor) => actor.actor_type === type).map((a) => a.actor_id)
    for (const { entity } of await findItems(db, KINDS[type], [...new Set(ids)])) {
      sources.set(`${type}:${entity.id}`, entity)
    }
  }
  for (const actor of actors) {
    const entity = actor as unknown as Entity
    const participant = participantOf('combat_actor', entity, {
      source: sources.get(`${actor.actor_type}:${actor.actor_id}`),
      sourceKind: actor.actor_type,
    })
    entries.push({ kind: 'combat_actor', entity, participant })
  }
  return {
    chronicleId,
    entries,
    find: (kind, id) => entries.find((entry) => entry.kind === kind && entry.entity.id === id),
  }
}

async function writeCombatActor(db: Db, before: Entity, fields: Record<string, unknown>) {
  const merged = { ...before, ...fields }
  const document: Record<string, unknown> = {}
  for (const field of combatActorSchemas.writableFields) document[field] = merged[field]
  const id = before.id as number
  const updated = await db
    .updateTable('combat_actors')
    .set((eb) => ({
      document: writeJsonDocument(document),
      updated_at: new Date().toISOString(),
      version: eb('version', '+', 1),
      revision: eb('revision', '+', 1),
    }))
    .where('id', '=', id)
    .where('version', '=', before.version as number)
    .returning('id')
    .executeTakeFirst()
  if (updated === undefined) throw new VersionConflict()
  const after = (await findCombatActor(db, id)) as unknown as Entity
  const changes: Record<string, unknown> = {}
  for (const field of [...combatActorSchemas.writableFields, 'version', 'updated_at']) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = after[field]
    }
  }
  return { after, changes }
}

/** The whole entity after writing `fields` over it, with the kind's rules applied. */
export type Patcher = (kind: CombatantKind, before: Entity, fields: Entity) => Entity

/**
 * Writes each change's `after` values over its entity as `combat` read it in this transaction
 * (through `patch`, the kind's rules), with a version check; with `checkUnchanged`, first
 * makes sure each entity still holds the change's `before` values (an undo's guard, given the
 * undone transition's changes reversed). Throws VersionConflict or ChangedSince, writing
 * nothing.
 */
async function applyCombatChanges(
  trx: Db,
  combat: ChronicleCombat,
  changes: readonly CombatChange[],
  patch: Patcher,
  options: { readonly checkUnchanged?: boolean },
): Promise<Omit<AppliedChange, 'audience'>[]> {
  const applied: Omit<AppliedChange, 'audience'>[] = []
  // An entity changed twice in one transition is written over as the first change left it.
  const written = new Map<string, Entity>()
  for (const change of changes) {
    const key = `${change.kind}:${change.id}`
    const before = written.get(key) ?? combat.find(change.kind, change.id)?.entity
    if (before === undefined) throw new VersionConflict()
    if (options.checkUnchanged) {
      for (const [field, value] of Object.entries(change.before)) {
        if (JSON.stringify(before[field]) !== JSON.stringify(value)) {
          throw new ChangedSince(change.kind, change.id, field)
        }
      }
    }
    if (change.kind === 'combat_actor') {
      const { after, changes: changed } = await writeCombatActor(trx, before, change.after)
      written.set(key, after)
      applied.push({ kind: change.kind, before, after, changes: changed })
      continue
    }
    const kind = KINDS[change.kind]
    const next = patch(change.kind, before, { ...change.after })
    const result = await updateItem(trx, kind, before, next, [], null)
    written.set(key, result.entity)
    if (result.status === 'updated') {
      applied.push({ kind: change.kind, before, after: result.entity, changes: result.changes })
    }
  }
  return applied
}

/**
 * Applies a transition planned from `combat`, which the caller read in this same transaction
 * (loadChronicleCombat), so it always starts from what is stored (see applyCombatChanges for
 * `checkUnchanged`); answers each change with who may see the entity, read here too.
 */
export async function applyToCombat(
  trx: Db,
  combat: ChronicleCombat,
  planned: readonly CombatChange[],
  patch: Patcher,
  options: { readonly checkUnchanged?: boolean } = {},
): Promise<AppliedChange[]> {
  const applied = await applyCombatChanges(trx, combat, planned, patch, options)
  const chronicle = await chronicleAccess(trx, combat.chronicleId)
  return applied.map((change) => ({
    ...change,
    audience: audienceInChronicle(chronicle, change.after, change.before),
  }))
}

/** A combatant as a full item, and for a combat actor the qc or battlegroup it copies. */
export interface FullCombatant {
  readonly item: Entity
  readonly source: { readonly kind: 'qc' | 'battlegroup'; readonly item: Entity } | null
}

/**
 * A combatant of `combat` with its child lists (weapons, merits, charms, attacks, poisons),
 * read in the transition's transaction: what its fighter is built from (core's fighterOf).
 */
export async function fullCombatant(db: Db, entry: CombatEntry): Promise<FullCombatant> {
  const [item = entry.entity] = await withChildren(db, KINDS[entry.kind], [entry.entity])
  if (entry.kind !== 'combat_actor') return { item, source: null }
  const kind = entry.entity.actor_type as 'qc' | 'battlegroup'
  const [found] = await findItems(db, KINDS[kind], [entry.entity.actor_id as number])
  if (found === undefined) return { item, source: null }
  const [source = found.entity] = await withChildren(db, KINDS[kind], [found.entity])
  return { item, source: { kind, item: source } }
}
