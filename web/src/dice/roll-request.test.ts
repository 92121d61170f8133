import { NO_CHOICES, rollSetup, type StatDetail } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { presetBasis, type RollPreset } from './roll-preset.ts'
import { defaultOptions, rollProblem, rollRequest } from './roll-request.ts'
import type { Roller } from './roller.ts'
import type { RollerResources } from './roller-resources.ts'
import { setupSummary } from './setup-summary.ts'

// A Solar's withering attack as the rules give it: Dexterity 4 + Melee 4 + accuracy 2, less
// a wound penalty of 1; the excellency adds up to 8 dice at a mote each.
const witheringAttack: StatDetail = {
  total: 9,
  parts: [
    { label: 'Dexterity', value: 4 },
    { label: 'Melee', value: 4 },
    { label: 'Accuracy', value: 2 },
  ],
  halved: false,
  bonuses: [],
  penalties: [{ kind: 'wound', value: 1 }],
  conditional: [],
  specialties: [],
  excellency: { cap: 8, cost: 8, stunt: 0, stunt_cost: 0 },
}
const attack: RollPreset = { label: 'Daiklave: Withering Attack', detail: witheringAttack }
const solar: RollerResources = { personal: 10, peripheral: 30, willpower: 5 }
const inChronicle: Roller = { kind: 'character', id: 12, name: 'Zan', chronicleId: 5 }
const personal: Roller = { ...inChronicle, chronicleId: null }

describe('the roll dialog’s prefill', () => {
  it('starts from the sheet’s total, penalties already applied, and its excellency', () => {
    expect(presetBasis(attack)).toEqual({
      pool: 9,
      excellency: witheringAttack.excellency,
      damage: false,
    })
  })

  it('rolls a plain number of dice when the sheet gives no explained figure', () => {
    expect(presetBasis({ label: 'Bite: Damage', pool: 12, damage: true })).toEqual({
      pool: 12,
      excellency: undefined,
      damage: true,
    })
  })

  it('opens with target number 7, doubled 10s, no rerolls, seen by everyone', () => {
    expect(defaultOptions(attack, solar, true)).toMatchObject({
      label: 'Daiklave: Withering Attack',
      targetNumber: 7,
      doubles: [10],
      rerolls: [],
      rerollOnce: true,
      visibility: 'public',
      joinBattle: false,
    })
  })

  it('opens a damage roll without doubles', () => {
    expect(defaultOptions({ label: 'Damage', pool: 8, damage: true }, solar, true).doubles).toEqual(
      [],
    )
  })

  it('spends personal motes first, peripheral when there is no personal pool', () => {
    expect(defaultOptions(attack, solar, true).motePool).toBe('personal')
    const peripheralOnly = { personal: null, peripheral: 4, willpower: 2 }
    expect(defaultOptions(attack, peripheralOnly, true).motePool).toBe('peripheral')
  })

  it('a Join Battle roll joins combat by default in a chronicle, never outside one', () => {
    const joinBattle = { label: 'Join Battle', pool: 5, joinBattle: true }
    expect(defaultOptions(joinBattle, solar, true).joinBattle).toBe(true)
    expect(defaultOptions(joinBattle, solar, false).joinBattle).toBe(false)
  })
})

describe('the roll request', () => {
  const options = defaultOptions(attack, solar, true)

  it('sends two clicks’ worth as it is: the pool, the defaults, who rolls, seen by everyone', () => {
    const setup = rollSetup(presetBasis(attack), NO_CHOICES)
    expect(rollRequest(inChronicle, attack, setup, options)).toEqual({
      dice: 9,
      target_number: 7,
      double: [10],
      reroll: [],
      reroll_once: true,
      auto_successes: 0,
      damage: false,
      label: 'Daiklave: Withering Attack',
      character_type: 'character',
      character_id: 12,
      visibility: 'public',
    })
  })

  it('an excellency, a stunt and willpower: more dice and successes, and what they cost', () => {
    const setup = rollSetup(presetBasis(attack), {
      ...NO_CHOICES,
      excellencyDice: 5,
      stunt: 2,
      willpower: true,
    })
    const body = rollRequest(inChronicle, attack, setup, { ...options, motePool: 'peripheral' })
    expect(body).toMatchObject({
      dice: 9 + 5 + 2,
      auto_successes: 1 + 1,
      spend: { motes: 5, pool: 'peripheral', mute: false, willpower: 1 },
    })
    expect(setupSummary(setup, { motePool: 'peripheral' })).toBe(
      'Roll 16 dice + 2 automatic successes, spending 5 peripheral motes and 1 Willpower',
    )
  })

  it('a personal roll names no visibility and never joins a battle', () => {
    const setup = rollSetup(presetBasis(attack), NO_CHOICES)
    const body = rollRequest(personal, attack, setup, { ...options, joinBattle: true })
    expect(body).not.toHaveProperty('visibility')
    expect(body).not.toHaveProperty('join_battle')
  })

  it('a Join Battle roll in a chronicle asks to join the battle', () => {
    const preset = { label: 'Join Battle', pool: 5, joinBattle: true }
    const setup = rollSetup(presetBasis(preset), NO_CHOICES)
    const body = rollRequest(inChronicle, preset, setup, defaultOptions(preset, solar, true))
    expect(body).toMatchObject({ dice: 5, join_battle: true })
  })

  it('trims the label and sends the faces chosen in order', () => {
    const setup = rollSetup(presetBasis(attack), NO_CHOICES)
    const body = rollRequest(inChronicle, attack, setup, {
      ...options,
      label: '  Strike  ',
      doubles: [9, 10],
      rerolls: [1, 2],
      rerollOnce: false,
      visibility: 'storyteller',
    })
    expect(body).toMatchObject({
      label: 'Strike',
      double: [9, 10],
      reroll: [1, 2],
      reroll_once: false,
      visibility: 'storyteller',
    })
  })
})

describe('what stops a roll', () => {
  const options = defaultOptions(attack, solar, true)
  const setupWith = (choices: Partial<typeof NO_CHOICES>, preset = attack) =>
    rollSetup(presetBasis(preset), { ...NO_CHOICES, ...choices })

  it('nothing, for the sheet’s own pool', () => {
    expect(rollProblem(setupWith({}), options, solar)).toBeNull()
  })

  it('no dice at all', () => {
    expect(rollProblem(setupWith({ extraDice: -20 }), options, solar)).toBe(
      'There are no dice to roll.',
    )
  })

  it('more dice than a roll may have', () => {
    expect(rollProblem(setupWith({ extraDice: 95 }), options, solar)).toBe(
      'A roll can have at most 100 dice.',
    )
  })

  it('more motes than the pool holds', () => {
    const low = { ...solar, personal: 3 }
    expect(rollProblem(setupWith({ excellencyDice: 4 }), options, low)).toBe(
      'Only 3 personal motes left.',
    )
    expect(rollProblem(setupWith({ excellencyDice: 3 }), options, low)).toBeNull()
  })

  it('no willpower left', () => {
    expect(rollProblem(setupWith({ willpower: true }), options, { ...solar, willpower: 0 })).toBe(
      'No Willpower left to spend.',
    )
  })

  it('rerolling every face until none remain', () => {
    const every = { ...options, rerolls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], rerollOnce: false }
    expect(rollProblem(setupWith({}), every, solar)).toMatch(/never end/)
    expect(rollProblem(setupWith({}), { ...every, rerollOnce: true }, solar)).toBeNull()
  })
})
