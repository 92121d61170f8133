import type { CraftProject, CraftXp } from '../schemas/extended-rolls.ts'

/**
 * The craft experience a finished project earns (docs/rules.md, Crafting):
 * - basic: 2 silver per basic objective met, 3 on an exceptional success (3 successes over the
 *   difficulty); a repair 1 silver per objective;
 * - major: 2 gold and 1 silver per objective, 3 gold on an exceptional success; a repair 1 gold
 *   per objective;
 * - superior: by rating 2 to 5, 3, 5, 7 or 9 white and 4, 6, 8 or 10 gold for every interval of
 *   the terminus left unused; a repair 1 to 4 white;
 * - legendary: 10 white (the gold and silver of its final excellency roll are the table's to
 *   add); a repair earns nothing.
 */
const EXCEPTIONAL_MARGIN = 3

export function craftReward(
  project: Pick<
    CraftProject,
    'category' | 'rating' | 'repair' | 'objectives' | 'difficulty' | 'terminus'
  >,
  finish: { readonly successes: number; readonly rollsMade: number },
): CraftXp {
  const reward = { silver: 0, gold: 0, white: 0 }
  const exceptional = finish.successes >= project.difficulty + EXCEPTIONAL_MARGIN
  const per = project.objectives
  const step = project.rating - 1
  switch (project.category) {
    case 'basic':
      return { ...reward, silver: per * (project.repair ? 1 : exceptional ? 3 : 2) }
    case 'major':
      return project.repair
        ? { ...reward, gold: per }
        : { ...reward, gold: per * (exceptional ? 3 : 2), silver: per }
    case 'superior': {
      if (project.repair) return { ...reward, white: step }
      const unused = Math.max(0, (project.terminus ?? finish.rollsMade) - finish.rollsMade)
      return { ...reward, white: 2 * step + 1, gold: 2 * (step + 1) * unused }
    }
    case 'legendary':
      return project.repair ? reward : { ...reward, white: 10 }
  }
}
