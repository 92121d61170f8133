import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import { castesOf, casteTraits } from '../rules/castes.ts'
import { overfilledSlots } from '../rules/craft-slots.ts'
import { addValidationError, type ValidationErrors } from '../schemas/validation-errors.ts'
import { type CharacterDraft, supernalCasteAbility } from './character-adjustments.ts'
import { addMotePoolProblems } from './mote-pools.ts'

const TRAIT_WORDS = {
  abilities: { one: 'ability', many: 'abilities' },
  attributes: { one: 'attribute', many: 'attributes' },
} as const

/** Rules that span several fields of a character, checked after the adjustments (§3.4). */
export function characterProblems(sheet: CharacterDraft): ValidationErrors {
  const errors: ValidationErrors = {}
  const record = CHARACTER_TYPE_TABLE[sheet.type]
  const scheme = record.castes
  const castes = castesOf(sheet.type)

  if (castes !== null && sheet.caste !== '' && !castes.includes(sheet.caste)) {
    addValidationError(errors, 'caste', `caste must be one of ${castes.join(', ')}, or blank`)
  }

  if (scheme !== null) {
    const words = TRAIT_WORDS[scheme.traits]
    const casteField = scheme.traits === 'abilities' ? 'caste_abilities' : 'caste_attributes'
    const favoredField = scheme.traits === 'abilities' ? 'favored_abilities' : 'favored_attributes'
    const chosen: readonly string[] = sheet[casteField]
    if (scheme.pick === 'chosen') {
      const allowed = casteTraits(sheet.type, sheet.caste) ?? []
      for (const trait of chosen.filter((item) => !allowed.includes(item))) {
        addValidationError(
          errors,
          casteField,
          sheet.caste === ''
            ? `choose a caste before its caste ${words.many}`
            : `${trait} is not a caste ${words.one} of the ${sheet.caste} caste`,
        )
      }
      if (chosen.length > scheme.maxChosen) {
        addValidationError(
          errors,
          casteField,
          `${casteField} can hold at most ${scheme.maxChosen} ${words.many}`,
        )
      }
    }
    if (sheet[favoredField].length > scheme.maxFavored) {
      addValidationError(
        errors,
        favoredField,
        `${favoredField} can hold at most ${scheme.maxFavored} ${words.many}`,
      )
    }
  }

  if (record.supernal === 'caste' && sheet.caste !== '' && sheet.supernal_ability !== null) {
    const needed = supernalCasteAbility(sheet.supernal_ability)
    if (!(sheet.caste_abilities as readonly string[]).includes(needed)) {
      addValidationError(
        errors,
        'supernal_ability',
        sheet.supernal_ability === 'martial_arts'
          ? 'brawl must be a caste ability for a supernal martial artist'
          : 'supernal_ability must be one of the caste abilities',
      )
    }
  }

  if (record.aura === 'element') {
    const elements = [...(castes ?? []), 'none']
    if (!elements.includes(sheet.aura)) {
      addValidationError(errors, 'aura', `aura must be one of ${elements.join(', ')}`)
    }
  }

  for (const [caste, favored, word] of [
    ['caste_abilities', 'favored_abilities', 'ability'],
    ['caste_attributes', 'favored_attributes', 'attribute'],
  ] as const) {
    const casteTraitsChosen: readonly string[] = sheet[caste]
    if (sheet[favored].some((trait) => casteTraitsChosen.includes(trait))) {
      const message = `cannot have the same ${word} as both caste and favored`
      addValidationError(errors, caste, message)
      addValidationError(errors, favored, message)
    }
  }

  if (record.loadouts === 'required' && (sheet.active_loadout ?? '').trim() === '') {
    addValidationError(
      errors,
      'active_loadout',
      `active_loadout cannot be blank: ${record.label}s always have a loadout installed`,
    )
  }

  for (const [category, use] of overfilledSlots(sheet)) {
    addValidationError(
      errors,
      'craft_projects',
      `${use.used} ${category} projects are in progress but there are ${use.total} ${category} project slots`,
    )
  }

  if (record.isExalt) addMotePoolProblems(errors, sheet)
  return errors
}
