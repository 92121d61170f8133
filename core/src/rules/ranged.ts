import { RANGE_BANDS, type RangeBand } from '../vocabulary/range-bands.ts'
import type { WeaponInput } from './sheet-input.ts'
import { isBolt, siegeTag, tagStartingWith, type WeaponTags } from './weapon-tags.ts'

export type RangeTable = 'archery' | 'thrown' | 'siege'

/** Band accuracy per table, close to extreme (an artifact adds 1 to every band). */
const BAND_ACCURACY: Readonly<Record<RangeTable, readonly number[]>> = {
  archery: [-2, 4, 2, 0, -2],
  thrown: [4, 3, 2, -1, -3],
  siege: [-5, -3, 4, 2, 0],
}

/** Flame weapons (fire-throwers) are not hampered at close range. */
const FLAME_CLOSE_ACCURACY = 0

/** Bolts with no range tag of their own reach medium range as thrown weapons. */
const BOLT_RANGE_TAG = 'thrown (medium)'

/**
 * The weapon's range tag, e.g. `archery (long)`; bolts default to `thrown (medium)`. A siege tag
 * wins over the others, so that one tag decides the range, the band table and the damage.
 */
function rangeTag(tags: WeaponTags): string | undefined {
  return (
    siegeTag(tags) ??
    tagStartingWith(tags, 'thrown') ??
    tagStartingWith(tags, 'archery') ??
    (isBolt(tags) ? BOLT_RANGE_TAG : undefined)
  )
}

/**
 * Archery and Thrown weapons are ranged; Melee and Brawl never are, even with a range tag; any
 * other ability (Martial Arts, Craft, …) is ranged exactly when the weapon has a range tag.
 */
export function isRanged(weapon: Pick<WeaponInput, 'ability'>, tags: WeaponTags): boolean {
  const ability = weapon.ability.trim().toLowerCase()
  if (ability === 'archery' || ability === 'thrown') return true
  if (ability === 'melee' || ability === 'brawl') return false
  return rangeTag(tags) !== undefined
}

/** The farthest band (0 close … 4 extreme) named in the range tag's parentheses; 0 if none. */
export function maxRange(tags: WeaponTags): number {
  const word = /\(([^)]*)\)/.exec(rangeTag(tags) ?? '')?.[1]?.trim()
  // No parentheses, or a word that is not a band, reads as close (-1 becomes 0).
  return Math.max(RANGE_BANDS.indexOf(word as RangeBand), 0)
}

/**
 * Siege tags use the siege table, thrown tags the thrown table and other tags the archery
 * table; with no range tag at all
 * the weapon's own ability decides, so a plain Thrown weapon uses the thrown table.
 */
export function rangeTable(weapon: Pick<WeaponInput, 'ability'>, tags: WeaponTags): RangeTable {
  const tag = rangeTag(tags)
  if (tag !== undefined) {
    if (tag.startsWith('siege')) return 'siege'
    return tag.startsWith('thrown') ? 'thrown' : 'archery'
  }
  return weapon.ability.trim().toLowerCase() === 'thrown' ? 'thrown' : 'archery'
}

/** The accuracy a band gives before the artifact bonus. */
export function bandAccuracy(table: RangeTable, band: RangeBand, tags: WeaponTags): number {
  if (table === 'archery' && band === 'close' && tags.includes('flame')) return FLAME_CLOSE_ACCURACY
  return BAND_ACCURACY[table][RANGE_BANDS.indexOf(band)] ?? 0
}
