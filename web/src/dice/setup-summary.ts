import { MOTE_POOL_LABELS, type RollSetup } from '@loom/core'
import type { RollOptions } from './roll-request.ts'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "Roll 15 dice + 2 automatic successes, spending 4 personal motes and 1 Willpower". */
export function setupSummary(setup: RollSetup, options: Pick<RollOptions, 'motePool'>): string {
  let text = `Roll ${plural(setup.dice, 'die', 'dice')}`
  if (setup.auto_successes > 0) {
    text += ` + ${plural(setup.auto_successes, 'automatic success', 'automatic successes')}`
  }
  const costs: string[] = []
  if (setup.motes > 0) {
    costs.push(`${setup.motes} ${MOTE_POOL_LABELS[options.motePool].toLowerCase()} motes`)
  }
  if (setup.willpower > 0) costs.push(`${setup.willpower} Willpower`)
  if (costs.length > 0) text += `, spending ${costs.join(' and ')}`
  return text
}
