import { describe, expect, it } from 'vitest'
import {
  type CharmEffectDefinition,
  effectsAfter,
  effectsWithCharmActivated,
  type HeldEffect,
} from '../../src/schemas/effects.ts'
import { KINDS } from '../../src/schemas/registry.ts'
import { type ValidationErrors, validationErrors } from '../../src/schemas/validation-errors.ts'
import {
  addMotePoolProblems,
  clampMotesToAvailable,
  motePoolsChanged,
} from '../../src/writes/mote-pools.ts'

function held(changes: Partial<HeldEffect> = {}): HeldEffect {
  return {
    id: 'e1',
    name: 'Effect',
    source: 'custom',
    source_id: null,
    modifiers: [{ target: 'join_battle', value: 2 }],
    duration: 'indefinite',
    rounds_left: null,
    active: true,
    ...changes,
  }
}

const refusal = (kind: 'character' | 'qc' | 'battlegroup' | 'charm', body: unknown) => {
  const result = KINDS[kind].schemas.patch.safeParse(body)
  expect(result.success).toBe(false)
  return validationErrors(result.error!)
}

describe('effect fields', () => {
  it('accept a whole effect and default to none', () => {
    const effects = [held({ duration: 'rounds', rounds_left: 3 })]
    expect(KINDS.character.schemas.patch.parse({ effects })).toEqual({ effects })
    expect(KINDS.character.schemas.fields.parse({}).effects).toEqual([])
    expect(KINDS.charm.schemas.fields.parse({}).effects).toEqual([])
  })

  it.each([
    ['an unknown target', { modifiers: [{ target: 'luck', value: 1 }] }, 'effect targets'],
    ['a fractional value', { modifiers: [{ target: 'soak', value: 1.5 }] }, 'whole number'],
    ['a blank name', { name: '  ' }, 'cannot be blank'],
    ['an unknown source', { source: 'artifact' }, 'source must be one of'],
    ['rounds without a count', { duration: 'rounds', rounds_left: null }, 'needs rounds_left'],
    [
      'a count on a scene effect',
      { duration: 'scene', rounds_left: 2 },
      'only an effect lasting rounds',
    ],
    ['too many rounds', { duration: 'rounds', rounds_left: 101 }, 'between 1 and 100'],
    ['a missing switch', { active: undefined }, 'true or false'],
  ])('refuse %s on a character', (_case, changes, message) => {
    const errors = refusal('character', { effects: [held(changes as Partial<HeldEffect>)] })
    expect(Object.keys(errors)).toEqual(['effects'])
    expect(JSON.stringify(errors.effects)).toContain(message)
  })

  it('let a character modifier name one weapon, for weapon targets only', () => {
    const named = held({ modifiers: [{ target: 'weapon_damage', value: 1, weapon_id: 3 }] })
    expect(KINDS.character.schemas.patch.parse({ effects: [named] })).toEqual({ effects: [named] })
    const soak = held({ modifiers: [{ target: 'soak', value: 1, weapon_id: 3 }] })
    expect(JSON.stringify(refusal('character', { effects: [soak] }).effects)).toContain(
      'may name a weapon',
    )
    const qcParry = held({ modifiers: [{ target: 'parry', value: 1, weapon_id: 3 }] })
    expect(JSON.stringify(refusal('qc', { effects: [qcParry] }).effects)).toContain(
      'weapon_id is not a known field',
    )
  })

  it('refuse a character target on a battlegroup and a battlegroup target on a character', () => {
    const weapon = held({ modifiers: [{ target: 'weapon_damage', value: 1 }] })
    expect(Object.keys(refusal('battlegroup', { effects: [weapon] }))).toEqual(['effects'])
    const magnitude = held({ modifiers: [{ target: 'magnitude', value: 1 }] })
    expect(Object.keys(refusal('character', { effects: [magnitude] }))).toEqual(['effects'])
    expect(KINDS.battlegroup.schemas.patch.parse({ effects: [magnitude] })).toBeTruthy()
  })

  it('refuse an on/off switch in a Charm definition', () => {
    const { source: _s, source_id: _i, ...definition } = held()
    expect(Object.keys(refusal('charm', { effects: [definition] }))).toEqual(['effects'])
  })
})

describe('activating a Charm', () => {
  const definition: CharmEffectDefinition = {
    id: 'd1',
    name: 'Swift Step',
    modifiers: [{ target: 'rush', value: 2 }],
    duration: 'rounds',
    rounds_left: 3,
  }
  const charm = { id: 12, effects: [definition] }
  const ids = () => {
    let n = 0
    return () => `n${++n}`
  }

  it('turns its effects on, marked as coming from it', () => {
    expect(effectsWithCharmActivated([], charm, ids())).toEqual([
      {
        id: 'n1',
        name: 'Swift Step',
        source: 'charm',
        source_id: 12,
        modifiers: [{ target: 'rush', value: 2 }],
        duration: 'rounds',
        rounds_left: 3,
        active: true,
      },
    ])
  })

  it('again restarts the same effect instead of stacking a second one', () => {
    const first = effectsWithCharmActivated([held()], charm, ids())
    const spent = effectsAfter(first, 'round') ?? first
    const again = effectsWithCharmActivated(spent, charm, ids())
    expect(again).toHaveLength(2)
    expect(again[1]).toMatchObject({ id: 'n1', rounds_left: 3, active: true })
  })

  it('never reuses an id the list already holds', () => {
    const taken = held({ id: 'n1' })
    expect(effectsWithCharmActivated([taken], charm, ids()).map((e) => e.id)).toEqual(['n1', 'n2'])
  })
})

describe('expiry', () => {
  const rounds = held({ id: 'r', duration: 'rounds', rounds_left: 2 })
  const last = held({ id: 'l', duration: 'rounds', rounds_left: 1 })
  const scene = held({ id: 's', duration: 'scene' })
  const forever = held({ id: 'f' })
  const off = held({ id: 'o', duration: 'rounds', rounds_left: 1, active: false })

  it('runs round effects down at the end of a round and removes them at 0', () => {
    expect(effectsAfter([rounds, last, scene, forever, off], 'round')).toEqual([
      { ...rounds, rounds_left: 1 },
      scene,
      forever,
      off,
    ])
  })

  it('ends scene and round effects with the scene', () => {
    expect(effectsAfter([rounds, scene, forever, off], 'scene')).toEqual([forever, off])
  })

  it('answers null when nothing expires', () => {
    expect(effectsAfter([forever, off], 'round')).toBeNull()
    expect(effectsAfter([scene], 'round')).toBeNull()
    expect(effectsAfter([], 'scene')).toBeNull()
  })
})

describe('mote effects on the stored pools', () => {
  const raised = held({ modifiers: [{ target: 'motes_peripheral', value: 5 }] })
  const pools = {
    motes_personal_total: 13,
    motes_personal_current: 13,
    motes_peripheral_total: 33,
    motes_peripheral_current: 38,
    motes_committed: [],
  }

  it('let the current pool rise above the stored total while on', () => {
    const errors: ValidationErrors = {}
    addMotePoolProblems(errors, { ...pools, effects: [raised] })
    expect(errors).toEqual({})
    addMotePoolProblems(errors, { ...pools, effects: [{ ...raised, active: false }] })
    expect(Object.keys(errors)).toEqual(['motes_peripheral_current'])
  })

  it('take the extra motes back when the effect goes', () => {
    const before = { ...pools, effects: [raised] }
    const after = { ...pools, effects: [] }
    expect(motePoolsChanged(after, before)).toBe(true)
    expect(clampMotesToAvailable(after).motes_peripheral_current).toBe(33)
    expect(clampMotesToAvailable(before).motes_peripheral_current).toBe(38)
  })
})
