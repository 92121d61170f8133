import { z } from 'zod'
import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import { castesOf, casteTraits } from '../rules/index.ts'
import { adjustCharacter, type CharacterDraft } from './character-adjustments.ts'
import { characterProblems } from './character-consistency.ts'
import { CHARM_KINDS, CHARM_TYPES, type CharmType } from './charm.ts'
import { nativeCharmType } from './charm-rules.ts'
import { CHARACTER_TYPES, type CharacterType } from './enumerations.ts'
import { choice } from './fields.ts'
import type { ValidationErrors } from './validation-errors.ts'

/** The body of POST /characters/{id}/change_type. */
export const changeTypeSchema = z.strictObject({
  type: choice(CHARACTER_TYPES, 'a character type'),
})

type TypeChange =
  | {
      readonly ok: true
      readonly character: CharacterDraft
      /** Charm kinds the change deletes: all of them when the character becomes a Mortal. */
      readonly deletedCharmTypes: readonly CharmType[]
      /** Native kinds to turn into `nativeCharmType` with convertedCharm. */
      readonly convertedCharmTypes: readonly CharmType[]
      readonly nativeCharmType: CharmType | null
    }
  | { readonly ok: false; readonly errors: ValidationErrors }

const isCustom = (type: CharacterType) => CHARACTER_TYPE_TABLE[type].group === 'custom'

/** The caste a character keeps under a type: lower-cased, blank if the type has no such caste. */
function casteUnder(type: CharacterType, caste: string): string {
  const castes = castesOf(type)
  if (castes === null) return caste
  const normal = caste.trim().toLowerCase()
  return castes.includes(normal) ? normal : ''
}

/**
 * Converts a character to another type (data-model §3.6): fields the new type does not use are
 * cleared, the caste is kept only if the type has it, then the new type's adjustments apply.
 * Charms are the caller's to delete or convert, as the result says, in the same transaction.
 */
export function changeCharacterType(character: CharacterDraft, target: CharacterType): TypeChange {
  if (character.type === target) {
    return { ok: false, errors: { type: [{ error: `the character is already a ${target}` }] } }
  }
  const record = CHARACTER_TYPE_TABLE[target]
  const scheme = record.castes
  let draft: CharacterDraft = {
    ...character,
    type: target,
    caste: casteUnder(target, character.caste),
  }
  if (scheme?.pick === 'chosen') {
    const allowed = casteTraits(target, draft.caste) ?? []
    const field = scheme.traits === 'abilities' ? 'caste_abilities' : 'caste_attributes'
    draft = {
      ...draft,
      [field]: (draft[field] as string[]).filter((trait) => allowed.includes(trait)),
    }
  }
  if (draft.limit === null && record.limit !== 'none') draft.limit = 0
  if (record.aura === 'element') {
    draft.aura = (castesOf(target) ?? []).includes(draft.aura) ? draft.aura : 'none'
  }
  // A custom type's label is the player's, but a fixed type's label would now be wrong.
  if (isCustom(target) && !isCustom(character.type)) {
    draft.exalt_type = record.exaltType
  }
  const converted = adjustCharacter(draft, character)
  const errors = characterProblems(converted)
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const native = nativeCharmType(target)
  const nativeKinds = CHARM_TYPES.filter((kind) => CHARM_KINDS[kind].native)
  return {
    ok: true,
    character: converted,
    deletedCharmTypes: native === null ? [...CHARM_TYPES] : [],
    convertedCharmTypes: native === null ? [] : nativeKinds.filter((kind) => kind !== native),
    nativeCharmType: native,
  }
}
