import { DEFAULT_TARGET_NUMBER, MOTE_POOL_LABELS, type RollRecord } from '@loom/core'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "3 successes", "Botch!" or "No successes". */
export function successesText(roll: Pick<RollRecord, 'successes' | 'botch'>): string {
  if (roll.botch) return 'Botch!'
  return roll.successes === 0 ? 'No successes' : plural(roll.successes, 'success', 'successes')
}

const sameFaces = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((face, index) => face === b[index])

/**
 * The lines under a roll's faces, each only when it says something: the dice rolled, the
 * target number and doubles when not the game's defaults, rerolls, automatic successes,
 * what it spent, the Initiative it gave.
 */
export function outcomeNotes(roll: RollRecord): string[] {
  const notes = [plural(roll.dice.length, 'die', 'dice')]
  if (roll.damage) notes.push('damage')
  if (roll.target_number !== DEFAULT_TARGET_NUMBER) notes.push(`target ${roll.target_number}`)
  const usualDoubles = roll.damage ? [] : [10]
  if (!sameFaces(roll.double, usualDoubles)) {
    notes.push(roll.double.length === 0 ? 'no doubles' : `double ${roll.double.join(', ')}`)
  }
  if (roll.reroll.length > 0) {
    notes.push(`reroll ${roll.reroll.join(', ')}${roll.reroll_once ? ' once' : ''}`)
  }
  if (roll.auto_successes > 0) {
    notes.push(`+${plural(roll.auto_successes, 'automatic success', 'automatic successes')}`)
  }
  const spent = roll.spent
  if (spent && spent.motes > 0) {
    notes.push(
      `${spent.motes}m ${MOTE_POOL_LABELS[spent.pool].toLowerCase()}${spent.mute ? ' (mute)' : ''}`,
    )
  }
  if (spent && spent.willpower > 0) notes.push(`${spent.willpower} Willpower`)
  if (roll.initiative !== null) notes.push(`joined battle at Initiative ${roll.initiative}`)
  return notes
}

/**
 * A log entry with no dice and nothing automatic: a note, such as the storyteller's undo of an
 * attack, which the log shows by its label alone.
 */
export function isLogNote(roll: Pick<RollRecord, 'dice' | 'auto_successes'>): boolean {
  return roll.dice.length === 0 && roll.auto_successes === 0
}
