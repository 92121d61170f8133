import { faces, fighter, many, request, SWORD } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { combatantKey } from '../../src/combat/combatant.ts'
import { type Resolution, resolveAttack } from '../../src/combat/resolve-attack.ts'
import { witheringDamagePool, witheringHit } from '../../src/combat/withering.ts'

function resolved(result: ReturnType<typeof resolveAttack>): Resolution {
  if ('field' in result) throw new Error(`refused: ${result.message}`)
  return result
}

const afterOf = (resolution: Resolution, who: { kind: string; id: number }) =>
  resolution.changes.find((change) => change.kind === who.kind && change.id === who.id)?.after

describe('withering damage', () => {
  it('is weapon damage + extra successes + any bonus − soak', () => {
    expect(witheringDamagePool(SWORD, 2, 1, 5)).toEqual({
      raw: 13,
      soak: 5,
      overwhelming: 1,
      dice: 8,
    })
  })

  it('never falls below the weapon’s Overwhelming', () => {
    expect(witheringDamagePool({ damage: 3, overwhelming: 2 }, 0, 0, 12).dice).toBe(2)
    expect(witheringDamagePool({ damage: 3, overwhelming: 0 }, 0, 0, 12).dice).toBe(0)
  })
})

describe('a withering attack', () => {
  it('takes the damage from the target and gives it to the attacker, plus 1 for landing', () => {
    const hero = fighter({ name: 'Hero', initiative: 10 })
    const bandit = fighter({
      kind: 'qc',
      name: 'Bandit',
      initiative: 6,
      evasion: 3,
      parries: [],
      soak: 5,
    })
    // 8 attack dice: 10 counts twice, so 5 successes against Defence 3: 2 extra.
    // Raw damage 10 + 2 − soak 5 = 7 dice, which count no doubles: 10, 8, 7 are 3 damage.
    const dice = faces(10, 9, 8, 7, 1, 2, 3, 4, 10, 8, 7, 1, 2, 3, 4)
    const resolution = resolved(resolveAttack(hero, bandit, request(hero, bandit), dice))
    expect(dice.left()).toBe(0)
    expect(resolution.hit).toBe(true)
    expect(
      resolution.rolls.map((roll) => [roll.roll, roll.settings.dice, roll.result.successes]),
    ).toEqual([
      ['attack', 8, 5],
      ['damage', 7, 3],
    ])
    expect(afterOf(resolution, bandit)).toEqual({ initiative: 3, onslaught: 1 })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 14, has_acted: true })
    expect(resolution.rolls[1]?.notes).toContain(
      'Hero: Initiative 10 → 14 (+4, 3 damage + 1 for landing)',
    )
  })

  it('rolls the Overwhelming when soak would leave less', () => {
    const hero = fighter({ attacks: [{ ...SWORD, damage: 3, overwhelming: 2 }] })
    const golem = fighter({ kind: 'qc', soak: 12, evasion: 0, parries: [] })
    const resolution = resolved(
      resolveAttack(hero, golem, request(hero, golem), faces(...many(8, 7), 9, 9)),
    )
    expect(resolution.rolls[1]?.settings.dice).toBe(2)
    expect(afterOf(resolution, golem)).toMatchObject({ initiative: 8 })
  })

  it('that misses only adds onslaught, and ends the attacker’s turn', () => {
    const hero = fighter()
    const target = fighter({ kind: 'qc', evasion: 5, parries: [], onslaught: 1 })
    // Defence 5 − 1 onslaught = 4; two successes miss.
    const resolution = resolved(
      resolveAttack(hero, target, request(hero, target), faces(7, 8, ...many(6, 1))),
    )
    expect(resolution.hit).toBe(false)
    expect(resolution.rolls).toHaveLength(1)
    expect(afterOf(resolution, target)).toEqual({ onslaught: 2 })
    expect(afterOf(resolution, hero)).toEqual({ has_acted: true })
  })

  it('leaves the attacker’s turn open when asked (a counterattack)', () => {
    const hero = fighter()
    const target = fighter({ kind: 'qc', evasion: 9, parries: [] })
    const resolution = resolved(
      resolveAttack(
        hero,
        target,
        request(hero, target, { takes_turn: false }),
        faces(...many(8, 1)),
      ),
    )
    expect(afterOf(resolution, hero)).toBeUndefined()
  })

  it('that crashes the target gives the +5 Initiative Break and names who crashed it', () => {
    const hero = fighter({ initiative: 4 })
    const target = fighter({ kind: 'qc', initiative: 2, evasion: 0, parries: [], soak: 7 })
    // 8 successes, all extra: 10 + 8 − 7 = 11 dice, 3 of them successes.
    const dice = faces(...many(8, 7), 7, 7, 7, ...many(8, 2))
    const resolution = resolved(resolveAttack(hero, target, request(hero, target), dice))
    expect(afterOf(resolution, target)).toEqual({
      initiative: -1,
      onslaught: 1,
      crashed_by: combatantKey(hero),
    })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 4 + 3 + 1 + 5, has_acted: true })
  })
})

describe('a withering hit on a crashed target', () => {
  it('takes more Initiative but gives no second break', () => {
    const hero = fighter({ initiative: 5 })
    const target = fighter({
      kind: 'qc',
      initiative: -2,
      crashed_by: 'character:1',
      crash_turns: 1,
    })
    const outcome = witheringHit(hero, target, 3)
    expect(outcome.crashed).toBe(false)
    expect(outcome.changes.map((change) => change.after)).toEqual([
      { initiative: 9 },
      { initiative: -5 },
    ])
  })
})
