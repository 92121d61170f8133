import { rollRecord } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { difficultyText, influenceOf, influenceText, type SocialChoice } from './social-roll.ts'

const guard = {
  name: 'Gate Guard',
  resolve: 3,
  guile: 2,
  willpower: 2,
  intimacies: [{ id: 'cap01', subject: 'His captain', rating: 2, kind: 'tie' as const }],
}
const choice: SocialChoice = {
  action: 'persuade',
  targetType: 'qc',
  targetId: 9,
  intimacyId: 'cap01',
  stance: 'opposes',
}

describe('the social roll dialog’s words', () => {
  it('shows the difficulty with the Intimacy’s modifier, as the browser sees the target', () => {
    expect(difficultyText(choice, guard)).toBe(
      'Difficulty 6: Resolve 3 + 3 Major Intimacy opposes: His captain',
    )
    expect(difficultyText(choice, null)).toBe('Choose whom the roll is aimed at.')
  })

  it('sends no Intimacy with reading intentions, and nothing without a target', () => {
    expect(influenceOf({ ...choice, action: 'read_intentions' })).toMatchObject({
      action: 'read_intentions',
      intimacy_id: null,
    })
    expect(influenceOf({ ...choice, targetId: null })).toBeNull()
  })

  it('tells the outcome a roll logged', () => {
    const roll = rollRecord({
      influence: {
        action: 'threaten',
        target_type: 'qc',
        target_id: 9,
        target_name: 'Gate Guard',
        intimacy: null,
        defence: 'resolve',
        difficulty: 3,
        parts: [{ label: 'Resolve', value: 3 }],
        succeeded: true,
        margin: 0,
        resistible: true,
      },
    })
    expect(influenceText(roll)).toBe(
      'Threaten Gate Guard against Resolve 3: succeeds, unless they spend 1 Willpower to resist',
    )
    expect(influenceText(rollRecord())).toBeNull()
  })
})
