import type { ExcellencyDetail, Fighter, FighterAttack } from '@loom/core'
import { SWORD as KIT_SWORD, fighter as kitFighter } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import type { RollerResources } from '../../dice/roller-resources.ts'
import {
  type AttackChoices,
  attackPreview,
  attackRequestBody,
  decisiveRefusal,
  initialChoices,
  reachableBands,
} from './attack-plan.ts'

const EXCELLENCY: ExcellencyDetail = { cap: 5, cost: 5, stunt: 0, stunt_cost: 0 }
const SWORD: FighterAttack = { ...KIT_SWORD, excellency: EXCELLENCY }
const BOW: FighterAttack = {
  ...SWORD,
  id: 2,
  name: 'Bow',
  withering: 7,
  bands: { close: 5, short: 7, medium: 6 },
}

/** The kit's fighter as Swift Lotus (id 11): a sword with an excellency, a bow, a staff to parry. */
const fighter = (fields: Partial<Fighter> = {}): Fighter =>
  kitFighter({
    id: 11,
    name: 'Swift Lotus',
    attacks: [SWORD, BOW],
    parries: [
      { weapon_id: 1, name: 'Sword', value: 4 },
      { weapon_id: 3, name: 'Staff', value: 2 },
    ],
    health: null,
    ...fields,
  })

const target = (fields: Partial<Fighter> = {}) =>
  fighter({ kind: 'qc', id: 21, name: 'Bandit', ...fields })
const RICH: RollerResources = { personal: 10, peripheral: 20, willpower: 3 }
const attacker = fighter()
const chosen = (changes: Partial<AttackChoices> = {}): AttackChoices => ({
  ...initialChoices(attacker, RICH),
  ...changes,
})

describe('the attack dialog', () => {
  it('opens on a withering attack with the first weapon, against the best Defence', () => {
    const choices = initialChoices(attacker, RICH)
    expect(choices).toMatchObject({ attack: 'withering', weaponId: 1, defence: 'best' })
    expect(choices.motePool).toBe('personal')
  })

  it('spends peripheral motes when the attacker has no personal pool', () => {
    expect(initialChoices(attacker, { ...RICH, personal: null }).motePool).toBe('peripheral')
  })

  it('shows the withering pool against the better of Evasion and Parry', () => {
    const preview = attackPreview(attacker, target(), chosen(), RICH)
    expect(preview).toMatchObject({ pool: 8, dice: 8, autoSuccesses: 0, problem: null })
    expect(preview.defence).toMatchObject({ label: 'Parry (Sword)', value: 4 })
  })

  it('takes the target’s onslaught off its Defence', () => {
    const preview = attackPreview(attacker, target({ onslaught: 3 }), chosen(), RICH)
    expect(preview.defence).toMatchObject({ rating: 4, onslaught: 3, value: 1 })
  })

  it('uses Evasion, or the Parry of the weapon chosen, when the defender picks them', () => {
    const evasion = attackPreview(attacker, target(), chosen({ defence: 'evasion' }), RICH)
    expect(evasion.defence).toMatchObject({ label: 'Evasion', value: 3 })
    const staff = chosen({ defence: 'parry', parryWeaponId: 3 })
    expect(attackPreview(attacker, target(), staff, RICH).defence).toMatchObject({ value: 2 })
  })

  it('uses the decisive pool for a decisive attack, its damage the attacker’s Initiative', () => {
    const preview = attackPreview(attacker, target(), chosen({ attack: 'decisive' }), RICH)
    expect(preview).toMatchObject({ pool: 6, dice: 6, problem: null })
    expect(preview.damage).toBe('On a hit: 10 dice of lethal damage, then back to base Initiative.')
  })

  it('warns that a decisive attack at or below the target’s Hardness deals no damage', () => {
    const hard = target({ hardness: 10 })
    const preview = attackPreview(attacker, hard, chosen({ attack: 'decisive' }), RICH)
    expect(preview.damage).toBe('No damage on a hit: Initiative 10 does not exceed Hardness 10.')
  })

  it('shows a withering hit’s raw damage against soak, floored at Overwhelming', () => {
    const preview = attackPreview(attacker, target(), chosen({ damageBonus: 3 }), RICH)
    expect(preview.damage).toBe(
      'On a hit: raw damage 13 + extra successes − soak 5 dice, never below Overwhelming 1.',
    )
  })

  it.each([0, -3])('refuses a decisive attack at Initiative %i', (initiative) => {
    const low = fighter({ initiative })
    const preview = attackPreview(low, target(), chosen({ attack: 'decisive' }), RICH)
    expect(preview.problem).toMatch(/Initiative above 0/)
  })

  it('refuses a decisive attack to a battlegroup', () => {
    const host = fighter({ side: 'battlegroup', kind: 'battlegroup' })
    expect(decisiveRefusal(host)).toBe('A battlegroup makes withering attacks only.')
    const preview = attackPreview(host, target(), chosen({ attack: 'decisive' }), RICH)
    expect(preview.problem).toBe('A battlegroup makes withering attacks only.')
    expect(decisiveRefusal(attacker)).toBeNull()
  })

  it('adds excellency dice up to the cap, two stunt dice, other dice and Willpower’s success', () => {
    const choices = chosen({ excellencyDice: 9, stunt: 2, bonusDice: -1, willpower: true })
    const preview = attackPreview(attacker, target(), choices, RICH)
    expect(preview).toMatchObject({ excellencyDice: 5, motes: 5, dice: 8 + 5 + 2 - 1 })
    expect(preview.autoSuccesses).toBe(1)
  })

  it('refuses motes or Willpower the attacker does not have', () => {
    const poor: RollerResources = { personal: 2, peripheral: null, willpower: 0 }
    expect(attackPreview(attacker, target(), chosen({ excellencyDice: 3 }), poor).problem).toBe(
      'Only 2 personal motes left.',
    )
    expect(attackPreview(attacker, target(), chosen({ willpower: true }), poor).problem).toBe(
      'No Willpower left to spend.',
    )
  })

  it('reads a ranged weapon’s pool at the band chosen, short by default', () => {
    expect(reachableBands(BOW)).toEqual(['close', 'short', 'medium'])
    expect(reachableBands(SWORD)).toEqual([])
    expect(attackPreview(attacker, target(), chosen({ weaponId: 2 }), RICH).pool).toBe(7)
    const close = chosen({ weaponId: 2, range: 'close' })
    expect(attackPreview(attacker, target(), close, RICH).pool).toBe(5)
    const far = attackPreview(attacker, target(), chosen({ weaponId: 2, range: 'long' }), RICH)
    expect(far.problem).toBe('Bow cannot reach long range (only close, short, medium).')
  })

  it('asks for a weapon when the attacker has none', () => {
    const unarmed = fighter({ attacks: [] })
    const preview = attackPreview(unarmed, target(), initialChoices(unarmed, RICH), RICH)
    expect(preview.problem).toBe('Choose a weapon or attack.')
  })

  it('refuses a Parry from a target with nothing to parry with', () => {
    const bare = target({ parries: [] })
    const preview = attackPreview(attacker, bare, chosen({ defence: 'parry' }), RICH)
    expect(preview.problem).toBe('Bandit has nothing to parry with.')
  })

  it('leaves the Defence to the server when the target’s sheet is not shared', () => {
    const preview = attackPreview(attacker, null, chosen(), RICH)
    expect(preview).toMatchObject({ defence: null, problem: null })
  })

  it('sends what was chosen, with the excellency’s motes as the spend', () => {
    const choices = chosen({
      excellencyDice: 2,
      stunt: 1,
      willpower: true,
      bonusDice: 1,
      damageBonus: 2,
      motePool: 'peripheral',
      visibility: 'storyteller',
    })
    const preview = attackPreview(attacker, target(), choices, RICH)
    const body = attackRequestBody(
      { type: 'character', id: 11 },
      { type: 'qc', id: 21 },
      choices,
      preview,
    )
    expect(body).toEqual({
      attacker: { type: 'character', id: 11 },
      target: { type: 'qc', id: 21 },
      attack: 'withering',
      weapon_id: 1,
      defence: 'best',
      parry_weapon_id: null,
      excellency_dice: 2,
      stunt: 1,
      willpower: true,
      spend: { motes: 2, pool: 'peripheral', mute: false, willpower: 0 },
      bonus_dice: 1,
      damage_bonus: 2,
      visibility: 'storyteller',
    })
  })

  it('sends no spend, damage bonus or visibility a decisive attack did not ask for', () => {
    const choices = chosen({ attack: 'decisive', damageBonus: 4, defence: 'evasion' })
    const body = attackRequestBody(
      { type: 'character', id: 11 },
      { type: 'qc', id: 21 },
      choices,
      attackPreview(attacker, target(), choices, RICH),
    )
    expect(body).toMatchObject({ spend: null, damage_bonus: 0, parry_weapon_id: null })
    expect(body).not.toHaveProperty('visibility')
    expect(body).not.toHaveProperty('range')
  })

  it('sends the band of a ranged weapon', () => {
    const choices = chosen({ weaponId: 2, range: 'medium' })
    const body = attackRequestBody(
      { type: 'character', id: 11 },
      { type: 'qc', id: 21 },
      choices,
      attackPreview(attacker, target(), choices, RICH),
    )
    expect(body.range).toBe('medium')
  })
})

describe('a gambit and an unexpected attack in the dialog', () => {
  const ref = (one: Fighter) => ({ type: one.kind, id: one.id })

  it('a decisive gambit shows its difficulty and cost, and goes in the request', () => {
    const choices = chosen({ attack: 'decisive', gambit: 'grapple' })
    const preview = attackPreview(attacker, target(), choices, RICH)
    expect(preview.damage).toBe(
      'On a hit: 10 dice of Initiative against difficulty 2, then the control roll; costs 3 Initiative.',
    )
    expect(attackRequestBody(ref(attacker), ref(target()), choices, preview)).toMatchObject({
      attack: 'decisive',
      gambit: 'grapple',
    })
  })

  it('a gambit whose cost would crash the attacker cannot go', () => {
    const low = fighter({ initiative: 4 })
    const preview = attackPreview(
      low,
      target(),
      chosen({ attack: 'decisive', gambit: 'unhorse' }),
      RICH,
    )
    expect(preview.problem).toBe(
      'The unhorse gambit costs 5 Initiative with Sword, which would crash Swift Lotus (4 now).',
    )
  })

  it('a knockdown with a Smashing weapon is one easier and one cheaper, in the preview and its check', () => {
    const hammer: FighterAttack = { ...SWORD, id: 4, name: 'Hammer', tags: ['smashing'] }
    const swinger = fighter({ initiative: 4, attacks: [SWORD, hammer] })
    const withSword = attackPreview(
      swinger,
      target(),
      chosen({ attack: 'decisive', gambit: 'knockdown' }),
      RICH,
    )
    expect(withSword.problem).toBe(
      'The knockdown gambit costs 4 Initiative with Sword, which would crash Swift Lotus (4 now).',
    )
    const choices = chosen({ attack: 'decisive', gambit: 'knockdown', weaponId: hammer.id })
    const withHammer = attackPreview(swinger, target(), choices, RICH)
    expect(withHammer).toMatchObject({
      problem: null,
      damage:
        'On a hit: 4 dice of Initiative against difficulty 2 (smashing weapon −1); costs 3 Initiative.',
    })
    expect(attackRequestBody(ref(swinger), ref(target()), choices, withHammer)).toMatchObject({
      gambit: 'knockdown',
      weapon_id: hammer.id,
    })
  })

  it('a withering attack sends no gambit; an unexpected one meets Defence 0', () => {
    const choices = chosen({ gambit: 'disarm', unexpected: true })
    const preview = attackPreview(attacker, target(), choices, RICH)
    expect(preview.defence).toMatchObject({ label: 'Defence 0 (unexpected)', value: 0 })
    const body = attackRequestBody(ref(attacker), ref(target()), choices, preview)
    expect(body).not.toHaveProperty('gambit')
    expect(body).toMatchObject({ unexpected: true })
  })
})

describe('the mount and the grapple in the dialog’s preview', () => {
  it('a rider rolls a die more on a foe on foot, who meets a rider at +1 Defence', () => {
    const rider = fighter({ mounted: true })
    expect(attackPreview(rider, target(), chosen(), RICH).dice).toBe(9)
    const onFoot = attackPreview(attacker, target({ mounted: true }), chosen(), RICH)
    expect(onFoot.defence).toMatchObject({ bonus: 1, value: 5 })
  })

  it('the one held rolls a die less, and anyone in a grapple defends at −2', () => {
    const held = fighter({ grappled_by: 'qc:21' })
    expect(attackPreview(held, target(), chosen(), RICH).dice).toBe(7)
    const grappling = attackPreview(attacker, target({ grappling: 'character:9' }), chosen(), RICH)
    expect(grappling.defence).toMatchObject({ bonus: -2, value: 2 })
  })
})
