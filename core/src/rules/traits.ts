import { ABILITIES, ATTRIBUTES, PLAIN_ABILITIES } from '../vocabulary/traits.ts'
import type { Attributes, Traits } from './sheet-input.ts'

type PlainAbilityField = Exclude<
  keyof Traits & `abil_${string}`,
  'abil_craft' | 'abil_martial_arts'
>

const ATTRIBUTE_FIELDS: ReadonlyMap<string, keyof Attributes> = new Map(
  ATTRIBUTES.map((name) => [name, `attr_${name}` as const]),
)
const ABILITY_FIELDS: ReadonlyMap<string, PlainAbilityField> = new Map(
  PLAIN_ABILITIES.map((name) => [name, `abil_${name}` as const]),
)

const STYLE_FORM = /^martial[ _]arts\s*\((.*)\)$/i
const CRAFT_FORM = /^craft\s*\((.*)\)$/i

/** `Attr(x)`: an attribute by name; `essence` gives Essence; an unknown name counts as 0. */
export function attributeRating(traits: Traits, name: string): number {
  if (name === 'essence') return traits.essence
  const field = ATTRIBUTE_FIELDS.get(name)
  return field === undefined ? 0 : traits[field]
}

/**
 * `Abil(x)`: `martial arts (Style)` and `craft (Name)` read that entry's rating (0 when there
 * is none); the bare list names read 0 because a roll always names one craft or style.
 */
export function abilityRating(traits: Traits, name: string): number {
  const field = ABILITY_FIELDS.get(name)
  if (field !== undefined) return traits[field]
  const style = STYLE_FORM.exec(name)?.[1]
  if (style !== undefined) return listedRating(traits.abil_martial_arts, (e) => e.style, style)
  const craft = CRAFT_FORM.exec(name)?.[1]
  if (craft !== undefined) return listedRating(traits.abil_craft, (e) => e.craft, craft)
  return 0
}

function listedRating<T extends { readonly rating: number }>(
  entries: readonly T[],
  nameOf: (entry: T) => string,
  wanted: string,
): number {
  const key = wanted.trim().toLowerCase()
  for (const entry of entries) if (nameOf(entry).trim().toLowerCase() === key) return entry.rating
  return 0
}

/**
 * Whether a trait named in a caste, favored or excellency list is rated above 0. The bare
 * `craft` and `martial_arts` count when any craft or style is rated, so a favored Martial
 * Arts is as real as a favored Craft.
 */
export function isRated(traits: Traits, name: string): boolean {
  if (name === 'craft') return traits.abil_craft.some((e) => e.rating > 0)
  if (name === 'martial_arts') return traits.abil_martial_arts.some((e) => e.rating > 0)
  return abilityRating(traits, name) > 0
}

/** The ability family a roll belongs to: every craft is `craft`, every style `martial_arts`. */
export function abilityFamily(name: string): string {
  if (STYLE_FORM.test(name) || name === 'martial arts') return 'martial_arts'
  if (CRAFT_FORM.test(name)) return 'craft'
  return name
}

/** The contexts of the specialties that cover an ability (one craft specialty covers all crafts). */
export function specialtiesFor(traits: Traits, ability: string): string[] {
  const family = abilityFamily(ability)
  const contexts: string[] = []
  for (const specialty of traits.specialties) {
    if (specialty.ability === family) contexts.push(specialty.context)
  }
  return contexts
}

/** The highest of the attributes other than `except` (all nine when `except` is Essence). */
export function highestOtherAttribute(traits: Traits, except: string): number {
  let best = 0
  for (const [name, field] of ATTRIBUTE_FIELDS) {
    if (name !== except && traits[field] > best) best = traits[field]
  }
  return best
}

/** The highest plain ability other than `except`; crafts and styles are never candidates. */
export function highestOtherAbility(traits: Traits, except: string): number {
  let best = 0
  for (const [name, field] of ABILITY_FIELDS) {
    if (name !== except && traits[field] > best) best = traits[field]
  }
  return best
}

function capitalise(name: string): string {
  const spaced = name.replace(/_/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const KNOWN_LABELS: ReadonlyMap<string, string> = new Map(
  [...ATTRIBUTES, ...ABILITIES, 'essence'].map((name) => [name, capitalise(name)]),
)

/** The label a player reads: `awareness` → "Awareness"; other names (a style, a craft) as typed. */
export function traitLabel(name: string): string {
  return KNOWN_LABELS.get(name) ?? name
}
