import { describe, expect, it } from 'vitest'
import {
  animaAfter,
  type MotePoolState,
  moteSpendChanges,
  moteSpendRange,
  type StoredCommitment,
} from '../../src/rules/mote-spend.ts'

const ward: StoredCommitment = { id: 'w1', pool: 'peripheral', label: 'Ward', motes: 5 }

// A Solar at Essence 1: 33 peripheral motes, 5 committed, 20 left to spend, Dim anima.
const peripheral: MotePoolState = {
  pool: 'peripheral',
  current: 20,
  total: 33,
  committed: [ward],
  animaLevel: 0,
  hasAnima: true,
}

describe('how far a spend may go', () => {
  it('spends up to the current motes and recovers up to the uncommitted pool', () => {
    // Uncommitted: 33 − 5 = 28, so 8 can be recovered.
    expect(moteSpendRange(peripheral)).toEqual({ min: -8, max: 20 })
  })

  it('commitments of the other pool do not count', () => {
    const personal = { ...peripheral, pool: 'personal' as const, total: 13, current: 13 }
    expect(moteSpendRange(personal)).toEqual({ min: 0, max: 13 })
  })
})

describe('anima from a spend', () => {
  it('rises a level for every 5 peripheral motes, up to Bonfire', () => {
    expect(animaAfter(peripheral, { amount: 4, mute: false })).toBe(0)
    expect(animaAfter(peripheral, { amount: 10, mute: false })).toBe(2)
    expect(animaAfter({ ...peripheral, animaLevel: 2 }, { amount: 20, mute: false })).toBe(3)
  })

  it('stays for mute spends, personal motes and those without an anima', () => {
    expect(animaAfter(peripheral, { amount: 10, mute: true })).toBe(0)
    expect(animaAfter({ ...peripheral, pool: 'personal' }, { amount: 10, mute: false })).toBe(0)
    expect(animaAfter({ ...peripheral, hasAnima: false }, { amount: 10, mute: false })).toBe(0)
  })
})

describe('the changes a spend writes', () => {
  it('a committed, scenelong spend lowers the pool, adds the commitment and raises the anima', () => {
    const changes = moteSpendChanges(peripheral, {
      amount: 10,
      commit: { id: 'c2', label: 'Sword', scenelong: true },
      mute: false,
    })
    expect(changes).toEqual({
      motes_peripheral_current: 10,
      motes_committed: [
        ward,
        { id: 'c2', pool: 'peripheral', label: 'Sword', motes: 10, scenelong: true },
      ],
      anima_level: 2,
    })
  })

  it('an amount beyond the range is held to it, and a recovery commits nothing', () => {
    expect(moteSpendChanges(peripheral, { amount: 50, mute: true })).toEqual({
      motes_peripheral_current: 0,
    })
    expect(
      moteSpendChanges(peripheral, {
        amount: -30,
        commit: { id: 'c3', label: 'Ignored', scenelong: false },
        mute: false,
      }),
    ).toEqual({ motes_peripheral_current: 28 })
  })
})
