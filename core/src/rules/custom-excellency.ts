import { halfDown, halfUp } from './rounding.ts'
import type { CharacterSheet, Traits } from './sheet-input.ts'
import {
  abilityFamily,
  abilityRating,
  attributeRating,
  highestOtherAbility,
  highestOtherAttribute,
  specialtiesFor,
} from './traits.ts'

/** What the token formulas can read from a sheet. */
export type ExcellencySheet = Pick<
  CharacterSheet,
  keyof Traits | 'anima_level' | 'initiative' | 'limit' | 'excellency' | 'excellency_stunt'
>

/** The roll an excellency is bought for: attribute A plus ability B. */
export interface Roll {
  readonly attribute: string
  readonly ability: string
}

export type RollKind = 'pool' | 'static'

interface RollValues {
  readonly sheet: ExcellencySheet
  readonly roll: Roll
}

const a = ({ sheet, roll }: RollValues): number => attributeRating(sheet, roll.attribute)
const b = ({ sheet, roll }: RollValues): number => abilityRating(sheet, roll.ability)
const specialty = ({ sheet, roll }: RollValues): number =>
  specialtiesFor(sheet, roll.ability).length > 0 ? 1 : 0
const otherAttribute = ({ sheet, roll }: RollValues): number =>
  highestOtherAttribute(sheet, roll.attribute)
const essenceOr3 = ({ sheet }: RollValues): number => Math.max(sheet.essence, 3)
const onAnima =
  (value: (v: RollValues) => number) =>
  (v: RollValues): number =>
    v.sheet.anima_level > 0 ? value(v) : 0

/** Each value token of a custom excellency formula and what it adds. */
const TOKEN_VALUES = {
  solar: (v: RollValues) => a(v) + b(v),
  dragonblood: (v: RollValues) => b(v) + specialty(v),
  lunar: (v: RollValues) => a(v) + otherAttribute(v),
  sidereal: essenceOr3,
  essenceor3: essenceOr3,
  attribute: a,
  attributeonanima: onAnima(a),
  ability: b,
  abilityonanima: onAnima(b),
  specialty,
  essence: ({ sheet }: RollValues) => sheet.essence,
  essenceonanima: onAnima(({ sheet }) => sheet.essence),
  otherability: ({ sheet, roll }: RollValues) =>
    highestOtherAbility(sheet, abilityFamily(roll.ability)),
  otherattribute: otherAttribute,
  anima: ({ sheet }: RollValues) => sheet.anima_level,
  subtleanima: ({ sheet }: RollValues) => 3 - sheet.anima_level,
  initiative: ({ sheet }: RollValues) => sheet.initiative,
  limit: ({ sheet }: RollValues) => sheet.limit ?? 0,
} as const
type ValueToken = keyof typeof TOKEN_VALUES

/** Tokens that change how the sum is treated instead of adding to it. */
const EXCELLENCY_MODIFIERS = ['max10', 'roundup', 'nohalf'] as const
export const EXCELLENCY_TOKENS: readonly string[] = [
  ...Object.keys(TOKEN_VALUES),
  ...EXCELLENCY_MODIFIERS,
]

const NUMBER = /^\d+$/

export interface ExcellencyFormula {
  readonly tokens: readonly ValueToken[]
  readonly constant: number
  readonly max10: boolean
  /** Static ratings normally halve the sum rounding down; these keep it whole or round up. */
  readonly noHalf: boolean
  readonly roundUp: boolean
  /** Tokens the formula does not know; they add nothing, and an editor can point them out. */
  readonly unknown: readonly string[]
}

function isValueToken(token: string): token is ValueToken {
  return Object.hasOwn(TOKEN_VALUES, token)
}

/** Reads a `+`-joined formula such as `attribute+essenceonanima+max10`; case and spaces ignored. */
export function parseExcellencyFormula(text: string): ExcellencyFormula {
  const tokens: ValueToken[] = []
  const unknown: string[] = []
  const seen = new Set<string>()
  let constant = 0
  for (const raw of text.split('+')) {
    const token = raw.trim().toLowerCase()
    if (token === '') continue
    seen.add(token)
    if (isValueToken(token)) tokens.push(token)
    else if (NUMBER.test(token)) constant += Number(token)
    else if (!(EXCELLENCY_MODIFIERS as readonly string[]).includes(token)) unknown.push(token)
  }
  return {
    tokens,
    constant,
    max10: seen.has('max10'),
    noHalf: seen.has('nohalf') || seen.has('sidereal'),
    roundUp: seen.has('roundup'),
    unknown,
  }
}

/**
 * The cap a formula gives for a roll: the token sum, at most 10 with `max10` (before halving);
 * static ratings halve it rounding down unless `nohalf`/`sidereal` (whole) or `roundup`. A
 * formula can never take dice away (a negative initiative gives 0, not a negative cap).
 */
export function evaluateExcellency(
  formula: ExcellencyFormula,
  sheet: ExcellencySheet,
  roll: Roll,
  kind: RollKind,
): number {
  const values = { sheet, roll }
  let sum = formula.constant
  for (const token of formula.tokens) sum += TOKEN_VALUES[token](values)
  if (formula.max10) sum = Math.min(sum, 10)
  sum = Math.max(sum, 0)
  if (kind === 'pool' || formula.noHalf) return sum
  return formula.roundUp ? halfUp(sum) : halfDown(sum)
}
