import type { CraftProject } from '../schemas/extended-rolls.ts'
import type { CraftCategory } from '../vocabulary/enumerations.ts'
import type { ExtendedProgress } from './extended-roll.ts'

/**
 * A craft project's extended roll (docs/rules.md, Crafting). A basic or major project is one
 * roll against the storyteller's difficulty (its goal is that difficulty: a roll meeting it
 * finishes the work); a basic one gets one roll, a major one may be rolled again. A superior
 * project is difficulty 5, terminus 6, goal 30, 50, 75 or 100 by its rating (2 to 5); a
 * legendary one difficulty 5, terminus 6, goal 200. A repair has no terminus.
 */

const SUPERIOR_GOALS: Readonly<Record<number, number>> = { 2: 30, 3: 50, 4: 75, 5: 100 }
export const LEGENDARY_GOAL = 200
const SUPERIOR_DIFFICULTY = 5
const SUPERIOR_TERMINUS = 6

export type CraftTerms = Pick<CraftProject, 'goal' | 'difficulty' | 'terminus'>

/** The goal, difficulty and terminus a project starts with; `difficulty` is the ST's for basic and major ones. */
export function craftProjectTerms(
  project: Pick<CraftProject, 'category' | 'rating' | 'repair'>,
  difficulty = 1,
): CraftTerms {
  switch (project.category) {
    case 'basic':
      return { goal: difficulty, difficulty, terminus: 1 }
    case 'major':
      return { goal: difficulty, difficulty, terminus: null }
    case 'superior':
    case 'legendary':
      return {
        goal:
          project.category === 'legendary'
            ? LEGENDARY_GOAL
            : (SUPERIOR_GOALS[project.rating] ?? SUPERIOR_GOALS[2]!),
        difficulty: SUPERIOR_DIFFICULTY,
        terminus: project.repair ? null : SUPERIOR_TERMINUS,
      }
  }
}

export function craftProgress(project: CraftProject): ExtendedProgress {
  return {
    goal: project.goal,
    difficulty: project.difficulty,
    terminus: project.terminus,
    accumulated: project.accumulated,
    rollsMade: project.rolls.length,
    outcome: project.outcome,
  }
}

/** The categories that take a project slot of their own kind (a basic project takes none). */
export const SLOTTED_CATEGORIES: readonly Exclude<CraftCategory, 'basic'>[] = [
  'major',
  'superior',
  'legendary',
]
