// Mounted combat, as docs/rules.md's "Grappling, gambits, unexpected attacks, mounts" cites it
// from the Exalted 3rd edition core book's mounted combat rules.
import {
  faces,
  fighter,
  fightingBattlegroup,
  input,
  many,
  mortal,
  request,
} from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { isAttackProblem } from '../../src/combat/attack.ts'
import { mountedAttackDice, mountedDefence } from '../../src/combat/mounted.ts'
import { resolveAttack } from '../../src/combat/resolve-attack.ts'
import { characterStatDetails } from '../../src/rules/character-stats.ts'
import { characterSchemas } from '../../src/schemas/character.ts'

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

describe('a rider’s movement', () => {
  const pools = (fields: Parameters<typeof mortal>[0]) => {
    const { pools } = characterStatDetails(input(mortal(fields)))
    return { rush: pools.rush, disengage: pools.disengage, withdraw: pools.withdraw }
  }

  it('adds the mount’s speed bonus to rush and disengage, shown in their breakdowns', () => {
    const riding = pools({ mounted: true, mount_speed_bonus: 2 })
    // Dexterity 1 + Athletics or Dodge 0, + 2 for the mount.
    for (const pool of [riding.rush, riding.disengage]) {
      expect(pool.total).toBe(3)
      expect(pool.bonuses).toEqual([{ label: 'Mount speed', value: 2 }])
    }
    expect(riding.withdraw.total).toBe(1)
    expect(riding.withdraw.bonuses).toEqual([])
  })

  it('adds nothing on foot, with a mount of no speed bonus, or from a sheet without the fields', () => {
    expect(pools({ mounted: false, mount_speed_bonus: 3 }).rush.total).toBe(1)
    expect(pools({ mounted: true, mount_speed_bonus: 0 }).disengage.bonuses).toEqual([])
    expect(pools({}).rush.total).toBe(1)
  })

  it('is a whole number from 0 to 5 on every combatant’s sheet, 0 by default', () => {
    const { patch } = characterSchemas
    expect(characterSchemas.fields.parse({}).mount_speed_bonus).toBe(0)
    for (const bad of [-1, 6, 1.5, '2']) {
      expect(patch.safeParse({ mount_speed_bonus: bad }).success, String(bad)).toBe(false)
    }
    expect(patch.parse({ mount_speed_bonus: 5 })).toEqual({ mount_speed_bonus: 5 })
  })
})
