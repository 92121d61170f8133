import { describe, expect, it } from 'vitest'
import {
  DIE_SIDES,
  defaultDoubles,
  type PoolSettings,
  poolOutcome,
  rollPool,
} from '../../src/dice/pool.ts'
import { type RandomInt, seededRandom } from '../../src/dice/random.ts'

/** A random source that shows these faces, in order, and fails the test if asked for more. */
function scripted(...faces: number[]): RandomInt {
  const queue = [...faces]
  return (sides) => {
    expect(sides).toBe(DIE_SIDES)
    const face = queue.shift()
    if (face === undefined) throw new Error('the roll asked for more dice than scripted')
    return face
  }
}

function pool(dice: number, settings: Partial<PoolSettings> = {}): PoolSettings {
  return {
    dice,
    target_number: 7,
    double: defaultDoubles(false),
    reroll: [],
    reroll_once: true,
    auto_successes: 0,
    ...settings,
  }
}

const SEED = 20261124

describe('a pool of d10s', () => {
  it('rolls one die per die in the pool, each a face from 1 to 10', () => {
    const result = rollPool(pool(100), seededRandom(SEED))
    expect(result.dice).toHaveLength(100)
    for (const face of result.dice) expect(face >= 1 && face <= 10).toBe(true)
  })

  it('rolls the same dice for the same seed, and different dice for another', () => {
    const first = rollPool(pool(20), seededRandom(SEED))
    expect(rollPool(pool(20), seededRandom(SEED))).toEqual(first)
    expect(rollPool(pool(20), seededRandom(SEED + 1)).dice).not.toEqual(first.dice)
  })

  it('counts a die at or above the target number (7 by default) as a success', () => {
    const result = rollPool(pool(5), scripted(6, 7, 8, 9, 1))
    expect(result).toEqual({ dice: [6, 7, 8, 9, 1], rerolled: [], successes: 3, botch: false })
  })

  it('counts 10s twice', () => {
    expect(rollPool(pool(3), scripted(10, 10, 7)).successes).toBe(5)
  })

  it('moves the line with the target number', () => {
    expect(rollPool(pool(4, { target_number: 5 }), scripted(4, 5, 6, 10)).successes).toBe(4)
    expect(rollPool(pool(4, { target_number: 9 }), scripted(7, 8, 9, 10)).successes).toBe(3)
  })

  it('counts every face of the double set twice when it is a success', () => {
    const result = rollPool(pool(4, { double: [8, 9, 10] }), scripted(7, 8, 9, 10))
    expect(result.successes).toBe(7)
  })

  it('does not count a double face below the target number', () => {
    const result = rollPool(pool(2, { target_number: 8, double: [7, 10] }), scripted(7, 8))
    expect(result.successes).toBe(1)
  })

  it('counts no doubles on a damage roll unless the roll names its doubles', () => {
    expect(defaultDoubles(true)).toEqual([])
    const damage = rollPool(pool(3, { double: defaultDoubles(true) }), scripted(10, 10, 7))
    expect(damage.successes).toBe(3)
    const fireWeapon = rollPool(pool(3, { double: [10] }), scripted(10, 10, 7))
    expect(fireWeapon.successes).toBe(5)
  })

  it('adds automatic successes to the dice successes', () => {
    expect(rollPool(pool(2, { auto_successes: 2 }), scripted(7, 3)).successes).toBe(3)
  })
})

describe('botches', () => {
  it('is a botch when no die succeeds and one shows a 1', () => {
    expect(rollPool(pool(3), scripted(1, 4, 6))).toMatchObject({ successes: 0, botch: true })
  })

  it('is a plain failure when no die succeeds and none shows a 1', () => {
    expect(rollPool(pool(3), scripted(2, 4, 6))).toMatchObject({ successes: 0, botch: false })
  })

  it('is no botch when any die succeeds, however many 1s', () => {
    expect(rollPool(pool(4), scripted(1, 1, 1, 7))).toMatchObject({ successes: 1, botch: false })
  })

  it('is no botch when an automatic success saves a roll of 1s', () => {
    const result = rollPool(pool(2, { auto_successes: 1 }), scripted(1, 1))
    expect(result).toMatchObject({ successes: 1, botch: false })
  })

  it('only counts the 1s still showing: a rerolled 1 cannot botch', () => {
    const result = rollPool(pool(2, { reroll: [1] }), scripted(1, 3, 5))
    expect(result).toEqual({ dice: [5, 3], rerolled: [1], successes: 0, botch: false })
  })
})

describe('rerolls', () => {
  it('rerolls each die showing a reroll face once, keeping the replaced faces', () => {
    const result = rollPool(pool(4, { reroll: [1, 2] }), scripted(1, 7, 2, 5, 1, 9))
    expect(result.dice).toEqual([1, 7, 9, 5])
    expect(result.rerolled).toEqual([1, 2])
    expect(result.successes).toBe(2)
  })

  it('rerolls again and again until no die shows a reroll face', () => {
    const result = rollPool(
      pool(3, { reroll: [1, 2], reroll_once: false }),
      scripted(1, 7, 2, 2, 8, 1, 6),
    )
    expect(result.dice).toEqual([6, 7, 8])
    expect(result.rerolled).toEqual([1, 2, 2, 1])
    expect(result.successes).toBe(2)
  })

  it('counts a reroll that lands on 10 twice', () => {
    expect(rollPool(pool(1, { reroll: [6] }), scripted(6, 10)).successes).toBe(2)
  })

  it('leaves no reroll face showing after rerolling until none remain, over many seeded rolls', () => {
    const random = seededRandom(SEED)
    for (let roll = 0; roll < 200; roll += 1) {
      const result = rollPool(pool(30, { reroll: [1, 2, 3, 4, 5, 6], reroll_once: false }), random)
      expect(result.dice.every((face) => face >= 7)).toBe(true)
      expect(result.rerolled.every((face) => face <= 6)).toBe(true)
    }
  })

  it('refuses to reroll every face until none remain, which would never end', () => {
    const everyFace = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(() =>
      rollPool(pool(1, { reroll: everyFace, reroll_once: false }), seededRandom(1)),
    ).toThrow(RangeError)
    expect(rollPool(pool(1, { reroll: everyFace }), scripted(3, 8)).dice).toEqual([8])
  })
})

describe('dice typed in by hand', () => {
  it('get the successes and botch the roller would have computed', () => {
    const settings = { target_number: 7, double: [10], auto_successes: 0 }
    expect(poolOutcome(settings, [10, 7, 1])).toEqual({ successes: 3, botch: false })
    expect(poolOutcome(settings, [1, 2])).toEqual({ successes: 0, botch: true })
  })
})

describe('fairness', () => {
  it('shows every face equally often over 100,000 seeded dice (chi-square, 9 degrees of freedom)', () => {
    const counts = new Array<number>(DIE_SIDES).fill(0)
    const random = seededRandom(SEED)
    for (let roll = 0; roll < 1000; roll += 1) {
      for (const face of rollPool(pool(100), random).dice) counts[face - 1]! += 1
    }
    const expected = 100_000 / DIE_SIDES
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    // 27.88 is the 99.9th percentile of chi-square with 9 degrees of freedom.
    expect(chiSquare).toBeLessThan(27.88)
    // A biased die (one face 1% more often) would fail: the test can tell.
    const biased = counts.map((count, face) => (face === 0 ? count + 1000 : count - 1000 / 9))
    const biasedChi = biased.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(biasedChi).toBeGreaterThan(27.88)
  })

  it('makes 40% of dice successes at the default target number', () => {
    const random = seededRandom(SEED + 7)
    let successes = 0
    for (let roll = 0; roll < 500; roll += 1) {
      successes += rollPool(pool(100, { double: [] }), random).successes
    }
    // 50,000 dice at p = 0.4: the standard deviation is about 110 successes.
    expect(Math.abs(successes - 20_000)).toBeLessThan(550)
  })
})

describe('rolls that cannot botch', () => {
  it('count no botch when told so, however many 1s', () => {
    const result = rollPool(pool(2, { botchable: false }), scripted(1, 1))
    expect(result).toMatchObject({ successes: 0, botch: false })
  })
})
