/**
 * A roll that is one interval of an extended roll on its character's sheet: a roll request's
 * `extended` names the list and the entry, and the server adds the roll's successes to that
 * entry in the transaction that stores the roll (docs/rules.md, Extended rolls).
 */
import { z } from 'zod'
import { craftProgress } from '../rules/craft-project.ts'
import { craftReward } from '../rules/craft-reward.ts'
import { craftRollCost } from '../rules/craft-roll-cost.ts'
import {
  type ExtendedProgress,
  type ExtendedStep,
  extendedRollProblem,
  extendedRollStep,
} from '../rules/extended-roll.ts'
import { workingProgress } from '../rules/sorcerous-working.ts'
import type {
  CraftProject,
  CraftXp,
  ExtendedRollEntry,
  Working,
} from '../schemas/extended-rolls.ts'
import { choice, closedObject } from '../schemas/fields.ts'
import { WHOLLY_SECRET_LISTS } from '../schemas/registry.ts'
import { CRAFT_XP_FIELDS, type CraftXpColour } from '../vocabulary/enumerations.ts'

/** The character lists an extended roll may add up in. */
export const EXTENDED_LISTS = ['workings', 'craft_projects'] as const
export type ExtendedList = (typeof EXTENDED_LISTS)[number]

export const extendedTargetSchema = closedObject({
  list: choice(EXTENDED_LISTS),
  id: z.string({ error: 'extended.id must be a list item id' }).min(1).max(40),
})
export type ExtendedTarget = z.output<typeof extendedTargetSchema>

/** Each list's entries as extended rolls. */
const PROGRESS_OF: Readonly<Record<ExtendedList, (entry: never) => ExtendedProgress>> = {
  workings: (working: Working) => workingProgress(working),
  craft_projects: (project: CraftProject) => craftProgress(project),
}

const COLOURS = Object.keys(CRAFT_XP_FIELDS) as CraftXpColour[]

/** What the next roll of the entry costs in craft experience (only craft projects cost any). */
function costOf(target: ExtendedTarget, entry: Record<string, unknown>): CraftXp | null {
  return target.list === 'craft_projects' ? craftRollCost(entry as CraftProject) : null
}

/**
 * Who sees the roll of a secret list's entry (a working): its roller and the storyteller,
 * whatever the request asked, unless it asked for the roller alone.
 */
export function extendedRollVisibility<V extends string>(
  target: ExtendedTarget,
  requested: V,
): V | 'storyteller' {
  if (!WHOLLY_SECRET_LISTS.has(target.list)) return requested
  return requested === 'private' ? requested : 'storyteller'
}

/**
 * Why the entry cannot take a roll now (unknown, already ended, past its terminus, more craft
 * experience than the character has), or null when it can.
 */
export function extendedTargetProblem(
  character: Readonly<Record<string, unknown>>,
  target: ExtendedTarget,
): string | null {
  const entry = entryOf(character, target)
  if (entry === undefined)
    return `There is no entry ${target.id} in this character's ${target.list}`
  const problem = extendedRollProblem(PROGRESS_OF[target.list](entry as never))
  if (problem !== null) return `No further roll can be added to ${target.id}: ${problem}`
  const cost = costOf(target, entry)
  for (const colour of COLOURS) {
    const has = Number(character[CRAFT_XP_FIELDS[colour]] ?? 0)
    if (cost !== null && cost[colour] > has) {
      return `This roll costs ${cost[colour]} ${colour} craft experience; the character has ${has}`
    }
  }
  return null
}

/**
 * The character's fields the roll changes: its list with the roll added to the entry (its
 * successes, the roll in its history, where it now stands), and for a craft project the craft
 * experience the roll cost and, when it finished the project, the reward it earned (kept on
 * the entry too); and the step. Ask extendedTargetProblem first.
 */
export function withExtendedRoll(
  character: Readonly<Record<string, unknown>>,
  target: ExtendedTarget,
  roll: { readonly id: number; readonly successes: number; readonly botch: boolean },
): { readonly fields: Record<string, unknown>; readonly step: ExtendedStep } {
  const entries = listOf(character, target)
  const entry = entryOf(character, target)
  if (entry === undefined) throw new Error(`There is no entry ${target.id}`)
  const step = extendedRollStep(PROGRESS_OF[target.list](entry as never), roll)
  const made: ExtendedRollEntry = {
    roll_id: roll.id,
    successes: roll.successes,
    added: step.added,
    botch: roll.botch,
  }
  const rolls = [...(entry.rolls as ExtendedRollEntry[]), made]
  const next: Record<string, unknown> = {
    ...entry,
    accumulated: step.accumulated,
    outcome: step.outcome,
    rolls,
  }
  const fields: Record<string, unknown> = {}
  const cost = costOf(target, entry)
  if (cost !== null) {
    const reward =
      step.outcome === 'success'
        ? craftReward(entry as CraftProject, { successes: roll.successes, rollsMade: rolls.length })
        : null
    if (reward !== null) next.reward = reward
    for (const colour of COLOURS) {
      const field = CRAFT_XP_FIELDS[colour]
      const change = (reward?.[colour] ?? 0) - cost[colour]
      if (change !== 0) fields[field] = Number(character[field] ?? 0) + change
    }
  }
  fields[target.list] = entries.map((item) => (item === entry ? next : item))
  return { fields, step }
}

function listOf(character: Readonly<Record<string, unknown>>, target: ExtendedTarget) {
  const entries = character[target.list]
  return Array.isArray(entries) ? (entries as Record<string, unknown>[]) : []
}

function entryOf(character: Readonly<Record<string, unknown>>, target: ExtendedTarget) {
  return listOf(character, target).find((item) => item.id === target.id)
}
