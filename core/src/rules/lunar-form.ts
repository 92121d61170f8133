import type { HeldEffect } from '../schemas/effects.ts'
import type { AttributeEffectTarget } from '../vocabulary/effect-targets.ts'
import type { Attributes } from './sheet-input.ts'

/** What the rule reads of one of a Lunar's forms (see animalFormItems in schemas/list-items.ts). */
export interface LunarForm {
  readonly id: string
  readonly form: string
  readonly qc_id?: number | undefined
  readonly strength?: number | undefined
  readonly dexterity?: number | undefined
  readonly stamina?: number | undefined
}

/** What the rule reads of the QC a form is linked to: its Strength (the feats it may try). */
export interface FormStatBlock {
  readonly strength: number
}

/** The form a Lunar has taken, as its effect says. */
export interface TakenForm {
  readonly form_id: string
  readonly name: string
}

/** The Lunar's own physical attributes, which a form's effect is measured from. */
export type OwnPhysicalAttributes = Pick<
  Attributes,
  'attr_strength' | 'attr_dexterity' | 'attr_stamina'
>

const EFFECT_ID_PREFIX = 'form-'

/** The effect's name, which every breakdown shows: "Tiger form" (a name ending in "form" kept). */
export function formEffectName(form: LunarForm): string {
  const name = form.form.trim() || 'Unnamed'
  return /\bform$/i.test(name) ? name : `${name} form`
}

/**
 * The physical attributes a form gives: its own where it has them; a form linked to a QC and
 * with no Strength of its own takes the QC's (when the QC gives one); an attribute the form
 * leaves out stays the Lunar's own.
 */
export function formAttributes(
  form: LunarForm,
  statBlock: FormStatBlock | null,
): Partial<Record<AttributeEffectTarget, number>> {
  const attributes: Partial<Record<AttributeEffectTarget, number>> = {}
  const strength =
    form.strength ?? (statBlock !== null && statBlock.strength > 0 ? statBlock.strength : undefined)
  if (strength !== undefined) attributes.strength = strength
  if (form.dexterity !== undefined) attributes.dexterity = form.dexterity
  if (form.stamina !== undefined) attributes.stamina = form.stamina
  return attributes
}

const OWN: Readonly<Record<AttributeEffectTarget, keyof OwnPhysicalAttributes>> = {
  strength: 'attr_strength',
  dexterity: 'attr_dexterity',
  stamina: 'attr_stamina',
}

/**
 * The effect of taking a form: for each physical attribute the form gives, the difference from
 * the Lunar's own, so the sheet's figures read the form's attribute while her own stays stored
 * (leaving the form removes the effect and gives them back). Indefinite: a form lasts until
 * the Lunar leaves it.
 */
export function formEffect(
  own: OwnPhysicalAttributes,
  form: LunarForm,
  statBlock: FormStatBlock | null,
): HeldEffect {
  const attributes = formAttributes(form, statBlock)
  const modifiers = (Object.keys(attributes) as AttributeEffectTarget[]).map((target) => ({
    target,
    value: (attributes[target] ?? 0) - own[OWN[target]],
  }))
  return {
    id: `${EFFECT_ID_PREFIX}${form.id}`,
    name: formEffectName(form),
    modifiers,
    duration: 'indefinite',
    rounds_left: null,
    source: 'form',
    source_id: null,
    active: true,
  }
}

const isFormEffect = (effect: HeldEffect) => effect.source === 'form'

/** The effects once the form is taken: one form at a time, so an earlier form's effect goes. */
export function effectsWithFormTaken(
  effects: readonly HeldEffect[],
  own: OwnPhysicalAttributes,
  form: LunarForm,
  statBlock: FormStatBlock | null,
): HeldEffect[] {
  return [...effectsWithFormLeft(effects), formEffect(own, form, statBlock)]
}

/** The effects once the Lunar leaves her form: its effect goes, her own traits are back. */
export function effectsWithFormLeft(effects: readonly HeldEffect[]): HeldEffect[] {
  return effects.filter((effect) => !isFormEffect(effect))
}

/** A Lunar as a write sees her: her own physical attributes and the effects she holds. */
type FormBearer = OwnPhysicalAttributes & { readonly effects: readonly HeldEffect[] }

const measuredAlike = (a: HeldEffect, b: HeldEffect) =>
  a.modifiers.length === b.modifiers.length &&
  a.modifiers.every(
    (modifier, index) =>
      modifier.target === b.modifiers[index]?.target &&
      modifier.value === b.modifiers[index]?.value,
  )

/**
 * The effects once a write changes the Lunar's own physical attributes from `before`'s to
 * `after`'s: a form she held keeps giving its attributes, so its modifier on each changed
 * attribute it gives takes the change back (old own + old modifier − new own), switched on or
 * off. A form effect the write itself sent (taken, or measured again, in it) was measured by its
 * sender and stays as sent; an attribute the form leaves out, and every other effect, stay.
 */
export function effectsWithOwnAttributesChanged(
  before: FormBearer,
  after: FormBearer,
): HeldEffect[] {
  const shift = (target: string) => {
    const field = Object.hasOwn(OWN, target) ? OWN[target as AttributeEffectTarget] : null
    return field === null ? 0 : before[field] - after[field]
  }
  const wasHeld = (effect: HeldEffect) =>
    before.effects.some((held) => held.id === effect.id && measuredAlike(held, effect))
  return after.effects.map((effect) =>
    isFormEffect(effect) && wasHeld(effect)
      ? {
          ...effect,
          modifiers: effect.modifiers.map((modifier) => ({
            ...modifier,
            value: modifier.value + shift(modifier.target),
          })),
        }
      : effect,
  )
}

/** The form taken (its effect on), or null in the Lunar's own shape. */
export function takenForm(
  effects: readonly {
    readonly id: string
    readonly name: string
    readonly source: string
    readonly active: boolean
  }[],
): TakenForm | null {
  const effect = effects.find((candidate) => candidate.source === 'form' && candidate.active)
  if (effect === undefined) return null
  const formId = effect.id.startsWith(EFFECT_ID_PREFIX)
    ? effect.id.slice(EFFECT_ID_PREFIX.length)
    : effect.id
  return { form_id: formId, name: effect.name }
}
