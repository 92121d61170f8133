import { TRAIT_LISTS, type TraitList } from '../character-types/character-type.ts'
import { CHARACTER_TYPE_TABLE } from '../character-types/table.ts'
import { casteTraits } from '../rules/castes.ts'
import { effectsWithOwnAttributesChanged } from '../rules/lunar-form.ts'
import { motesAvailable, moteTotals } from '../rules/motes.ts'
import { type CharacterFields, characterSchemas } from '../schemas/character.ts'
import type { CharacterType } from '../vocabulary/character-types.ts'
import { clampMotesToAvailable, motePoolsChanged } from './mote-pools.ts'

/** A character's writable fields plus its type: what the per-type rules work on. */
export type CharacterDraft = CharacterFields & { readonly type: CharacterType }

function without<T>(items: readonly T[], removed: readonly T[]): T[] {
  return items.filter((item) => !removed.includes(item))
}

const FAVORED_OF = {
  caste_abilities: 'favored_abilities',
  caste_attributes: 'favored_attributes',
} as const

/** The caste list and favored list a caste scheme works on. */
function traitFields(traits: 'abilities' | 'attributes') {
  return traits === 'abilities'
    ? ({ caste: 'caste_abilities', favored: 'favored_abilities' } as const)
    : ({ caste: 'caste_attributes', favored: 'favored_attributes' } as const)
}

/** The ability a supernal choice needs among the caste abilities (martial arts rides on brawl). */
export function supernalCasteAbility(supernal: string): string {
  return supernal === 'martial_arts' ? 'brawl' : supernal
}

/** The values a type overwrites on every save (data-model §3.2 "forced"). */
function forcedValues(type: CharacterType): Partial<CharacterFields> {
  const record = CHARACTER_TYPE_TABLE[type]
  const unusedLists = TRAIT_LISTS.filter((list) => !record.traitLists.includes(list))
  return {
    ...record.forced,
    ...Object.fromEntries(unusedLists.map((list): [TraitList, never[]] => [list, []])),
    ...(record.supernal === 'none' ? { supernal_ability: null } : {}),
    ...(record.limit === 'none' ? { limit: null } : {}),
    ...(record.aura === 'blank' ? { aura: '' } : {}),
    ...(record.loadouts === 'none' ? { active_loadout: null } : {}),
  }
}

/**
 * The automatic adjustments made before validation (data-model §3.3), in order: a form the
 * Lunar holds keeps giving its attributes when her own change, mote pools follow commitments
 * and Essence, favored lists lose what became caste traits, forced values apply, and caste
 * changes reshape the caste traits and the supernal ability. `previous` is null for a new
 * character.
 */
export function adjustCharacter<T extends CharacterDraft>(
  next: T,
  previous: CharacterDraft | null,
): T {
  const changed = (field: keyof CharacterDraft) =>
    previous === null || JSON.stringify(previous[field]) !== JSON.stringify(next[field])
  const record = CHARACTER_TYPE_TABLE[next.type]
  const scheme = record.castes
  let sheet: T = { ...next }
  if (scheme !== null) sheet.caste = sheet.caste.trim().toLowerCase()
  if (previous !== null) sheet.effects = effectsWithOwnAttributesChanged(previous, sheet)

  if (record.isExalt && motePoolsChanged(sheet, previous)) sheet = clampMotesToAvailable(sheet)

  for (const casteList of ['caste_abilities', 'caste_attributes'] as const) {
    if (!changed(casteList)) continue
    const favored = FAVORED_OF[casteList]
    sheet = { ...sheet, [favored]: without<string>(sheet[favored], sheet[casteList]) }
  }

  const totals = moteTotals(sheet.type, sheet.essence)
  if (totals !== null && (changed('essence') || changed('type'))) {
    const startsFull = previous === null || previous.type === 'Character'
    const recomputed = {
      ...sheet,
      motes_personal_total: totals.personal,
      motes_peripheral_total: totals.peripheral,
    }
    const full = {
      motes_personal_current: motesAvailable(totals.personal, sheet.motes_committed, 'personal'),
      motes_peripheral_current: motesAvailable(
        totals.peripheral,
        sheet.motes_committed,
        'peripheral',
      ),
    }
    sheet = startsFull ? { ...recomputed, ...full } : clampMotesToAvailable(recomputed)
  }

  sheet = { ...sheet, ...forcedValues(sheet.type) }

  const { supernal } = CHARACTER_TYPE_TABLE[sheet.type]
  if (supernal === 'caste' && changed('supernal_ability') && sheet.supernal_ability) {
    const needed = supernalCasteAbility(sheet.supernal_ability) as T['caste_abilities'][number]
    if (!sheet.caste_abilities.includes(needed)) {
      const kept =
        sheet.caste_abilities.length < 5 ? sheet.caste_abilities : sheet.caste_abilities.slice(0, 4)
      sheet.caste_abilities = [...kept, needed]
      sheet.favored_abilities = without(sheet.favored_abilities, sheet.caste_abilities)
    }
  }

  if (scheme === null) return sheet
  const fields = traitFields(scheme.traits)
  const allowed = casteTraits(sheet.type, sheet.caste) ?? []
  if (scheme.pick === 'chosen' && changed('caste')) {
    sheet = {
      ...sheet,
      [fields.caste]: (sheet[fields.caste] as string[]).filter((trait) => allowed.includes(trait)),
    }
    if (supernal === 'caste' && sheet.supernal_ability !== null) {
      if (!allowed.includes(supernalCasteAbility(sheet.supernal_ability)))
        sheet.supernal_ability = null
    }
  }
  const refills =
    scheme.pick === 'locked' || (scheme.pick === 'fixed' && (changed('caste') || changed('type')))
  if (refills) {
    sheet = {
      ...sheet,
      [fields.caste]: [...allowed],
      [fields.favored]: without<string>(sheet[fields.favored], allowed),
    }
  }
  return sheet
}

/** The writable fields of a new character of `type`: defaults, the client's input, adjustments. */
export function newCharacterDraft(
  type: CharacterType,
  input: Partial<CharacterFields>,
): CharacterDraft {
  const defaults = characterSchemas.fields.parse({})
  const draft = { ...defaults, ...CHARACTER_TYPE_TABLE[type].creation, ...input, type }
  return adjustCharacter(draft, null)
}
