import { attack, qc, qcInput } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { qcStatDetails, qcStats } from '../../src/rules/qc.ts'

describe('QC figures', () => {
  it('are the entered values less the wound penalty', () => {
    // 2 damage: −1
    const stats = qcStats(qcInput(qc({ guile: 3, senses: 5, join_battle: 4, damage_lethal: 2 })))
    expect([stats.wound_penalty, stats.guile, stats.senses, stats.join_battle]).toEqual([
      1, 2, 4, 3,
    ])
    expect(stats.health_levels_total).toBe(7)
  })

  it('Evasion and Parry also take onslaught; Guile and Resolve do not', () => {
    const stats = qcStats(qcInput(qc({ evasion: 4, parry: 4, guile: 4, resolve: 4, onslaught: 2 })))
    expect([stats.evasion, stats.parry, stats.guile, stats.resolve]).toEqual([2, 2, 4, 4])
  })

  it('take the worst poison everywhere the wound penalty applies', () => {
    const poisons = [
      { name: 'A', penalty: 1 },
      { name: 'B', penalty: 2 },
    ]
    const stats = qcStats(
      qcInput(qc({ evasion: 4, movement: 4 }), { poisons, qc_attacks: [attack('Bite', 5)] }),
    )
    expect([stats.evasion, stats.movement, stats.attacks.Bite?.pool]).toEqual([2, 2, 3])
  })

  it('never go below 0', () => {
    expect(qcStats(qcInput(qc({ evasion: 1, onslaught: 4 }))).evasion).toBe(0)
  })

  it('Pain Tolerance eases the −2 and −4 levels', () => {
    const hurt = qc({ damage_lethal: 6 })
    expect(qcStats(qcInput(hurt)).wound_penalty).toBe(4)
    expect(qcStats(qcInput(hurt, { qc_merits: [{ name: 'Pain Tolerance' }] })).wound_penalty).toBe(
      3,
    )
  })

  it('Tiny Creature is a +2 note on Evasion, not added', () => {
    const stats = qcStats(
      qcInput(qc({ evasion: 3 }), { qc_merits: [{ name: 'Tiny creature (mouse)' }] }),
    )
    expect([stats.evasion, stats.evasion_conditional_bonus]).toEqual([3, 2])
  })

  it('notes the strength behind Feats of Strength', () => {
    const details = qcStatDetails(qcInput(qc({ strength: 4, feats_of_strength: 6 })))
    expect(details.pools.feats_of_strength.conditional[0]?.note).toBe('str 4 feats')
  })

  it('attacks keep their damage and minimum as entered', () => {
    const stats = qcStats(
      qcInput(qc({ damage_lethal: 2 }), { qc_attacks: [attack('Claw', 8, 12, 3)] }),
    )
    expect(stats.attacks.Claw).toEqual({
      pool: 7,
      pool_excellency: 0,
      pool_excellency_stunt: 0,
      damage: 12,
      overwhelming: 3,
    })
  })

  it('actions are dice pools less the wound penalty', () => {
    const details = qcStatDetails(
      qcInput(qc({ actions: [{ action: 'Threaten', pool: 6 }], damage_lethal: 4 })),
    )
    expect(details.actions.Threaten?.total).toBe(4)
  })

  it('Appearance is as entered', () => {
    expect(qcStats(qcInput(qc({ appearance: 4, damage_lethal: 6 }))).appearance).toBe(4)
  })
})

describe('QC excellencies', () => {
  // Entered pools 2, 3, 6, 7, 10, 11 and ratings 1, 2, 3, 4, 5, 6 cover every tier edge.
  const POOLS = [2, 3, 6, 7, 10, 11]
  const RATINGS = [1, 2, 3, 4, 5, 6]

  function caps(excellency: string, changes = {}) {
    const pools = POOLS.map((value) =>
      qcStats(qcInput(qc({ excellency, senses: value, ...changes }))),
    )
    const ratings = RATINGS.map((value) =>
      qcStats(qcInput(qc({ excellency, guile: value, ...changes }))),
    )
    return {
      pool: pools.map((s) => s.senses_excellency),
      poolStunt: pools.map((s) => s.senses_excellency_stunt),
      rating: ratings.map((s) => s.guile_excellency),
      ratingStunt: ratings.map((s) => s.guile_excellency_stunt),
      ratingCost: ratings.map((s) => s.guile_excellency_cost),
    }
  }

  it.each([
    ['solar', [2, 5, 5, 7, 7, 10], [0, 1, 1, 3, 3, 5]],
    ['dragonblood', [0, 2, 2, 4, 4, 6], [0, 1, 1, 2, 2, 3]],
    ['lunar', [1, 2, 2, 4, 4, 5], [0, 1, 1, 2, 2, 2]],
    ['liminal', [1, 2, 2, 4, 4, 5], [0, 1, 1, 2, 2, 2]],
    ['', [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]],
    ['abyssal', [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]],
  ])('%j caps pools at %j and ratings at %j', (excellency, pool, rating) => {
    const found = caps(excellency)
    expect(found.pool).toEqual(pool)
    expect(found.rating).toEqual(rating)
    expect(found.ratingCost).toEqual(rating.map((cap) => cap * 2))
  })

  it('only Lunar QCs have stunt caps', () => {
    expect(caps('lunar').poolStunt).toEqual([1, 4, 4, 7, 7, 10])
    expect(caps('lunar').ratingStunt).toEqual([1, 2, 2, 4, 4, 5])
    expect(caps('solar').poolStunt).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('Sidereal QCs use their Essence for every cap', () => {
    const found = caps('Sidereal', { essence: 4 })
    expect(found.pool).toEqual([4, 4, 4, 4, 4, 4])
    expect(found.rating).toEqual([4, 4, 4, 4, 4, 4])
  })

  it('liminal QCs add Essence to pools and half Essence to ratings above Glowing', () => {
    // Essence 5: pools +5; ratings + floor(5 / 2) = +2
    const burning = caps('liminal', { essence: 5, anima_level: 2 })
    expect(burning.pool).toEqual([6, 7, 7, 9, 9, 10])
    expect(burning.rating).toEqual([2, 3, 3, 4, 4, 4])
    expect(caps('liminal', { essence: 5, anima_level: 1 }).pool).toEqual([1, 2, 2, 4, 4, 5])
  })

  it('follow the entered value, not the penalised total', () => {
    // Entered 7 (tier 7–10: 7 dice) though wounds bring the pool to 3.
    const stats = qcStats(qcInput(qc({ excellency: 'solar', senses: 7, damage_lethal: 6 })))
    expect([stats.senses, stats.senses_excellency, stats.senses_excellency_cost]).toEqual([3, 7, 7])
  })

  it('attack pools have a dice excellency', () => {
    const stats = qcStats(qcInput(qc({ excellency: 'lunar' }), { qc_attacks: [attack('Gore', 8)] }))
    expect(stats.attacks.Gore).toMatchObject({ pool_excellency: 4, pool_excellency_stunt: 7 })
  })
})
