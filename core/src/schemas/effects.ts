import { z } from 'zod'
import {
  BATTLEGROUP_EFFECT_TARGETS,
  CHARACTER_EFFECT_TARGETS,
  EFFECT_DURATIONS,
  EFFECT_SOURCES,
  QC_EFFECT_TARGETS,
  WEAPON_EFFECT_TARGETS,
} from '../vocabulary/effect-targets.ts'
import {
  choice,
  closedObject,
  flag,
  list,
  requiredName,
  signedNumber,
  wholeNumber,
} from './fields.ts'
import { itemList } from './list-items.ts'

/** The most modifiers one effect carries: every target once, with room to spare. */
const MAX_MODIFIERS = 40
/** The longest an effect may last counted in rounds. */
export const MAX_EFFECT_ROUNDS = 100

const modifierShape = (targets: readonly string[]) => ({
  target: choice(targets, 'one of the effect targets'),
  value: signedNumber(),
})

/** A QC's or battlegroup's modifier: a target and a value. */
const plainModifier = (targets: readonly string[]) => closedObject(modifierShape(targets))

/** A character's modifier may name one weapon (by its row id) for the weapon targets. */
const characterModifier = () =>
  closedObject({
    ...modifierShape(CHARACTER_EFFECT_TARGETS),
    weapon_id: z.int().positive().nullable().optional(),
  }).superRefine((item, context) => {
    const named = item.weapon_id !== undefined && item.weapon_id !== null
    if (named && !(WEAPON_EFFECT_TARGETS as readonly string[]).includes(item.target)) {
      context.addIssue({
        code: 'custom',
        message: `only ${WEAPON_EFFECT_TARGETS.join(', ')} may name a weapon`,
        path: ['weapon_id'],
      })
    }
  })

/** What an effect does and for how long; shared by a sheet's effects and a Charm's definitions. */
const effectShape = <M extends z.ZodType>(modifier: M) => ({
  name: requiredName(),
  modifiers: list(modifier).max(MAX_MODIFIERS, {
    error: `an effect has at most ${MAX_MODIFIERS} modifiers`,
  }),
  duration: choice(EFFECT_DURATIONS),
  /** Rounds still to run when `duration` is "rounds" (1 or more); null otherwise. */
  rounds_left: wholeNumber(1, MAX_EFFECT_ROUNDS).nullable(),
})

interface DurationFields {
  readonly duration: string
  readonly rounds_left: number | null
}

/** A round count belongs to effects that last rounds, and only to them. */
function durationProblem(effect: DurationFields): string | null {
  if (effect.duration === 'rounds' && effect.rounds_left === null)
    return 'an effect lasting rounds needs rounds_left (1 or more)'
  if (effect.duration !== 'rounds' && effect.rounds_left !== null)
    return 'only an effect lasting rounds has rounds_left'
  return null
}

const durationCheck = (effect: DurationFields, context: z.RefinementCtx) => {
  const problem = durationProblem(effect)
  if (problem !== null)
    context.addIssue({ code: 'custom', message: problem, path: ['rounds_left'] })
}

/** The effects held by a character, QC or battlegroup, each with its on/off switch. */
const heldEffects = <M extends z.ZodType>(modifier: M) =>
  itemList(
    {
      ...effectShape(modifier),
      source: choice(EFFECT_SOURCES),
      /** The Charm (or merit, spell) row the effect came from, when it came from one. */
      source_id: z.int().positive().nullable(),
      active: flag(),
    },
    durationCheck,
  )

export const characterEffectItems = () => heldEffects(characterModifier())
export const qcEffectItems = () => heldEffects(plainModifier(QC_EFFECT_TARGETS))
export const battlegroupEffectItems = () => heldEffects(plainModifier(BATTLEGROUP_EFFECT_TARGETS))

/** The effects a Charm grants when activated (turned on on its character). */
export const charmEffectDefinitions = () =>
  itemList(effectShape(characterModifier()), durationCheck)

export type HeldEffect = z.output<ReturnType<typeof characterEffectItems>>[number]
export type CharmEffectDefinition = z.output<ReturnType<typeof charmEffectDefinitions>>[number]

/**
 * The effects after activating a Charm: each of its definitions is turned on as an effect from
 * that Charm, replacing the one an earlier activation left (a Charm does not stack with itself,
 * and activating it again restarts the duration). `newId` names new effects.
 */
export function effectsWithCharmActivated(
  effects: readonly HeldEffect[],
  charm: { readonly id: number; readonly effects: readonly CharmEffectDefinition[] },
  newId: () => string,
): HeldEffect[] {
  const fromCharm = (effect: HeldEffect, definition: CharmEffectDefinition) =>
    effect.source === 'charm' && effect.source_id === charm.id && effect.name === definition.name
  const next = [...effects]
  for (const definition of charm.effects) {
    const index = next.findIndex((effect) => fromCharm(effect, definition))
    const { id: _definitionId, ...what } = definition
    const taken = new Set(next.map((effect) => effect.id))
    let id = index >= 0 ? (next[index] as HeldEffect).id : newId()
    while (index < 0 && taken.has(id)) id = newId()
    const granted: HeldEffect = { ...what, id, source: 'charm', source_id: charm.id, active: true }
    if (index >= 0) next[index] = granted
    else next.push(granted)
  }
  return next
}

/** Which effects a combat round's end or a scene's end runs down. */
export type EffectClock = 'round' | 'scene'

/**
 * The effects after a round or a scene ends, or null when none changed. At a round's end each
 * active effect lasting rounds loses one and is removed at 0; at a scene's end every effect
 * lasting the scene or rounds is removed. Effects that are off wait, and indefinite ones stay.
 */
export function effectsAfter(
  effects: readonly HeldEffect[],
  clock: EffectClock,
): HeldEffect[] | null {
  let changed = false
  const next: HeldEffect[] = []
  for (const effect of effects) {
    if (!effect.active || effect.duration === 'indefinite') {
      next.push(effect)
    } else if (clock === 'scene') {
      changed = true
    } else if (effect.duration === 'rounds') {
      changed = true
      const left = (effect.rounds_left ?? 1) - 1
      if (left > 0) next.push({ ...effect, rounds_left: left })
    } else {
      next.push(effect)
    }
  }
  return changed ? next : null
}
