// Mounted combat, as docs/rules.md's "Grappling, gambits, unexpected attacks, mounts" cites it
// from the Exalted 3rd edition core book's mounted combat rules.
import { faces, fighter, fightingBattlegroup, many, request } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { isAttackProblem } from '../../src/combat/attack.ts'
import { mountedAttackDice, mountedDefence } from '../../src/combat/mounted.ts'
import { resolveAttack } from '../../src/combat/resolve-attack.ts'

const CLOSE = { bands: null }
const BOW = { bands: { close: 5, short: 7 } }

describe('a rider', () => {
  it('gains a die on withering close-range attacks on a foe on foot, two on a battlegroup', () => {
    const rider = { mounted: true, battlegroup: null }
    const walker = { mounted: false, battlegroup: null }
    expect(mountedAttackDice(rider, walker, CLOSE, 'withering')).toBe(1)
    expect(mountedAttackDice(rider, fightingBattlegroup(), CLOSE, 'withering')).toBe(2)
    expect(mountedAttackDice(rider, walker, CLOSE, 'decisive')).toBe(0)
    expect(mountedAttackDice(rider, walker, BOW, 'withering')).toBe(0)
    expect(mountedAttackDice(rider, rider, CLOSE, 'withering')).toBe(0)
    expect(mountedAttackDice(walker, walker, CLOSE, 'withering')).toBe(0)
  })

  it('gains a Defence against close-range attacks from a foe on foot only', () => {
    const rider = { mounted: true, battlegroup: null }
    const walker = { mounted: false, battlegroup: null }
    expect(mountedDefence(walker, rider, CLOSE)).toBe(1)
    expect(mountedDefence(walker, rider, BOW)).toBe(0)
    expect(mountedDefence(rider, rider, CLOSE)).toBe(0)
  })

  it('rolls the extra die and meets the extra Defence in a resolved attack', () => {
    const rider = fighter({ name: 'Rider', mounted: true })
    const walker = fighter({ kind: 'qc', name: 'Walker' })
    const charge = resolveAttack(rider, walker, request(rider, walker), faces(...many(9, 1)))
    if (isAttackProblem(charge)) throw new Error(charge.message)
    expect(charge.rolls[0]?.settings.dice).toBe(9)
    expect(charge.rolls[0]?.notes).toContain('+1 mounted against a foe on foot')
    const back = resolveAttack(walker, rider, request(walker, rider), faces(...many(8, 1)))
    if (isAttackProblem(back)) throw new Error(back.message)
    expect(back.rolls[0]?.notes[0]).toBe('0 successes against Parry (Sword) 5: a miss')
  })
})
