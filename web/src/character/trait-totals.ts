import { type Character, PLAIN_ABILITIES } from '@loom/core'

/** Dots in a group of attributes, and how many of them were bought past the free first dot. */
export function attributeDots(character: Character, attributes: readonly string[]) {
  const total = attributes.reduce(
    (sum, name) => sum + Number(character[`attr_${name}` as keyof Character] ?? 0),
    0,
  )
  return { total, purchased: total - attributes.length }
}

/** Ability dots in all, at or under 3 (cheaper at creation) and over 3. */
export function abilityDots(character: Character) {
  const ratings = [
    ...PLAIN_ABILITIES.map((name) => character[`abil_${name}`]),
    ...character.abil_craft.map((entry) => entry.rating),
    ...character.abil_martial_arts.map((entry) => entry.rating),
  ]
  const total = ratings.reduce((sum, rating) => sum + rating, 0)
  const low = ratings.reduce((sum, rating) => sum + Math.min(rating, 3), 0)
  return { total, low, high: total - low }
}
