// Social influence: influence rolls against Resolve with the target's Intimacies' modifiers,
// reading intentions against Guile, Willpower to resist (docs/rules.md, "Lunar forms and
// social influence", sources [I1]–[I3]).
import { exalt, input, qc } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { influenceRecordOf, namedIntimacy } from '../../src/dice/influence-record.ts'
import { rollPool } from '../../src/dice/pool.ts'
import { seededRandom } from '../../src/dice/random.ts'
import { socialTargetOf } from '../../src/dice/social-target.ts'
import {
  appearanceDice,
  influenceDifficulty,
  intimacyModifier,
} from '../../src/rules/influence-difficulty.ts'
import { influenceOutcome } from '../../src/rules/influence-outcome.ts'

const settings = (dice: number) => ({
  dice,
  target_number: 7,
  double: [10],
  reroll: [],
  reroll_once: false,
  auto_successes: 0,
})

describe('an Intimacy changes the target’s Resolve [I1][I2]', () => {
  it('lowers it by 1, 2, 3 when it supports the influence and raises it by 2, 3, 4 when opposed', () => {
    expect([1, 2, 3].map((rating) => intimacyModifier(rating, 'supports'))).toEqual([-1, -2, -3])
    expect([1, 2, 3].map((rating) => intimacyModifier(rating, 'opposes'))).toEqual([2, 3, 4])
    expect(intimacyModifier(0, 'opposes')).toBe(0)
  })

  it('makes the difficulty of an influence roll, never below 0, and names the Intimacy', () => {
    const target = { resolve: 3, guile: 2 }
    const major = { subject: 'Loyalty to the Guild', rating: 2, stance: 'supports' as const }
    expect(influenceDifficulty('persuade', target, major)).toEqual({
      defence: 'resolve',
      difficulty: 1,
      parts: [
        { label: 'Resolve', value: 3 },
        { label: 'Major Intimacy supports: Loyalty to the Guild', value: -2 },
      ],
    })
    const defining = { subject: 'Hatred of slavers', rating: 3, stance: 'opposes' as const }
    expect(influenceDifficulty('threaten', target, defining).difficulty).toBe(7)
    const total = { subject: 'Faith', rating: 3, stance: 'supports' as const }
    expect(influenceDifficulty('persuade', { resolve: 1, guile: 0 }, total).difficulty).toBe(0)
  })

  it('reads intentions against Guile, which no Intimacy changes [I1]', () => {
    const minor = { subject: 'Wine', rating: 1, stance: 'supports' as const }
    expect(influenceDifficulty('read_intentions', { resolve: 4, guile: 2 }, minor)).toEqual({
      defence: 'guile',
      difficulty: 2,
      parts: [{ label: 'Guile', value: 2 }],
    })
  })

  it('gives persuade and instill the roller’s Appearance above the target’s Resolve as dice [I3]', () => {
    expect(appearanceDice('persuade', 5, 2)).toBe(3)
    expect(appearanceDice('instill', 2, 4)).toBe(0)
    expect(appearanceDice('threaten', 5, 2)).toBe(0)
  })
})

describe('the outcome, on seeded dice [I1][I2]', () => {
  it('succeeds when the successes meet the difficulty, and the target may pay Willpower', () => {
    // Seed 7, six dice: 1 1 10 7 6 5, three successes (the 10 counts two) against Resolve 2.
    const roll = rollPool(settings(6), seededRandom(7))
    expect(roll.successes).toBe(3)
    expect(influenceOutcome('persuade', roll, 2, 3)).toEqual({
      succeeded: true,
      margin: 1,
      resistible: true,
    })
    // Without Willpower left, a successful influence stands.
    expect(influenceOutcome('persuade', { successes: 2, botch: false }, 1, 0).resistible).toBe(
      false,
    )
  })

  it('fails short of the difficulty, and reading intentions is never resisted with Willpower', () => {
    expect(influenceOutcome('bargain', { successes: 2, botch: false }, 3, 5)).toEqual({
      succeeded: false,
      margin: 0,
      resistible: false,
    })
    expect(influenceOutcome('read_intentions', { successes: 4, botch: false }, 2, 5)).toEqual({
      succeeded: true,
      margin: 2,
      resistible: false,
    })
    expect(influenceOutcome('inspire', { successes: 0, botch: true }, 0, 5).succeeded).toBe(false)
  })

  it('records a roll against a QC’s Resolve with one of its Intimacies', () => {
    const guard = {
      ...qc({ resolve: 3, guile: 1 }),
      name: 'Gate Guard',
      willpower_temporary: 2,
      ties: [{ id: 'cap01', subject: 'His captain (respect)', rating: 2 }],
      principles: [],
      qc_merits: [],
      qc_attacks: [],
    }
    const target = socialTargetOf('qc', guard)
    expect(target).toMatchObject({ name: 'Gate Guard', resolve: 3, guile: 1, willpower: 2 })
    const request = {
      action: 'persuade' as const,
      target_type: 'qc' as const,
      target_id: 9,
      intimacy_id: 'cap01',
      stance: 'supports' as const,
    }
    const intimacy = namedIntimacy(request, target)
    expect(intimacy).toEqual({ subject: 'His captain (respect)', rating: 2, stance: 'supports' })
    expect(namedIntimacy({ ...request, intimacy_id: 'nope' }, target)).toBeUndefined()
    // Seed 3, five dice: 8 1 5 1 8, two successes against Resolve 3 − 2 (Major, supports) = 1.
    const roll = rollPool(settings(5), seededRandom(3))
    const record = influenceRecordOf(request, target, intimacy ?? null, roll)
    expect(record).toMatchObject({ difficulty: 1, succeeded: true, margin: 1, resistible: true })
    // Opposed, the same two successes fall short of 3 + 3 = 6.
    const opposed = influenceRecordOf(
      request,
      target,
      { subject: 'His captain (respect)', rating: 2, stance: 'opposes' },
      roll,
    )
    expect(opposed).toMatchObject({ difficulty: 6, succeeded: false, resistible: false })
  })

  it('reads a character’s Resolve from its sheet', () => {
    // Resolve: (Wits 3 + Integrity 2) / 2, rounded up = 3.
    const sheet = exalt('SolarCharacter', { attr_wits: 3, abil_integrity: 2 })
    const whole = { ...input(sheet).character, name: 'Ash', ties: [], principles: [] }
    expect(socialTargetOf('character', whole).resolve).toBe(3)
  })
})
