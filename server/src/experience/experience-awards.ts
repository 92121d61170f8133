import {
  awardedFields,
  type ChronicleMembership,
  type ExperienceAward,
  type ExperienceAwardSummary,
  experienceKindLabel,
  experienceKindsOf,
  KINDS,
} from '@loom/core'
import type { Db } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { type Happening, itemHappeningAudience } from '../happenings/happenings.ts'
import { retriedOnConflict } from '../http/conflict-retry.ts'
import { fieldErrorsOf, unprocessable } from '../http/errors.ts'
import { updated } from '../items/item-changes.ts'
import type { Entity } from '../items/item-document.ts'
import { patchedEntity } from '../items/item-drafts.ts'
import { lockForUpdate, writeLockedUpdate } from '../items/item-writes.ts'
import type { ItemChange } from '../live/changes.ts'

const character = KINDS.character

/** What an award did: each character's item change and its line in the chronicle's happenings. */
export interface GivenAward {
  readonly summaries: ExperienceAwardSummary[]
  readonly changes: ItemChange[]
  readonly happenings: Happening[]
}

const refused = (message: string) => unprocessable({ character_ids: [{ error: message }] })

/**
 * Gives one award to each named character, all or none, in one transaction: every character is
 * locked and read as stored, must be in this chronicle and keep the award's kind of experience
 * (else 422 naming it, and nothing is written), then gets the award's line in its log through
 * the character's own rules and schema, as a PATCH would.
 */
export async function giveExperienceAward(
  db: Db,
  chronicle: ChronicleMembership,
  award: ExperienceAward,
): Promise<GivenAward> {
  return retriedOnConflict(() =>
    inTransaction(db, async (trx) => {
      const given: GivenAward = { summaries: [], changes: [], happenings: [] }
      const at = new Date().toISOString()
      for (const id of award.character_ids) {
        const locked = await lockForUpdate(trx, character, id, [], null)
        const before = locked?.before
        if (locked === undefined || before === undefined || before.chronicle_id !== chronicle.id) {
          throw refused(`character ${id} is not in this chronicle`)
        }
        const sheet = before as Entity & { type: string; exalt_type: string; name: string }
        if (!experienceKindsOf(sheet.type).includes(award.kind)) {
          throw unprocessable({
            kind: [{ error: `${sheet.name} (character ${id}) keeps no ${award.kind} experience` }],
          })
        }
        const fields = awardedFields(before as Parameters<typeof awardedFields>[0], award)
        const checked = character.schemas.patch.safeParse(fields)
        if (!checked.success) {
          const problems = Object.entries(fieldErrorsOf(checked.error))
          throw refused(
            `character ${id}: ${problems.map(([field, [first]]) => `${field} ${first?.error ?? ''}`).join(', ')}`,
          )
        }
        const next = patchedEntity(character, before, checked.data as Entity)
        const result = await writeLockedUpdate(trx, character, locked, next, [], null)
        if (result.status !== 'updated') continue
        const summary: ExperienceAwardSummary = {
          character: { type: 'character', id, name: sheet.name },
          kind: award.kind,
          kind_label: experienceKindLabel(award.kind, sheet),
          amount: award.amount,
          reason: award.reason,
        }
        given.summaries.push(summary)
        given.changes.push(updated(character, result.entity, result.changes, result.audience))
        given.happenings.push({
          chronicle_id: chronicle.id,
          at,
          audience: itemHappeningAudience(result.entity),
          kind: 'experience_awarded',
          award: summary,
        })
      }
      return given
    }),
  )
}
