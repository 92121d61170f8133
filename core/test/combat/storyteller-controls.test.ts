import { describe, expect, it } from 'vitest'
import {
  downtime,
  endScene,
  recoverWillpower,
  respire,
  willpowerFromRest,
} from '../../src/combat/storyteller-controls.ts'
import { participant } from './builders.ts'

const scenelong = { id: 'a1', pool: 'peripheral', label: 'Armor', motes: 5, scenelong: true }
const lasting = { id: 'b2', pool: 'personal', label: 'Daiklave', motes: 5 }

describe('end scene', () => {
  it('ends scene-long commitments and auras and takes everyone out of combat', () => {
    const hero = participant('character', {
      type: 'DragonbloodCharacter',
      aura: 'fire',
      motes_committed: [scenelong, lasting],
      in_combat: true,
      has_acted: true,
      onslaught: 2,
    })
    expect(endScene([hero])[0]?.after).toEqual({
      in_combat: false,
      has_acted: false,
      onslaught: 0,
      motes_committed: [lasting],
      aura: 'none',
    })
  })

  it('leaves motes spent: ending a commitment does not refill the pool', () => {
    const hero = participant('character', { motes_committed: [scenelong] })
    expect(endScene([hero])[0]?.after).not.toHaveProperty('motes_peripheral_current')
  })

  it('touches battlegroups only for combat', () => {
    const band = participant('battlegroup', { in_combat: true, onslaught: 1, aura: 'air' })
    expect(endScene([band])[0]?.after).toEqual({ in_combat: false, onslaught: 0 })
  })

  it('changes nothing for someone with nothing to end', () => {
    expect(endScene([participant('character')])).toEqual([])
  })
})

describe('respire motes', () => {
  const drained = { motes_peripheral_current: 20, motes_personal_current: 0 }

  it('refills peripheral first, then personal', () => {
    const hero = participant('character', drained)
    expect(respire([hero], 15, false)[0]?.after).toEqual({
      motes_peripheral_current: 33,
      motes_personal_current: 2,
    })
  })

  it('never fills committed motes', () => {
    const hero = participant('character', { ...drained, motes_committed: [scenelong, lasting] })
    expect(respire([hero], 100, false)[0]?.after).toEqual({
      motes_peripheral_current: 28,
      motes_personal_current: 8,
    })
  })

  it('includes qcs only when asked', () => {
    const qc = participant('qc', drained)
    expect(respire([qc], 5, false)).toEqual([])
    expect(respire([qc], 5, true)).toHaveLength(1)
  })
})

describe('recover willpower', () => {
  const tired = { willpower_temporary: 2, willpower_permanent: 5 }

  it('stops at the permanent rating', () => {
    expect(
      recoverWillpower([participant('character', tired)], 5, {
        exceedPermanent: false,
        includeQcs: false,
      })[0]?.after,
    ).toEqual({ willpower_temporary: 5 })
  })

  it('may exceed the permanent rating, up to 10', () => {
    const [change] = recoverWillpower([participant('character', tired)], 20, {
      exceedPermanent: true,
      includeQcs: false,
    })
    expect(change?.after).toEqual({ willpower_temporary: 10 })
  })

  it('never lowers Willpower already above the permanent rating', () => {
    const inspired = participant('character', { willpower_temporary: 7, willpower_permanent: 5 })
    expect(recoverWillpower([inspired], 1, { exceedPermanent: false, includeQcs: false })).toEqual(
      [],
    )
  })

  it('includes qcs only when asked', () => {
    const qc = participant('qc', tired)
    expect(recoverWillpower([qc], 1, { exceedPermanent: false, includeQcs: false })).toEqual([])
  })
})

describe('downtime', () => {
  it('sets anima to Dim and refills motes at 5 an hour', () => {
    const hero = participant('character', {
      anima_level: 3,
      motes_peripheral_current: 0,
      motes_personal_current: 0,
    })
    expect(downtime([hero], 2, { endScene: false })[0]?.after).toEqual({
      anima_level: 0,
      motes_peripheral_current: 10,
    })
  })

  it('an Exalt heals three bashing boxes on the -1 and -2 levels in a day and a half', () => {
    // Boxes 0 | -1 -1 | -2 -2: three bashing fill 0, -1, -1; healing runs from the worst.
    const hero = participant('character', { damage_bashing: 3 })
    const after = (hours: number) => downtime([hero], hours, { endScene: false })[0]?.after
    expect(after(12)).toMatchObject({ damage_bashing: 2 })
    expect(after(24)).toMatchObject({ damage_bashing: 1 })
    expect(after(25)).toMatchObject({ damage_bashing: 0 })
  })

  it('a mortal heals lethal damage far more slowly than an Exalt', () => {
    const sheet = { type: 'Character', damage_lethal: 1, anima_level: 1 }
    const mortal = participant('character', sheet)
    const exalt = participant('character', { ...sheet, type: 'SolarCharacter' })
    const day = (who: typeof mortal) => downtime([who], 24, { endScene: false })[0]?.after
    expect(day(mortal)).not.toHaveProperty('damage_lethal')
    expect(day(exalt)).toMatchObject({ damage_lethal: 0 })
  })

  it('a mortal with the Exalted Healing merit heals like an Exalt', () => {
    const mortal = participant(
      'character',
      { type: 'Character', damage_lethal: 1 },
      { merits: [{ merit_name: 'Exalted Healing' }] },
    )
    expect(downtime([mortal], 24, { endScene: false })[0]?.after).toMatchObject({
      damage_lethal: 0,
    })
  })

  it('a qc with personal motes heals like an Exalt; one without heals like a mortal', () => {
    const exaltedQc = participant('qc', { damage_lethal: 1 })
    const mortalQc = participant('qc', {
      damage_lethal: 1,
      anima_level: 1,
      motes_personal_total: 0,
      motes_personal_current: 0,
    })
    expect(downtime([exaltedQc], 24, { endScene: false })[0]?.after).toMatchObject({
      damage_lethal: 0,
    })
    expect(downtime([mortalQc], 24, { endScene: false })[0]?.after).not.toHaveProperty(
      'damage_lethal',
    )
  })

  it('heals bashing before lethal, and aggravated last at lethal rates', () => {
    const hero = participant('character', {
      damage_aggravated: 1,
      damage_lethal: 1,
      damage_bashing: 1,
    })
    // Exalt: bashing on -1 (12 h), lethal on -1 (2 days), aggravated on 0 (1 day).
    expect(downtime([hero], 12, { endScene: false })[0]?.after).toMatchObject({
      damage_bashing: 0,
    })
    expect(downtime([hero], 12 + 48 + 23, { endScene: false })[0]?.after).toMatchObject({
      damage_bashing: 0,
      damage_lethal: 0,
    })
    expect(downtime([hero], 12 + 48 + 24, { endScene: false })[0]?.after).toMatchObject({
      damage_aggravated: 0,
    })
  })

  it('restores a point of Willpower per day begun when resting 8 hours or more', () => {
    expect([1, 7, 8, 24, 25, 24 * 7].map(willpowerFromRest)).toEqual([0, 0, 1, 1, 2, 7])
    const tired = participant('character', { willpower_temporary: 1 })
    expect(downtime([tired], 24 * 7, { endScene: false })[0]?.after).toMatchObject({
      willpower_temporary: 5,
    })
  })

  it('ends scene-long effects when asked, and refills around the commitments that remain', () => {
    const hero = participant('character', {
      motes_committed: [scenelong],
      motes_peripheral_current: 0,
    })
    const ended = downtime([hero], 24, { endScene: true })[0]?.after
    expect(ended).toMatchObject({ motes_committed: [], motes_peripheral_current: 33 })
    const kept = downtime([hero], 24, { endScene: false })[0]?.after
    expect(kept).toMatchObject({ motes_peripheral_current: 28 })
  })

  it('leaves battlegroups out', () => {
    expect(
      downtime([participant('battlegroup', { anima_level: 2 })], 24, { endScene: true }),
    ).toEqual([])
  })
})
