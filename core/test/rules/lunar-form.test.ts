// Lunar shapeshifting: a form's physical attributes replace the Lunar's own while she wears
// it, her other traits stay hers (docs/rules.md, "Lunar forms and social influence", sources
// [S1]–[S3]).
import { exalt, input, weapon } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { rollPool } from '../../src/dice/pool.ts'
import { seededRandom } from '../../src/dice/random.ts'
import { characterStatDetails } from '../../src/rules/character-stats.ts'
import {
  effectsWithFormLeft,
  effectsWithFormTaken,
  effectsWithOwnAttributesChanged,
  formAttributes,
  formEffectName,
  takenForm,
} from '../../src/rules/lunar-form.ts'
import type { HeldEffect } from '../../src/schemas/effects.ts'
import { newCharacterDraft } from '../../src/writes/character-adjustments.ts'
import { KIND_RULES } from '../../src/writes/kind-rules.ts'

const own = {
  attr_strength: 2,
  attr_dexterity: 3,
  attr_stamina: 2,
  abil_athletics: 3,
  abil_brawl: 2,
  abil_dodge: 2,
}
const lunar = (effects: HeldEffect[] = []) => exalt('LunarCharacter', { ...own, effects })
const tiger = { id: 'tg001', form: 'Tiger', strength: 5, dexterity: 4, stamina: 4 }

describe('taking a Lunar form', () => {
  it('gives the form its own physical attributes, or the linked QC’s Strength [S1][S2]', () => {
    expect(formAttributes(tiger, null)).toEqual({ strength: 5, dexterity: 4, stamina: 4 })
    const bear = { id: 'br001', form: 'Bear', qc_id: 7, stamina: 5 }
    expect(formAttributes(bear, { strength: 6 })).toEqual({ strength: 6, stamina: 5 })
    // A QC giving no Strength (0) leaves the Lunar's own.
    expect(formAttributes(bear, { strength: 0 })).toEqual({ stamina: 5 })
    expect(formAttributes({ ...bear, strength: 4 }, { strength: 6 }).strength).toBe(4)
  })

  it('names the effect after the form', () => {
    expect(formEffectName(tiger)).toBe('Tiger form')
    expect(formEffectName({ id: 'x', form: 'Hybrid Form' })).toBe('Hybrid Form')
  })

  it('raises the Strength-based pools and names the form in every breakdown [S1]', () => {
    const before = characterStatDetails(input(lunar(), { weapons: [weapon({ ability: 'brawl' })] }))
    // Feat of Strength: Strength 2 + Athletics 3.
    expect(before.pools.feat_of_strength.total).toBe(5)
    const effects = effectsWithFormTaken([], lunar(), tiger, null)
    const after = characterStatDetails(
      input(lunar(effects), { weapons: [weapon({ ability: 'brawl' })] }),
    )
    // Strength 5 (the tiger's) + Athletics 3.
    expect(after.pools.feat_of_strength.total).toBe(8)
    expect(after.pools.feat_of_strength.parts[0]).toEqual({
      label: 'Strength (Tiger form)',
      value: 5,
    })
    // Dexterity 4 + Dodge 2 for Rush's neighbour Disengage; Stamina 4 in soak.
    expect(after.pools.disengage.total).toBe(6)
    expect(after.soak.soak.parts[0]).toEqual({ label: 'Stamina (Tiger form)', value: 4 })
    const fists = Object.values(after.weapons)[0]
    expect(fists?.withering_damage.parts[0]?.label).toBe('Strength (Tiger form)')
    // The Lunar's own traits are not rewritten: the effect carries the differences.
    expect(effects[0]?.modifiers).toEqual([
      { target: 'strength', value: 3 },
      { target: 'dexterity', value: 1 },
      { target: 'stamina', value: 2 },
    ])
  })

  it('rolls the form’s pool on seeded dice: eight dice for the tiger’s feat of strength', () => {
    const effects = effectsWithFormTaken([], lunar(), tiger, null)
    const pool = characterStatDetails(input(lunar(effects))).pools.feat_of_strength.total
    const roll = rollPool(
      {
        dice: pool,
        target_number: 7,
        double: [10],
        reroll: [],
        reroll_once: false,
        auto_successes: 0,
      },
      seededRandom(38),
    )
    expect(roll.dice).toHaveLength(8)
    const again = rollPool(
      {
        dice: pool,
        target_number: 7,
        double: [10],
        reroll: [],
        reroll_once: false,
        auto_successes: 0,
      },
      seededRandom(38),
    )
    expect(again).toEqual(roll)
  })

  it('keeps one form at a time and gives the Lunar her own traits back on leaving [S1]', () => {
    const custom: HeldEffect = {
      id: 'ward1',
      name: 'Ward',
      modifiers: [{ target: 'soak', value: 1 }],
      duration: 'scene',
      rounds_left: null,
      source: 'custom',
      source_id: null,
      active: true,
    }
    const asTiger = effectsWithFormTaken([custom], lunar(), tiger, null)
    const mouse = { id: 'ms001', form: 'Mouse', strength: 1 }
    const asMouse = effectsWithFormTaken(asTiger, lunar(), mouse, null)
    expect(asMouse.map((effect) => effect.name)).toEqual(['Ward', 'Mouse form'])
    expect(takenForm(asMouse)).toEqual({ form_id: 'ms001', name: 'Mouse form' })
    const left = effectsWithFormLeft(asMouse)
    expect(left).toEqual([custom])
    expect(takenForm(left)).toBeNull()
    const details = characterStatDetails(input(lunar(left)))
    expect(details.pools.feat_of_strength.parts[0]).toEqual({ label: 'Strength', value: 2 })
  })

  it('counts a form switched off in the effects block as left', () => {
    const effects = effectsWithFormTaken([], lunar(), tiger, null).map((effect) => ({
      ...effect,
      active: false,
    }))
    expect(takenForm(effects)).toBeNull()
    expect(characterStatDetails(input(lunar(effects))).pools.feat_of_strength.total).toBe(5)
  })
})

describe('changing her own attributes while in a form', () => {
  const tigerStrength = (effects: HeldEffect[], attr_strength: number) =>
    characterStatDetails(input(exalt('LunarCharacter', { ...own, attr_strength, effects }))).pools
      .feat_of_strength.parts[0]

  it('keeps the form’s Strength when her own rises, and gives the new own back on leaving', () => {
    const held = effectsWithFormTaken([], own, tiger, null)
    const effects = effectsWithOwnAttributesChanged(
      { ...own, effects: held },
      { ...own, attr_strength: 4, effects: held },
    )
    // Own 2 + 3 was the tiger's 5; own 4 now takes 1 to stay 5.
    expect(effects[0]?.modifiers).toEqual([
      { target: 'strength', value: 1 },
      { target: 'dexterity', value: 1 },
      { target: 'stamina', value: 2 },
    ])
    expect(tigerStrength(effects, 4)).toEqual({ label: 'Strength (Tiger form)', value: 5 })
    expect(tigerStrength(effectsWithFormLeft(effects), 4)).toEqual({ label: 'Strength', value: 4 })
  })

  it('keeps the form’s attributes when her own fall, or rise to the form’s own', () => {
    const held = effectsWithFormTaken([], own, tiger, null)
    const effects = effectsWithOwnAttributesChanged(
      { ...own, effects: held },
      { attr_strength: 1, attr_dexterity: 4, attr_stamina: 2, effects: held },
    )
    expect(effects[0]?.modifiers).toEqual([
      { target: 'strength', value: 4 },
      { target: 'dexterity', value: 0 },
      { target: 'stamina', value: 2 },
    ])
  })

  it('leaves an attribute the form does not give, and every other effect, as they were', () => {
    const ward: HeldEffect = {
      id: 'ward1',
      name: 'Ward',
      modifiers: [{ target: 'strength', value: 1 }],
      duration: 'scene',
      rounds_left: null,
      source: 'custom',
      source_id: null,
      active: true,
    }
    const bear = { id: 'br001', form: 'Bear', stamina: 5 }
    const held = effectsWithFormTaken([ward], own, bear, null)
    const effects = effectsWithOwnAttributesChanged(
      { ...own, effects: held },
      { ...own, attr_strength: 4, attr_stamina: 3, effects: held },
    )
    expect(effects).toEqual([ward, { ...held[1], modifiers: [{ target: 'stamina', value: 2 }] }])
  })

  it('follows a form that is switched off, so switching it on again gives the form’s', () => {
    const held = effectsWithFormTaken([], own, tiger, null).map((effect) => ({
      ...effect,
      active: false,
    }))
    const effects = effectsWithOwnAttributesChanged(
      { ...own, effects: held },
      { ...own, attr_strength: 3, effects: held },
    )
    expect(effects[0]?.modifiers[0]).toEqual({ target: 'strength', value: 2 })
  })

  it('leaves a form taken in the same write as it was measured by its sender', () => {
    const raised = { ...own, attr_strength: 4 }
    const taken = effectsWithFormTaken([], raised, tiger, null)
    const effects = effectsWithOwnAttributesChanged(
      { ...own, effects: [] },
      { ...raised, effects: taken },
    )
    expect(effects).toEqual(taken)
  })

  it('is what a PATCH of the character’s Strength does to the form it holds', () => {
    const before = newCharacterDraft('LunarCharacter', {
      ...own,
      forms: [tiger],
      effects: effectsWithFormTaken([], own, tiger, null),
    })
    const { fields, problems } = KIND_RULES.character.update(
      { ...before, attr_strength: 4 },
      before,
      null,
    )
    expect(problems).toEqual({})
    expect(fields).toMatchObject({ attr_strength: 4 })
    expect((fields.effects as HeldEffect[])[0]?.modifiers[0]).toEqual({
      target: 'strength',
      value: 1,
    })
  })
})
