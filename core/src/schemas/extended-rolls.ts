import { z } from 'zod'
import { CRAFT_CATEGORIES, EXTENDED_OUTCOMES, WORKING_CIRCLES } from '../vocabulary/enumerations.ts'
import { choice, closedObject, count, flag, line, list, text, wholeNumber } from './fields.ts'
import { itemList } from './list-items.ts'

/**
 * The lists of a character that extended rolls add up in (docs/rules.md, Extended rolls): the
 * sorcerous workings in progress. Each entry keeps its own terms, its accumulated successes,
 * the rolls made and where it stands; the rolls route writes the last three. Craft projects
 * too: a project's rolls may cost craft experience and its success earns some.
 */

/** The most rolls one extended roll keeps (a terminus is at most this long). */
export const MAX_EXTENDED_ROLLS = 100

/** One interval's roll of an extended roll: the roll log's id and what it added. */
export const extendedRollEntry = () =>
  closedObject({
    roll_id: z.int().positive(),
    successes: count(),
    /** The successes that counted towards the goal (none below the difficulty or on a botch). */
    added: count(),
    botch: flag(),
  })
export type ExtendedRollEntry = z.output<ReturnType<typeof extendedRollEntry>>

/** The fields every extended roll keeps: how far it got and how it stands. */
const progressShape = () => ({
  accumulated: count().default(0),
  rolls: list(extendedRollEntry()).max(MAX_EXTENDED_ROLLS).default([]),
  outcome: choice(EXTENDED_OUTCOMES).default('in_progress'),
})

/**
 * A sorcerous working in progress: its ambition (the goal number), finesse (the difficulty),
 * means (the terminus, in rolls) and interval. Only the sorcerer's editors see it.
 */
export const workingItems = () =>
  itemList({
    name: line().default('New Working'),
    circle: choice(WORKING_CIRCLES).default('terrestrial'),
    ambition: wholeNumber(1, 500).default(5),
    finesse: wholeNumber(1, 5).default(1),
    means: wholeNumber(1, MAX_EXTENDED_ROLLS).default(5),
    interval: line().default('1 week'),
    notes: text().default(''),
    ...progressShape(),
  })
export type Working = z.output<ReturnType<typeof workingItems>>[number]

/** Craft experience of each colour: what a roll cost, what a project earned. */
export const craftXp = () =>
  closedObject({ silver: count().default(0), gold: count().default(0), white: count().default(0) })
export type CraftXp = z.output<ReturnType<typeof craftXp>>

/**
 * A craft project: its category (and for a superior one, its Artifact or Manse rating), a
 * repair or a new work, the basic objectives it meets, and the extended roll that completes it:
 * goal number, difficulty and terminus (null for none), which the sheet fills in from the
 * rules (craftProjectTerms) and the storyteller may change. `reward` is what its success
 * earned, written by the roll that finished it.
 */
export const craftProjectItems = () =>
  itemList({
    name: line().default('New Project'),
    category: choice(CRAFT_CATEGORIES).default('basic'),
    rating: wholeNumber(2, 5).default(2),
    repair: flag().default(false),
    objectives: wholeNumber(0, 3).default(0),
    goal: wholeNumber(1, 500).default(1),
    difficulty: wholeNumber(1, 10).default(1),
    terminus: wholeNumber(1, MAX_EXTENDED_ROLLS).nullable().default(1),
    notes: text().default(''),
    ...progressShape(),
    reward: craftXp().nullable().default(null),
  })
export type CraftProject = z.output<ReturnType<typeof craftProjectItems>>[number]
