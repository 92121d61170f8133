import type { CraftProject, CraftXp } from '../schemas/extended-rolls.ts'

/**
 * What the next roll of a craft project costs in craft experience (docs/rules.md, Crafting): a
 * major project's first roll is free and each roll again costs 10 silver; a superior project
 * without a terminus (a repair) costs 10 gold a roll instead of waiting an interval; every roll
 * of a legendary project costs 10 white. Basic projects and new superior works cost nothing.
 */
export const CRAFT_ROLL_PRICE = 10

export function craftRollCost(project: CraftProject): CraftXp {
  const none = { silver: 0, gold: 0, white: 0 }
  switch (project.category) {
    case 'basic':
      return none
    case 'major':
      return project.rolls.length === 0 ? none : { ...none, silver: CRAFT_ROLL_PRICE }
    case 'superior':
      return project.terminus === null ? { ...none, gold: CRAFT_ROLL_PRICE } : none
    case 'legendary':
      return { ...none, white: CRAFT_ROLL_PRICE }
  }
}
