/** A weapon's tags as the schema stores them: trimmed, lower-cased, without duplicates. */
export type WeaponTags = readonly string[]

export function tagStartingWith(tags: WeaponTags, prefix: string): string | undefined {
  return tags.find((tag) => tag.startsWith(prefix))
}

/** `siege`, alone or followed by a range in parentheses (`siege (long)`, `siege(long)`). */
const SIEGE_TAG = /^siege\s*(\(|$)/

/**
 * The weapon's siege tag, if any. Words that merely start with "siege" (`siegebreaker`) are not
 * one (the reference took any tag starting with those letters).
 */
export function siegeTag(tags: WeaponTags): string | undefined {
  return tags.find((tag) => SIEGE_TAG.test(tag))
}

export function isSiege(tags: WeaponTags): boolean {
  return siegeTag(tags) !== undefined
}

/** Elemental and Crypt Bolt: Essence-powered attacks with their own damage and minimum. */
export function isBolt(tags: WeaponTags): boolean {
  return tags.includes('elemental bolt') || tags.includes('crypt bolt')
}

export type DamageType = 'Aggravated' | 'Lethal' | 'Bashing'

const DAMAGE_TYPE_TAGS: readonly (readonly [DamageType, readonly string[]])[] = [
  ['Aggravated', ['aggravated']],
  ['Lethal', ['lethal', 'air', 'fire', 'wood']],
  ['Bashing', ['bashing', 'earth', 'water']],
]

/** The decisive damage type the tags name, checked Aggravated, then Lethal, then Bashing. */
export function damageType(tags: WeaponTags): DamageType | null {
  for (const [type, names] of DAMAGE_TYPE_TAGS) {
    if (names.some((name) => tags.includes(name))) return type
  }
  return null
}

/** Paired and two-handed weapons get +2 in a clash (a note, not added). */
export function hasClashBonus(tags: WeaponTags): boolean {
  return tags.includes('paired') || tags.includes('two-handed')
}
