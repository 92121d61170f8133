import { describe, expect, it } from 'vitest'
import { poolOf, rollRequestSchema } from '../../src/dice/roll-request.ts'
import { validationErrors } from '../../src/schemas/validation-errors.ts'

const parse = (roll: Record<string, unknown>) => rollRequestSchema.safeParse({ roll })
const errorsOf = (roll: Record<string, unknown>) => {
  const result = parse(roll)
  if (result.success) throw new Error('expected the request to be refused')
  // A 422 body keys messages by the top-level field, here always `roll`.
  return validationErrors(result.error)
}

describe('the roll request', () => {
  it('needs only dice, and fills in the rest', () => {
    expect(rollRequestSchema.parse({ roll: { dice: 8 } })).toEqual({
      dice: 8,
      target_number: 7,
      double: [10],
      reroll: [],
      reroll_once: true,
      auto_successes: 0,
      damage: false,
      label: '',
      character_type: null,
      character_id: null,
      visibility: 'public',
      spend: null,
      join_battle: false,
      extended: null,
      influence: null,
    })
  })

  it('takes the whole documented example', () => {
    const roll = {
      dice: 8,
      target_number: 7,
      double: [10],
      reroll: [],
      reroll_once: true,
      auto_successes: 0,
      damage: false,
      label: 'Join Battle',
      character_type: 'character',
      character_id: 12,
      visibility: 'public',
    }
    expect(rollRequestSchema.parse({ roll })).toMatchObject(roll)
  })

  it('doubles nothing on a damage roll that names no doubles', () => {
    expect(rollRequestSchema.parse({ roll: { dice: 5, damage: true } }).double).toEqual([])
    expect(
      rollRequestSchema.parse({ roll: { dice: 5, damage: true, double: [10] } }).double,
    ).toEqual([10])
  })

  it('keeps face sets sorted without repeats', () => {
    const parsed = rollRequestSchema.parse({
      roll: { dice: 5, reroll: [6, 1, 6], double: [10, 9] },
    })
    expect(parsed.reroll).toEqual([1, 6])
    expect(parsed.double).toEqual([9, 10])
  })

  it('fills in a spend', () => {
    const parsed = rollRequestSchema.parse({
      roll: { dice: 5, character_type: 'qc', character_id: 3, spend: { motes: 5 } },
    })
    expect(parsed.spend).toEqual({ motes: 5, pool: 'personal', mute: false, willpower: 0 })
  })

  it.each([
    [{ dice: 0 }, 'roll.dice must be between 1 and 100'],
    [{ dice: 101 }, 'roll.dice must be between 1 and 100'],
    [{ dice: 2.5 }, 'roll.dice must be a whole number'],
    [{}, 'roll.dice must be a whole number'],
    [{ dice: 5, target_number: 0 }, 'roll.target_number must be between 1 and 10'],
    [{ dice: 5, target_number: 11 }, 'roll.target_number must be between 1 and 10'],
    [{ dice: 5, double: [11] }, 'roll.double[0] must be between 1 and 10'],
    [{ dice: 5, reroll: [0] }, 'roll.reroll[0] must be between 1 and 10'],
    [{ dice: 5, auto_successes: -1 }, 'roll.auto_successes must be between 0 and 100'],
    [
      { dice: 5, visibility: 'secret' },
      'roll.visibility must be one of public, storyteller, private, not "secret"',
    ],
    [
      { dice: 5, character_type: 'weapon', character_id: 1 },
      'roll.character_type must be one of character, qc, battlegroup, combat_actor, not "weapon"',
    ],
    [{ dice: 5, faces: [10, 10] }, 'roll.faces is not a known field'],
    [{ dice: 5, character_id: 3 }, 'character_type and character_id must be given together'],
    [{ dice: 5, spend: { motes: 1 } }, 'spend needs the character_type and character_id who pay'],
    [
      { dice: 5, join_battle: true },
      'join_battle needs the character_type and character_id who join',
    ],
    [
      { dice: 5, reroll: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], reroll_once: false },
      'reroll cannot list every face unless reroll_once is true: it would never end',
    ],
    [
      { dice: 5, character_type: 'qc', character_id: 1, spend: { motes: 1, essence: 2 } },
      'roll.spend.essence is not a known field',
    ],
  ])('refuses %j', (roll, message) => {
    expect(errorsOf(roll)).toEqual({ roll: [{ error: message }] })
  })

  it('refuses unknown keys beside roll', () => {
    expect(rollRequestSchema.safeParse({ roll: { dice: 1 }, dice: [10] }).success).toBe(false)
  })
})

describe('the pool a request rolls', () => {
  it('cannot botch when it is a Join Battle', () => {
    const roll = (join_battle: boolean) =>
      rollRequestSchema.parse({
        roll: { dice: 3, character_type: 'character', character_id: 1, join_battle },
      })
    expect(poolOf(roll(true)).botchable).toBe(false)
    expect(poolOf(roll(false)).botchable).toBe(true)
  })
})
