import { characterTypeRecord } from '../character-types/table.ts'
import { MERIT_RATING_NOT_APPLICABLE } from '../rules/merits.ts'
import { ATTRIBUTES, type AttributeName, PLAIN_ABILITIES } from '../vocabulary/traits.ts'
import { BONUS_POINT_COSTS, type PricedDots, paidDots } from './bonus-point-costs.ts'
import { type CreationSheet, isFavoredCharm, isFavoredTrait } from './creation-sheet.ts'

export const ATTRIBUTE_PRIORITIES = ['primary', 'secondary', 'tertiary'] as const
export type AttributePriority = (typeof ATTRIBUTE_PRIORITIES)[number]

/** The three attribute groups, in the sheet's order. */
export const ATTRIBUTE_GROUPS: readonly {
  readonly label: 'Physical' | 'Social' | 'Mental'
  readonly attributes: readonly AttributeName[]
}[] = [
  { label: 'Physical', attributes: ATTRIBUTES.slice(0, 3) },
  { label: 'Social', attributes: ATTRIBUTES.slice(3, 6) },
  { label: 'Mental', attributes: ATTRIBUTES.slice(6, 9) },
]

export type CreationCategory =
  | 'attributes'
  | 'abilities'
  | 'specialties'
  | 'merits'
  | 'charms'
  | 'willpower'

/** One line of the creation budget: dots spent against a free allowance. */
export interface CreationLine {
  /** Unique per line: the category, or `attributes-primary` and so on. */
  readonly key: string
  readonly category: CreationCategory
  readonly label: string
  readonly spent: number
  readonly limit: number
  /** Dots bought with bonus points (over the limit, or abilities above 3). */
  readonly overflow: number
  readonly bonusPoints: number
}

export interface CreationSpend {
  readonly lines: readonly CreationLine[]
  readonly bonusPoints: {
    readonly budget: number
    readonly spent: number
    readonly remaining: number
  }
}

type Character = CreationSheet['character']

/**
 * The attribute groups by priority: the group with the most dots past the first is primary, the
 * next secondary, the last tertiary (ties keep the sheet's order). That is the assignment that
 * leaves the fewest dots to bonus points, so the player never has to state it.
 */
function attributeLines(character: Character, limits: readonly number[]): CreationLine[] {
  const groups = ATTRIBUTE_GROUPS.map((group) => ({
    label: group.label,
    purchased: group.attributes.reduce((sum, name) => sum + character[`attr_${name}`] - 1, 0),
  }))
  const ranked = [...groups].sort((a, b) => b.purchased - a.purchased)
  return ranked.map((group, index) => {
    const priority = ATTRIBUTE_PRIORITIES[index] as AttributePriority
    const limit = limits[index] ?? 0
    const cost = BONUS_POINT_COSTS.attribute[index] ?? 0
    const { overflow, bonusPoints } = paidDots([{ dots: group.purchased, cost }], limit)
    return {
      key: `attributes-${priority}`,
      category: 'attributes',
      label: `${group.label} (${priority})`,
      spent: group.purchased,
      limit,
      overflow,
      bonusPoints,
    }
  })
}

function abilityRatings(character: Character): { rating: number; favored: boolean }[] {
  const rated = (name: string, rating: number) => ({
    rating,
    favored: isFavoredTrait(character, name),
  })
  return [
    ...PLAIN_ABILITIES.map((name) => rated(name, character[`abil_${name}`])),
    ...character.abil_craft.map((entry) => rated('craft', entry.rating)),
    ...character.abil_martial_arts.map((entry) => rated('martial_arts', entry.rating)),
  ]
}

/** Free dots buy ratings up to `freeMax`; every dot above it is bought with bonus points. */
function abilityLine(character: Character, free: number, freeMax: number): CreationLine {
  const ratings = abilityRatings(character)
  const cost = (favored: boolean) =>
    favored ? BONUS_POINT_COSTS.ability.favored : BONUS_POINT_COSTS.ability.other
  const low: PricedDots[] = ratings.map(({ rating, favored }) => ({
    dots: Math.min(rating, freeMax),
    cost: cost(favored),
  }))
  const high: PricedDots[] = ratings.map(({ rating, favored }) => ({
    dots: Math.max(0, rating - freeMax),
    cost: cost(favored),
  }))
  const underMax = paidDots(low, free)
  const aboveMax = paidDots(high, 0)
  return {
    key: 'abilities',
    category: 'abilities',
    label: 'Abilities',
    spent: ratings.reduce((sum, { rating }) => sum + rating, 0),
    limit: free,
    overflow: underMax.overflow + aboveMax.overflow,
    bonusPoints: underMax.bonusPoints + aboveMax.bonusPoints,
  }
}

function countedLine(
  category: CreationCategory,
  label: string,
  groups: readonly PricedDots[],
  limit: number,
): CreationLine {
  const spent = groups.reduce((sum, { dots }) => sum + dots, 0)
  return { key: category, category, label, spent, limit, ...paidDots(groups, limit) }
}

/** Merits bought with dots: flaws give nothing back and an N/A rating (6) costs nothing. */
function meritDots(merits: CreationSheet['merits']): number {
  return merits
    .filter((merit) => merit.merit_cat !== 'flaw' && merit.rating !== MERIT_RATING_NOT_APPLICABLE)
    .reduce((sum, merit) => sum + merit.rating, 0)
}

/**
 * What a character has spent of its type's creation budget, category by category, and the
 * bonus points that pay for the rest (docs/rules.md, "Character creation and experience").
 */
export function creationSpend(sheet: CreationSheet): CreationSpend {
  const { character } = sheet
  const budget = characterTypeRecord(character.type).creationBudget
  const favoredCharms = sheet.charms.filter((charm) => isFavoredCharm(character, charm)).length
  const occultFavored = isFavoredTrait(character, 'occult')
  const favoredSpells = occultFavored ? sheet.spellCount : 0
  const charmCost = BONUS_POINT_COSTS.charm
  const lines = [
    ...attributeLines(character, budget.attributes),
    abilityLine(character, budget.abilities, budget.abilityFreeMax),
    countedLine(
      'specialties',
      'Specialties',
      [{ dots: character.specialties.length, cost: BONUS_POINT_COSTS.specialty }],
      budget.specialties,
    ),
    countedLine(
      'merits',
      'Merits',
      [{ dots: meritDots(sheet.merits), cost: BONUS_POINT_COSTS.merit }],
      budget.merits,
    ),
    countedLine(
      'charms',
      'Charms and spells',
      [
        { dots: favoredCharms + favoredSpells, cost: charmCost.favored },
        {
          dots: sheet.charms.length - favoredCharms + sheet.spellCount - favoredSpells,
          cost: charmCost.other,
        },
      ],
      budget.charms,
    ),
    countedLine(
      'willpower',
      'Willpower',
      [{ dots: character.willpower_permanent, cost: BONUS_POINT_COSTS.willpower }],
      budget.willpower,
    ),
  ]
  const spent = lines.reduce((sum, line) => sum + line.bonusPoints, 0)
  return {
    lines,
    bonusPoints: { budget: budget.bonusPoints, spent, remaining: budget.bonusPoints - spent },
  }
}
