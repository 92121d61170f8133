import { faces, fighter, many, request, SWORD } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { decisiveDamageDice, decisiveMissCost } from '../../src/combat/decisive.ts'
import { damageHealth } from '../../src/combat/health-damage.ts'
import { type Resolution, resolveAttack } from '../../src/combat/resolve-attack.ts'

function resolved(result: ReturnType<typeof resolveAttack>): Resolution {
  if ('field' in result) throw new Error(`refused: ${result.message}`)
  return result
}

const afterOf = (resolution: Resolution, who: { kind: string; id: number }) =>
  resolution.changes.find((change) => change.kind === who.kind && change.id === who.id)?.after

const decisive = { attack: 'decisive' }

describe('a decisive attack', () => {
  it('needs Initiative above 0', () => {
    for (const initiative of [0, -3]) {
      const hero = fighter({ name: 'Hero', initiative })
      const target = fighter({ kind: 'qc' })
      expect(resolveAttack(hero, target, request(hero, target, decisive), faces())).toEqual({
        field: 'attack',
        message: `Hero needs Initiative above 0 for a decisive attack (has ${initiative})`,
      })
    }
  })

  it('that misses costs 2 Initiative below 11 and 3 from 11', () => {
    expect([2, 10, 11, 12, 20].map(decisiveMissCost)).toEqual([2, 2, 3, 3, 3])
    for (const [initiative, after] of [
      [10, 8],
      [11, 8],
      [12, 9],
    ] as const) {
      const hero = fighter({ initiative })
      const target = fighter({ kind: 'qc', evasion: 9, parries: [] })
      const resolution = resolved(
        resolveAttack(hero, target, request(hero, target, decisive), faces(...many(6, 1))),
      )
      expect(afterOf(resolution, hero)).toMatchObject({ initiative: after })
      expect(afterOf(resolution, target)).toEqual({ onslaught: 1 })
    }
  })

  it('that misses can crash the attacker, with nobody to thank', () => {
    const hero = fighter({ initiative: 2 })
    const target = fighter({ kind: 'qc', evasion: 9, parries: [] })
    const resolution = resolved(
      resolveAttack(hero, target, request(hero, target, decisive), faces(...many(6, 1))),
    )
    expect(afterOf(resolution, hero)).toEqual({ initiative: 0, has_acted: true })
    expect(afterOf(resolution, target)).toEqual({ onslaught: 1 })
  })

  it('that hits rolls the attacker’s Initiative as damage with no doubles, then resets it to 3', () => {
    const hero = fighter({ initiative: 6 })
    const target = fighter({ kind: 'qc', initiative: 4, evasion: 2, parries: [] })
    // 6 decisive dice: 2 successes meet Defence 2. Then 6 damage dice: two 10s count once each.
    const dice = faces(7, 7, 1, 1, 1, 1, 10, 10, 7, 1, 1, 1)
    const resolution = resolved(resolveAttack(hero, target, request(hero, target, decisive), dice))
    expect(
      resolution.rolls.map((roll) => [roll.roll, roll.settings.dice, roll.result.successes]),
    ).toEqual([
      ['attack', 6, 2],
      ['damage', 6, 3],
    ])
    expect(resolution.rolls[1]?.settings.double).toEqual([])
    expect(afterOf(resolution, target)).toEqual({ onslaught: 1, damage_lethal: 3 })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 3, has_acted: true })
  })

  it('deals the weapon’s kind of damage, or the kind the request names', () => {
    const hero = fighter({ initiative: 3, attacks: [{ ...SWORD, damage_type: 'bashing' }] })
    const target = fighter({ kind: 'qc', evasion: 0, parries: [] })
    const dice = () => faces(...many(6, 7), 7, 7, 7)
    const bashing = resolved(resolveAttack(hero, target, request(hero, target, decisive), dice()))
    expect(afterOf(bashing, target)).toMatchObject({ damage_bashing: 3 })
    const aggravated = resolved(
      resolveAttack(
        hero,
        target,
        request(hero, target, { ...decisive, damage_type: 'aggravated' }),
        dice(),
      ),
    )
    expect(afterOf(aggravated, target)).toMatchObject({ damage_aggravated: 3 })
  })

  it('whose Initiative does not exceed the target’s Hardness does no damage, but still resets', () => {
    expect(decisiveDamageDice(4, 4)).toBe(0)
    expect(decisiveDamageDice(5, 4)).toBe(5)
    const hero = fighter({ initiative: 4 })
    const target = fighter({ kind: 'qc', evasion: 0, parries: [], hardness: 4 })
    const resolution = resolved(
      resolveAttack(hero, target, request(hero, target, decisive), faces(...many(6, 7))),
    )
    expect(resolution.rolls).toHaveLength(1)
    expect(afterOf(resolution, target)).toEqual({ onslaught: 1 })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 3, has_acted: true })
  })
})

describe('the health track', () => {
  it('takes no more damage than it has boxes', () => {
    const target = fighter({
      health: { levels: [1, 2, 2, 1, 1], bashing: 2, lethal: 3, aggravated: 0, exalted: true },
    })
    const hurt = damageHealth(target, 'lethal', 5)
    expect(hurt.marked).toBe(2)
    expect(hurt.change?.after).toEqual({ damage_lethal: 5 })
    expect(hurt.note).toBe('Someone takes 2 lethal damage (3 beyond a full track)')
  })
})
