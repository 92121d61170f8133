import {
  ATTRIBUTE_EFFECT_TARGETS,
  type AttributeEffectTarget,
} from '../vocabulary/effect-targets.ts'
import type { EffectFigures } from './effects.ts'
import type { Attributes } from './sheet-input.ts'
import { traitLabel } from './traits.ts'

/** A sheet whose attributes carry the active effects, and how each attribute is then named. */
export interface AttributesWithEffects<T extends Attributes> {
  readonly sheet: T
  /** "Strength (Tiger form)" for an attribute an effect changed; the plain label otherwise. */
  readonly label: (name: string) => string
}

const FIELDS: Readonly<Record<AttributeEffectTarget, keyof Attributes>> = {
  strength: 'attr_strength',
  dexterity: 'attr_dexterity',
  stamina: 'attr_stamina',
}

/**
 * The physical attributes with the active effects on them added (never below 0), so every
 * figure built from them follows: pools, ratings, soak, weapon damage. The stored traits are
 * untouched; an effect that goes (a form left) gives the character's own back. Each changed
 * attribute is labelled with the effects that changed it, so every breakdown names them.
 */
export function withAttributeEffects<T extends Attributes>(
  sheet: T,
  effects: EffectFigures,
): AttributesWithEffects<T> {
  let changed: Record<string, number> | null = null
  const labels = new Map<string, string>()
  for (const target of ATTRIBUTE_EFFECT_TARGETS) {
    const figures = effects.on(target)
    if (figures.length === 0) continue
    const field = FIELDS[target]
    changed ??= {}
    changed[field] = Math.max(sheet[field] + effects.sum(target), 0)
    const names = figures.map((figure) => figure.label).join(', ')
    labels.set(target, `${traitLabel(target)} (${names})`)
  }
  if (changed === null) return { sheet, label: traitLabel }
  return {
    sheet: { ...sheet, ...changed },
    label: (name) => labels.get(name) ?? traitLabel(name),
  }
}
