import {
  type CharacterDraft,
  type CharacterType,
  type CharmFields,
  changeCharacterType,
  charmAfterTypeChange,
  KINDS,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { inTransaction, now } from '../db/transaction.ts'
import { unprocessable } from '../http/errors.ts'
import type { Entity } from './item-document.ts'
import { entityAudienceIn } from './item-sight.ts'
import { childEntities } from './item-tree.ts'
import { rewriteChildren, rewriteRow } from './item-writes.ts'

const character = KINDS.character
const charm = KINDS.charm

/**
 * A character takes another type (core's changeCharacterType: the new type's fields), and its
 * charms follow (charmAfterTypeChange: native charms become the new native kind, a Mortal keeps
 * none), in one transaction: the character's row first, which locks it, then its charms as
 * they stay until commit. 422 when the type change is refused; VersionConflict when the
 * character changed since `before` was read.
 */
export async function changeType(db: Db, before: Entity, type: CharacterType) {
  const change = changeCharacterType(before as CharacterDraft, type)
  if (!change.ok) throw unprocessable(change.errors)
  return inTransaction(db, async (trx) => {
    const at = now()
    const entity = await rewriteRow(trx, character, before, change.character, at)
    const charms = await childEntities(trx, charm, character.name, [entity.id as number])
    const deleted: Entity[] = []
    const rewritten: { before: Entity; after: Entity }[] = []
    for (const current of charms) {
      const after = charmAfterTypeChange(current as CharmFields & { charm_type: string }, change)
      if (after === 'deleted') deleted.push(current)
      else if (after !== null) rewritten.push({ before: current, after: { ...current, ...after } })
    }
    const root = { kind: character, id: entity.id as number }
    const charmsDone = await rewriteChildren(trx, charm, { deleted, rewritten }, at, root)
    const audience = await entityAudienceIn(trx, entity, before)
    return { entity, ...charmsDone, audience }
  })
}
