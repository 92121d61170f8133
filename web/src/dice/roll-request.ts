import {
  DEFAULT_TARGET_NUMBER,
  DIE_SIDES,
  defaultDoubles,
  extendedRollVisibility,
  MAX_DICE,
  MOTE_POOL_LABELS,
  type MotePool,
  type RollRequestBody,
  type RollSetup,
  type RollVisibility,
} from '@loom/core'
import type { RollPreset } from './roll-preset.ts'
import type { Roller } from './roller.ts'
import type { RollerResources } from './roller-resources.ts'

/** The dialog's settings beside the choices `rollSetup` reads. */
export interface RollOptions {
  readonly label: string
  readonly targetNumber: number
  readonly doubles: readonly number[]
  readonly rerolls: readonly number[]
  readonly rerollOnce: boolean
  readonly visibility: RollVisibility
  readonly motePool: MotePool
  /** Peripheral motes spent mutely leave the anima where it is. */
  readonly mute: boolean
  /** Successes + 3 become the roller's Initiative and it enters the turn order. */
  readonly joinBattle: boolean
}

/** The dialog's settings as it opens: the game's defaults, the label, join battle when it can. */
export function defaultOptions(
  preset: RollPreset,
  resources: RollerResources,
  inChronicle: boolean,
): RollOptions {
  const damage = preset.damage === true
  return {
    label: preset.label,
    targetNumber: DEFAULT_TARGET_NUMBER,
    doubles: defaultDoubles(damage),
    rerolls: [],
    rerollOnce: true,
    // A working's roll is the roller's and the storyteller's (the server holds it to that).
    visibility: preset.extended ? extendedRollVisibility(preset.extended, 'public') : 'public',
    // Personal motes first: spending them never flares the anima.
    motePool:
      resources.personal !== null || resources.peripheral === null ? 'personal' : 'peripheral',
    mute: false,
    joinBattle: preset.joinBattle === true && inChronicle,
  }
}

/** Why the roll cannot go as set up, or null when it can. */
export function rollProblem(
  setup: RollSetup,
  options: RollOptions,
  resources: RollerResources,
): string | null {
  if (setup.dice < 1) return 'There are no dice to roll.'
  if (setup.dice > MAX_DICE) return `A roll can have at most ${MAX_DICE} dice.`
  if (!options.rerollOnce && options.rerolls.length === DIE_SIDES) {
    return 'Rerolling every face until none remain would never end.'
  }
  if (setup.motes > 0) {
    const left = resources[options.motePool] ?? 0
    if (setup.motes > left) {
      return `Only ${left} ${MOTE_POOL_LABELS[options.motePool].toLowerCase()} motes left.`
    }
  }
  if (setup.willpower > (resources.willpower ?? 0)) return 'No Willpower left to spend.'
  return null
}

/** The request body's `roll`: the dice, the settings, who rolls, and what it spends. */
export function rollRequest(
  roller: Roller,
  preset: RollPreset,
  setup: RollSetup,
  options: RollOptions,
): RollRequestBody['roll'] {
  const spends = setup.motes > 0 || setup.willpower > 0
  return {
    dice: setup.dice,
    target_number: options.targetNumber,
    double: [...options.doubles],
    reroll: [...options.rerolls],
    reroll_once: options.rerollOnce,
    auto_successes: setup.auto_successes,
    damage: preset.damage === true,
    label: options.label.trim(),
    character_type: roller.kind,
    character_id: roller.id,
    // A personal roll is the roller's alone whatever it says; only a chronicle's roll says.
    ...(roller.chronicleId === null ? {} : { visibility: options.visibility }),
    ...(spends
      ? {
          spend: {
            motes: setup.motes,
            pool: options.motePool,
            mute: options.mute,
            willpower: setup.willpower,
          },
        }
      : {}),
    ...(options.joinBattle && roller.chronicleId !== null ? { join_battle: true } : {}),
    ...(preset.extended ? { extended: preset.extended } : {}),
  }
}
