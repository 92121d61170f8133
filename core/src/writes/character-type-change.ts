import { z } from 'zod'
import { DEFAULT_LOADOUT } from '../character-types/character-type.ts'
import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import { castesOf, casteTraits } from '../rules/castes.ts'
import { CHARM_KINDS, CHARM_TYPES, type CharmFields, type CharmType } from '../schemas/charm.ts'
import { choice } from '../schemas/fields.ts'
import type { ValidationErrors } from '../schemas/validation-errors.ts'
import { CHARACTER_TYPES, type CharacterType } from '../vocabulary/character-types.ts'
import { adjustCharacter, type CharacterDraft } from './character-adjustments.ts'
import { characterProblems } from './character-consistency.ts'
import { convertedCharm, nativeCharmType } from './charm-rules.ts'

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
      /**
       * The loadout native charms in no loadout join, so that they stay installed: the new
       * active loadout when the type requires one (Alchemicals), otherwise null.
       */
      readonly joinedLoadout: string | null
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
  if (scheme !== null) {
    const allowed = casteTraits(target, draft.caste) ?? []
    const field = scheme.traits === 'abilities' ? 'caste_abilities' : 'caste_attributes'
    const favoredField = scheme.traits === 'abilities' ? 'favored_abilities' : 'favored_attributes'
    draft = {
      ...draft,
      [field]: (draft[field] as string[]).filter((trait) => allowed.includes(trait)),
    }
    // A locked caste leaves the player nothing to fix by hand, so extra favored traits are
    // dropped (the first other ones kept): a Lunar's two favored attributes do not stop it
    // becoming an Alchemical with one (the reference refused the change).
    if (scheme.pick === 'locked') {
      draft = {
        ...draft,
        [favoredField]: (draft[favoredField] as string[])
          .filter((trait) => !allowed.includes(trait))
          .slice(0, scheme.maxFavored),
      }
    }
  }
  if (record.loadouts === 'required' && (draft.active_loadout ?? '').trim() === '') {
    draft.active_loadout = DEFAULT_LOADOUT
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
    joinedLoadout: record.loadouts === 'required' ? converted.active_loadout : null,
  }
}

type PlannedCharm = Pick<CharmFields, 'min_ability' | 'loadouts'> & { readonly charm_type: string }

/**
 * What a type change does to one of the character's charms: `deleted`, the fields it changes,
 * or null when it stays as it is. Converted native charms, and native charms in no loadout,
 * join the new type's required loadout (the reference left them uninstalled).
 */
export function charmAfterTypeChange(
  charm: PlannedCharm,
  change: Extract<TypeChange, { ok: true }>,
): 'deleted' | (Partial<CharmFields> & { readonly charm_type?: CharmType }) | null {
  const kind = charm.charm_type as CharmType
  if (change.deletedCharmTypes.includes(kind)) return 'deleted'
  const converted = change.convertedCharmTypes.includes(kind)
  const becomesNative = converted || kind === change.nativeCharmType
  const joins = becomesNative && change.joinedLoadout !== null && charm.loadouts.length === 0
  if (!converted && !joins) return null
  return {
    ...(converted ? convertedCharm(charm, change.nativeCharmType!) : {}),
    ...(joins ? { loadouts: [change.joinedLoadout!] } : {}),
  }
}
