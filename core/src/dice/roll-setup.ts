/**
 * What a roll from the sheet asks for, worked out from the sheet's figure and the roller's
 * choices (see docs/rules.md, "Rolling from the sheet"): the pool as the rules engine gives
 * it (penalties already applied), excellency dice up to the cap with their mote cost, the
 * stunt's dice and successes, and Willpower's one automatic success.
 */
import type { ExcellencyDetail } from '../rules/stat-detail.ts'

/** How well an action was stunted: 0 (not at all) to 3. */
export const STUNT_LEVELS = [0, 1, 2, 3] as const
export type StuntLevel = (typeof STUNT_LEVELS)[number]

export interface StuntReward {
  /** Dice added to the roll. */
  readonly dice: number
  /** Automatic successes added to the roll. */
  readonly successes: number
  /** Willpower the character regains (the storyteller's award, not part of the roll). */
  readonly willpower: number
}

/** What each level of stunt gives a roll (docs/rules.md cites the table). */
export const STUNT_REWARDS: Readonly<Record<StuntLevel, StuntReward>> = {
  0: { dice: 0, successes: 0, willpower: 0 },
  1: { dice: 2, successes: 0, willpower: 0 },
  2: { dice: 2, successes: 1, willpower: 1 },
  3: { dice: 2, successes: 2, willpower: 2 },
}

/** Spending one Willpower on a roll buys one automatic success. */
export const WILLPOWER_SUCCESSES = 1

/** What the sheet knows of the roll: its pool and the excellency beside it. */
export interface RollBasis {
  /** The pool as the sheet shows it, penalties applied. */
  readonly pool: number
  readonly excellency?: ExcellencyDetail | undefined
  /** Damage rolls take no stunt: the stunt belongs to the attack that came before. */
  readonly damage: boolean
}

/** What the roller chose in the dialog. */
export interface RollChoices {
  readonly excellencyDice: number
  readonly stunt: StuntLevel
  readonly willpower: boolean
  /** Dice added (or, negative, taken away) for what the sheet does not know: a charm, soak. */
  readonly extraDice: number
  /** Automatic successes from elsewhere: a charm, the attack's extra successes. */
  readonly extraSuccesses: number
}

export const NO_CHOICES: RollChoices = {
  excellencyDice: 0,
  stunt: 0,
  willpower: false,
  extraDice: 0,
  extraSuccesses: 0,
}

export interface RollSetup {
  /** Dice to roll; 0 means there is nothing to roll. */
  readonly dice: number
  readonly auto_successes: number
  /** The most excellency dice this roll may buy (the stunt cap when stunted). */
  readonly excellencyCap: number
  /** The excellency dice bought, within the cap. */
  readonly excellencyDice: number
  readonly motes: number
  readonly willpower: number
  /** The stunt as it applies to this roll (none on a damage roll). */
  readonly stunt: StuntReward
}

const whole = (value: number) => (Number.isFinite(value) ? Math.trunc(value) : 0)

/**
 * The excellency cap of a roll: its stunt cap when stunted and the type has one (a Lunar's
 * attribute + highest other attribute), otherwise its normal cap.
 */
export function excellencyCap(excellency: ExcellencyDetail | undefined, stunted: boolean): number {
  if (!excellency) return 0
  return stunted && excellency.stunt > 0 ? excellency.stunt : excellency.cap
}

/** Motes per excellency die, from the cap and cost the rules give (one per die for pools). */
function motesPerDie(excellency: ExcellencyDetail | undefined, stunted: boolean): number {
  if (!excellency) return 0
  if (stunted && excellency.stunt > 0) return excellency.stunt_cost / excellency.stunt
  return excellency.cap > 0 ? excellency.cost / excellency.cap : 0
}

/** The dice, automatic successes and resources of a roll. */
export function rollSetup(basis: RollBasis, choices: RollChoices): RollSetup {
  const stunt = basis.damage ? STUNT_REWARDS[0] : STUNT_REWARDS[choices.stunt]
  const stunted = stunt.dice > 0
  const cap = excellencyCap(basis.excellency, stunted)
  const excellencyDice = Math.min(Math.max(whole(choices.excellencyDice), 0), cap)
  const pool = Math.max(whole(basis.pool) + whole(choices.extraDice), 0)
  const willpower = choices.willpower ? 1 : 0
  return {
    dice: pool + excellencyDice + stunt.dice,
    auto_successes:
      Math.max(whole(choices.extraSuccesses), 0) +
      stunt.successes +
      willpower * WILLPOWER_SUCCESSES,
    excellencyCap: cap,
    excellencyDice,
    motes: Math.ceil(excellencyDice * motesPerDie(basis.excellency, stunted)),
    willpower,
    stunt,
  }
}
