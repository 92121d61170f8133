import { faces, fighter, SWORD } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { attackPoolOf, attackRollSettings, defenceOf, rollAttack } from '../../src/combat/attack.ts'

const NO_BOOSTS = { excellency_dice: 0, stunt: 0, willpower: false, bonus_dice: 0 }
const BEST = { choice: 'best', parry_weapon_id: null, bonus: 0 } as const

describe('the defence an attack must meet', () => {
  it('is the better of Evasion and the best Parry by default', () => {
    const target = fighter({ evasion: 3, parries: [{ weapon_id: 1, name: 'Sword', value: 4 }] })
    expect(defenceOf(target, BEST)).toMatchObject({
      kind: 'parry',
      label: 'Parry (Sword)',
      value: 4,
    })
    expect(defenceOf({ ...target, evasion: 5 }, BEST)).toMatchObject({ kind: 'evasion', value: 5 })
  })

  it('takes Evasion on a tie, and whichever the defender picks', () => {
    const target = fighter({ evasion: 4 })
    expect(defenceOf(target, BEST)).toMatchObject({ kind: 'evasion', value: 4 })
    expect(defenceOf(target, { ...BEST, choice: 'parry' })).toMatchObject({
      kind: 'parry',
      value: 4,
    })
    expect(defenceOf(fighter({ evasion: 1 }), { ...BEST, choice: 'evasion' })).toMatchObject({
      kind: 'evasion',
      value: 1,
    })
  })

  it('parries with the weapon the defender names', () => {
    const target = fighter({
      parries: [
        { weapon_id: 1, name: 'Sword', value: 4 },
        { weapon_id: 2, name: 'Shield', value: 6 },
      ],
    })
    expect(defenceOf(target, { ...BEST, choice: 'parry', parry_weapon_id: 1 })).toMatchObject({
      label: 'Parry (Sword)',
      value: 4,
    })
    expect(defenceOf(target, { ...BEST, choice: 'parry', parry_weapon_id: 9 })).toEqual({
      field: 'parry_weapon_id',
      message: 'Someone has no weapon 9 to parry with',
    })
  })

  it('cannot parry with nothing', () => {
    expect(defenceOf(fighter({ parries: [] }), { ...BEST, choice: 'parry' })).toMatchObject({
      field: 'defence',
    })
    expect(defenceOf(fighter({ parries: [], evasion: 2 }), BEST)).toMatchObject({ value: 2 })
  })

  it('takes the onslaught off and the defender’s bonus on, never below 0', () => {
    const target = fighter({ evasion: 5, parries: [], onslaught: 2 })
    expect(defenceOf(target, BEST)).toMatchObject({ rating: 5, onslaught: 2, value: 3 })
    expect(defenceOf(target, { ...BEST, bonus: 2 })).toMatchObject({ value: 5 })
    expect(defenceOf({ ...target, onslaught: 9 }, BEST)).toMatchObject({ value: 0 })
  })
})

describe('the attack pool', () => {
  it('is the withering or the decisive pool of the weapon', () => {
    expect(attackPoolOf(SWORD, 'withering', null)).toBe(8)
    expect(attackPoolOf(SWORD, 'decisive', null)).toBe(6)
  })

  it('of a ranged weapon depends on the band: short by default, refused past its reach', () => {
    const bow = { ...SWORD, bands: { close: 3, short: 9, medium: 7 } }
    expect(attackPoolOf(bow, 'withering', null)).toBe(9)
    expect(attackPoolOf(bow, 'withering', 'close')).toBe(3)
    expect(attackPoolOf(bow, 'decisive', 'medium')).toBe(6)
    expect(attackPoolOf(bow, 'withering', 'long')).toEqual({
      field: 'range',
      message: 'Sword cannot reach long range (only close, short, medium)',
    })
    expect(attackPoolOf({ ...bow, bands: { close: 5 } }, 'withering', null)).toBe(5)
  })

  it('adds the excellency dice, 2 for any stunt, other dice, and Willpower’s success', () => {
    expect(attackRollSettings(8, NO_BOOSTS)).toMatchObject({
      dice: 8,
      double: [10],
      auto_successes: 0,
    })
    const boosted = { excellency_dice: 3, stunt: 1, willpower: true, bonus_dice: -1 }
    expect(attackRollSettings(8, boosted)).toMatchObject({ dice: 12, auto_successes: 1 })
    expect(attackRollSettings(8, { ...boosted, stunt: 3 })).toMatchObject({ dice: 12 })
    expect(attackRollSettings(2, { ...NO_BOOSTS, bonus_dice: -5 })).toMatchObject({ dice: 0 })
  })
})

describe('the attack roll', () => {
  const defence = defenceOf(fighter({ evasion: 3, parries: [] }), BEST)
  if ('field' in defence) throw new Error('a plain Evasion is a defence')

  it('hits when the successes meet the Defence, with no extra successes', () => {
    const roll = rollAttack(attackRollSettings(4, NO_BOOSTS), defence, faces(7, 8, 9, 2))
    expect(roll).toMatchObject({ hit: true, extra_successes: 0 })
    expect(roll.result.successes).toBe(3)
  })

  it('counts 10s twice, and what is beyond the Defence as extra successes', () => {
    const roll = rollAttack(attackRollSettings(4, NO_BOOSTS), defence, faces(10, 10, 7, 1))
    expect(roll).toMatchObject({ hit: true, extra_successes: 2 })
  })

  it('misses below the Defence', () => {
    const roll = rollAttack(attackRollSettings(3, NO_BOOSTS), defence, faces(7, 8, 6))
    expect(roll).toMatchObject({ hit: false, extra_successes: 0 })
  })
})
