import type { CharacterTypeRecord } from '../character-types/character-type.ts'
import { isExcellencyRule, type TypeExcellencyRule } from '../vocabulary/excellency-rules.ts'
import { ATTRIBUTES } from '../vocabulary/traits.ts'
import type { CharacterSheet, CharmInput, Traits } from './sheet-input.ts'
import { abilityFamily, attributeRating, isRated } from './traits.ts'

type EligibilitySheet = Pick<
  CharacterSheet,
  | keyof Traits
  | 'excellencies_for'
  | 'caste_abilities'
  | 'favored_abilities'
  | 'caste_attributes'
  | 'favored_attributes'
  | 'active_loadout'
>

/** Every trait for which the type's charms include an excellency ("*" stands for all). */
export type EligibleTraits = ReadonlySet<string>

/** The trait a charm is keyed to; Martial Arts charms belong to `martial_arts`. */
function charmTrait(charm: CharmInput): string {
  return charm.charm_type === 'MartialArts' ? 'martial_arts' : (charm.ability ?? '')
}

function ratedCasteAndFavored(sheet: EligibilitySheet): string[] {
  return [...sheet.caste_abilities, ...sheet.favored_abilities].filter((a) => isRated(sheet, a))
}

type Rule = (sheet: EligibilitySheet, charms: readonly CharmInput[], into: Set<string>) => void

/**
 * A native charm is installed when its loadouts hold "*" or the active loadout (exact name);
 * other charms (Martial Arts) always are.
 */
function isInstalled(charm: CharmInput, activeLoadout: string | null | undefined): boolean {
  if (charm.charm_type === 'MartialArts') return true
  const loadouts = charm.loadouts ?? []
  return loadouts.includes('*') || (!!activeLoadout && loadouts.includes(activeLoadout))
}

const RULES: Readonly<Record<TypeExcellencyRule, Rule>> = {
  solar(sheet, charms, into) {
    const supernal = ratedCasteAndFavored(sheet)
    for (const ability of supernal) into.add(ability)
    if (supernal.includes('brawl') && sheet.abil_martial_arts.length > 0) into.add('martial_arts')
    for (const charm of charms) into.add(charmTrait(charm))
  },
  dragonblood(_sheet, charms, into) {
    const withExcellency = charms
      .filter((charm) => charm.keywords.some((k) => k.toLowerCase() === 'excellency'))
      .map(charmTrait)
    for (const trait of withExcellency) into.add(trait)
    if (withExcellency.includes('brawl')) into.add('martial_arts')
  },
  lunar(sheet, charms, into) {
    const chosen = new Set([...sheet.caste_attributes, ...sheet.favored_attributes])
    for (const attribute of ATTRIBUTES) {
      const rating = attributeRating(sheet, attribute)
      const charmCount = charms.filter((charm) => charmTrait(charm) === attribute).length
      if (
        rating >= 5 ||
        charmCount >= 2 ||
        (chosen.has(attribute) && (rating >= 3 || charmCount >= 1))
      ) {
        into.add(attribute)
      }
    }
  },
  sidereal(sheet, charms, into) {
    for (const ability of ratedCasteAndFavored(sheet)) into.add(ability)
    into.add('martial_arts')
    for (const charm of charms) into.add(charmTrait(charm))
  },
  alchemical(sheet, charms, into) {
    const installed = new Set(
      charms.filter((charm) => isInstalled(charm, sheet.active_loadout)).map(charmTrait),
    )
    const chosen = new Set([...sheet.caste_attributes, ...sheet.favored_attributes])
    for (const attribute of ATTRIBUTES) {
      if (
        installed.has(attribute) ||
        (chosen.has(attribute) && attributeRating(sheet, attribute) >= 3)
      ) {
        into.add(attribute)
      }
    }
  },
}

/**
 * The set of traits with an excellency: the sheet's `excellencies_for`, plus what each type
 * rule adds (switched on by the type itself or by naming the rule in `excellencies_for`).
 * Only native charms and Martial Arts charms count; Evocations and Spirit charms never do.
 */
export function eligibleTraits(
  sheet: EligibilitySheet,
  type: CharacterTypeRecord,
  charms: readonly CharmInput[],
): EligibleTraits {
  const eligible = new Set<string>()
  if (!type.isExalt) return eligible
  for (const trait of sheet.excellencies_for) eligible.add(trait)
  const considered = charms.filter(
    (charm) => charm.charm_type === type.nativeCharms || charm.charm_type === 'MartialArts',
  )
  const rules = new Set<TypeExcellencyRule>(sheet.excellencies_for.filter(isExcellencyRule))
  if (type.excellencyRule !== null) rules.add(type.excellencyRule)
  for (const rule of rules) RULES[rule](sheet, considered, eligible)
  return eligible
}

/**
 * Whether a trait on the sheet (an attribute, an ability, a craft or a style) is on a list of
 * traits with an excellency; crafts and styles count as Craft and Martial Arts, "*" as all.
 */
export function traitHasExcellency(excellencyTraits: readonly string[], trait: string): boolean {
  return excellencyTraits.includes('*') || excellencyTraits.includes(abilityFamily(trait))
}
