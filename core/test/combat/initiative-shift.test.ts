import { faces, fighter, many, request } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { combatantKey } from '../../src/combat/combatant.ts'
import { earnsInitiativeShift } from '../../src/combat/initiative-shift.ts'
import { type Resolution, resolveAttack } from '../../src/combat/resolve-attack.ts'

function resolved(result: ReturnType<typeof resolveAttack>): Resolution {
  if ('field' in result) throw new Error(`refused: ${result.message}`)
  return result
}

const afterOf = (resolution: Resolution, who: { kind: string; id: number }) =>
  resolution.changes.find((change) => change.kind === who.kind && change.id === who.id)?.after

/** A hero crashed at −2 by `foe`, and the foe at 2 Initiative with no Defence and soak 5. */
function crashedBy() {
  const foe = fighter({ kind: 'qc', name: 'Foe', initiative: 2, evasion: 0, parries: [] })
  const hero = fighter({
    name: 'Hero',
    initiative: -2,
    crashed_by: combatantKey(foe),
    crash_turns: 1,
    join_battle: 4,
  })
  return { hero, foe }
}

// 8 attack dice, all extra successes: 10 + 8 − soak 5 = 13 damage dice, 3 successes.
const CRASHING_HIT = [...many(8, 7), 7, 7, 7, ...many(10, 2)]

describe('Initiative Shift', () => {
  it('is earned by crashing the opponent who crashed you, while in crash', () => {
    const { hero, foe } = crashedBy()
    expect(earnsInitiativeShift(hero, foe, 0)).toBe(true)
    expect(earnsInitiativeShift(hero, foe, 1)).toBe(false)
    expect(earnsInitiativeShift({ ...hero, crashed_by: 'qc:999' }, foe, 0)).toBe(false)
    expect(earnsInitiativeShift({ ...hero, initiative: 1 }, foe, 0)).toBe(false)
    expect(earnsInitiativeShift(hero, { ...foe, initiative: -1 }, -4)).toBe(false)
  })

  it('returns to base Initiative, adds the break and a Join Battle roll, and gives another turn', () => {
    const { hero, foe } = crashedBy()
    // Hero −2 + 3 damage + 1 = 2, back to base 3, +5 break = 8, Join Battle 4 dice: 10, 7 = 3.
    const dice = faces(...CRASHING_HIT, 10, 7, 1, 1)
    const resolution = resolved(resolveAttack(hero, foe, request(hero, foe), dice))
    expect(dice.left()).toBe(0)
    expect(resolution.rolls.map((roll) => roll.roll)).toEqual(['attack', 'damage', 'join_battle'])
    expect(resolution.rolls[2]?.settings).toMatchObject({ dice: 4, double: [10] })
    expect(afterOf(resolution, hero)).toEqual({ initiative: 11, crashed_by: '', crash_turns: 0 })
    expect(afterOf(resolution, foe)).toEqual({
      initiative: -1,
      onslaught: 1,
      crashed_by: combatantKey(hero),
    })
    expect(resolution.rolls[2]?.notes).toEqual([
      'Initiative Shift: Hero adds 3 for 11 Initiative, above tick -2: another turn now',
    ])
  })

  it('keeps Initiative above base rather than lowering it', () => {
    const { hero, foe } = crashedBy()
    // 8 successes on 16 dice after soak: −2 + 8 + 1 = 7, not lowered to 3; +5 = 12; no Join Battle successes.
    const dice = faces(...many(8, 7), ...many(8, 7), ...many(8, 2), 1, 1, 1, 1)
    const resolution = resolved(resolveAttack(hero, { ...foe, soak: 2 }, request(hero, foe), dice))
    expect(afterOf(resolution, hero)).toMatchObject({ initiative: 12 })
  })

  it('gives no extra turn when the new Initiative is not above the tick', () => {
    const { hero, foe } = crashedBy()
    const dice = faces(...CRASHING_HIT, 10, 7, 1, 1)
    const resolution = resolved(resolveAttack(hero, foe, request(hero, foe, { tick: 11 }), dice))
    expect(afterOf(resolution, hero)).toEqual({
      initiative: 11,
      has_acted: true,
      crashed_by: '',
      crash_turns: 0,
    })
    expect(resolution.rolls[2]?.notes[0]).toContain('not above tick 11: no extra turn')
  })

  it('is not earned by crashing someone else', () => {
    const { hero, foe } = crashedBy()
    const other = { ...foe, id: foe.id + 1000 }
    const resolution = resolved(
      resolveAttack(hero, other, request(hero, other), faces(...CRASHING_HIT)),
    )
    expect(resolution.rolls.map((roll) => roll.roll)).toEqual(['attack', 'damage'])
    // −2 + 3 + 1 = 2 is out of crash; +5 break for crashing the other foe.
    expect(afterOf(resolution, hero)).toEqual({
      initiative: 7,
      has_acted: true,
      crashed_by: '',
      crash_turns: 0,
    })
  })
})
