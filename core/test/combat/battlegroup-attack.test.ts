import {
  fightingBattlegroup as battlegroup,
  faces,
  fighter,
  many,
  request,
} from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import {
  decisiveBonusAgainstBattlegroup,
  magnitudeAfter,
} from '../../src/combat/battlegroup-attack.ts'
import { type Resolution, resolveAttack } from '../../src/combat/resolve-attack.ts'

function resolved(result: ReturnType<typeof resolveAttack>): Resolution {
  if ('field' in result) throw new Error(`refused: ${result.message}`)
  return result
}

const afterOf = (resolution: Resolution, who: { kind: string; id: number }) =>
  resolution.changes.find((change) => change.kind === who.kind && change.id === who.id)?.after

// Size 2 of 3-level soldiers: Magnitude 5 at size 2, 4 at size 1.
const GROUP = { size: 2, magnitude: 5, health_levels: 3, perfect_morale: false }

describe('Magnitude', () => {
  it('takes damage at the current Size', () => {
    expect(magnitudeAfter(GROUP, 3)).toEqual({
      size: 2,
      magnitude: 2,
      sizes_lost: 0,
      routed: false,
    })
  })

  it('running out costs a point of Size and refills for the new Size, damage spilling over', () => {
    expect(magnitudeAfter(GROUP, 5)).toEqual({
      size: 1,
      magnitude: 4,
      sizes_lost: 1,
      routed: false,
    })
    expect(magnitudeAfter(GROUP, 7)).toEqual({
      size: 1,
      magnitude: 2,
      sizes_lost: 1,
      routed: false,
    })
  })

  it('refills three more with perfect morale', () => {
    expect(magnitudeAfter({ ...GROUP, perfect_morale: true }, 5)).toMatchObject({
      size: 1,
      magnitude: 7,
    })
  })

  it('at Size 0 the group is routed', () => {
    expect(magnitudeAfter(GROUP, 9)).toEqual({ size: 0, magnitude: 0, sizes_lost: 2, routed: true })
    expect(magnitudeAfter(GROUP, 50)).toEqual({
      size: 0,
      magnitude: 0,
      sizes_lost: 2,
      routed: true,
    })
  })
})

describe('attacking a battlegroup', () => {
  it('with a withering hit takes its damage from Magnitude; the attacker gains only 1', () => {
    const hero = fighter({ initiative: 8 })
    const spearmen = battlegroup({ evasion: 0, parries: [], soak: 9 })
    // 8 successes, 8 extra: 10 + 8 − 9 = 9 dice, 3 successes.
    const dice = faces(...many(8, 7), 7, 7, 7, ...many(6, 1))
    const resolution = resolved(resolveAttack(hero, spearmen, request(hero, spearmen), dice))
    expect(afterOf(resolution, spearmen)).toEqual({ onslaught: 1, magnitude: 2 })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 9, has_acted: true })
  })

  it('that takes a point of Size gives the attacker the Initiative Break', () => {
    const hero = fighter({ initiative: 8 })
    const spearmen = battlegroup({ evasion: 0, parries: [], soak: 9 })
    const dice = faces(...many(8, 7), ...many(6, 7), 1, 1, 1)
    const resolution = resolved(resolveAttack(hero, spearmen, request(hero, spearmen), dice))
    expect(afterOf(resolution, spearmen)).toEqual({ onslaught: 1, size: 1, magnitude: 3 })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 8 + 1 + 5, has_acted: true })
  })

  it('with a decisive hit adds 1 level for every 4 dice, and routs it at Size 0', () => {
    expect([1, 4, 5, 8, 9].map(decisiveBonusAgainstBattlegroup)).toEqual([1, 1, 2, 2, 3])
    const hero = fighter({ initiative: 9 })
    const spearmen = battlegroup({
      evasion: 0,
      parries: [],
      battlegroup: { ...GROUP, size: 1, magnitude: 4 },
    })
    // 6 decisive dice meet Defence 0; 9 damage dice: 2 successes + 3 for 9 dice = 5 levels.
    const dice = faces(...many(6, 7), 7, 7, ...many(7, 1))
    const resolution = resolved(
      resolveAttack(hero, spearmen, request(hero, spearmen, { attack: 'decisive' }), dice),
    )
    expect(resolution.rolls[1]?.result.successes).toBe(5)
    expect(afterOf(resolution, spearmen)).toEqual({
      size: 0,
      magnitude: 0,
      in_combat: false,
    })
    // 9 back to base 3, then the break for the Size lost.
    expect(afterOf(resolution, hero)).toEqual({ initiative: 8, has_acted: true })
    expect(resolution.rolls[1]?.notes).toContain('Spearmen is routed and leaves the order')
  })
})

describe('a battlegroup attacking', () => {
  it('makes withering attacks only', () => {
    const spearmen = battlegroup()
    const hero = fighter()
    expect(
      resolveAttack(spearmen, hero, request(spearmen, hero, { attack: 'decisive' }), faces()),
    ).toEqual({
      field: 'attack',
      message: 'a battlegroup makes withering attacks only',
    })
  })

  it('takes Initiative from its target but gains none, and breaks nobody', () => {
    const spearmen = battlegroup({ initiative: 6 })
    const hero = fighter({ initiative: 2, evasion: 0, parries: [], soak: 8 })
    // 9 successes, 9 extra: 8 + 9 − 8 = 9 damage dice, 4 successes.
    const dice = faces(...many(9, 7), 7, 7, 7, 7, ...many(5, 1))
    const resolution = resolved(resolveAttack(spearmen, hero, request(spearmen, hero), dice))
    expect(afterOf(resolution, hero)).toEqual({ initiative: -2, onslaught: 1 })
    expect(afterOf(resolution, spearmen)).toEqual({ has_acted: true })
  })

  it('deals its withering damage to a crashed target’s health track', () => {
    const spearmen = battlegroup()
    const hero = fighter({ initiative: -1, evasion: 0, parries: [], soak: 8 })
    const dice = faces(...many(9, 7), 7, 7, 7, 7, ...many(5, 1))
    const resolution = resolved(resolveAttack(spearmen, hero, request(spearmen, hero), dice))
    expect(afterOf(resolution, hero)).toEqual({ onslaught: 1, damage_lethal: 4 })
  })
})
