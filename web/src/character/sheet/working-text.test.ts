import { workingItems } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { outcomeText, progressText, rollsLeftText, rollText, termsText } from './working-text.ts'

const [working] = workingItems().parse([
  {
    id: 'wk001',
    name: 'Raise the Tower',
    ambition: 15,
    finesse: 2,
    means: 3,
    accumulated: 9,
    rolls: [
      { roll_id: 4, successes: 5, added: 5, botch: false },
      { roll_id: 9, successes: 1, added: 0, botch: false },
      { roll_id: 12, successes: 4, added: 4, botch: false },
    ],
  },
])

describe('a working on the sheet', () => {
  it('shows its terms, its progress and the rolls left before its terminus', () => {
    expect(termsText(working!)).toBe('Ambition 15 · Finesse 2 · Means 3 · 1 week')
    expect(progressText(working!)).toBe('9/15 successes')
    expect(rollsLeftText(working!)).toBe('0 of 3 rolls left')
    expect(rollsLeftText({ ...working!, means: 1, rolls: [] })).toBe('1 of 1 roll left')
  })

  it('lists each roll with what it added', () => {
    expect(working!.rolls.map(rollText)).toEqual([
      'Roll 1: 5 successes, +5',
      'Roll 2: 1 success, +0',
      'Roll 3: 4 successes, +4',
    ])
    expect(rollText({ roll_id: 3, successes: 0, added: 0, botch: true }, 3)).toBe('Roll 4: botch')
  })

  it('names every outcome', () => {
    expect((['in_progress', 'success', 'failure', 'botch'] as const).map(outcomeText)).toEqual([
      'In progress',
      'Success',
      'Failed at terminus',
      'Botched',
    ])
  })
})
