import { type CraftProject, type CraftXp, craftRollCost, rollsLeft } from '@loom/core'
import { traitLabel } from '../trait-labels.ts'

/** "Superior (Artifact 3), repair", the kind of work. */
export function categoryText(project: CraftProject): string {
  const rated = project.category === 'superior' ? ` (rating ${project.rating})` : ''
  return `${traitLabel(project.category)}${rated}${project.repair ? ', repair' : ''}`
}

/** "12/50 successes · difficulty 5 · 4 of 6 rolls left" (or "no terminus"). */
export function craftProgressText(project: CraftProject): string {
  const left = rollsLeft({ terminus: project.terminus, rollsMade: project.rolls.length })
  const terminus =
    left === null
      ? 'no terminus'
      : `${left} of ${project.terminus} ${project.terminus === 1 ? 'roll' : 'rolls'} left`
  return `${project.accumulated}/${project.goal} successes · difficulty ${project.difficulty} · ${terminus}`
}

/** "3 silver, 6 gold", or "nothing" when every colour is 0. */
export function xpText(xp: CraftXp): string {
  const parts = (['silver', 'gold', 'white'] as const)
    .filter((colour) => xp[colour] > 0)
    .map((colour) => `${xp[colour]} ${colour}`)
  return parts.length === 0 ? 'nothing' : parts.join(', ')
}

/** What the next roll costs, or null when it is free. */
export function nextRollCostText(project: CraftProject): string | null {
  const cost = xpText(craftRollCost(project))
  return cost === 'nothing' ? null : `Next roll costs ${cost} craft XP`
}
