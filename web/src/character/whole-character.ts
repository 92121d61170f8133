import type { Asset } from '../api/types.ts'

/**
 * Whether the store holds the whole character (its traits and child lists), not only the
 * summary a list may embed; the sheet and editor wait for the whole of it.
 */
export const isWholeCharacter = (item: Asset): boolean =>
  typeof item.attr_strength === 'number' &&
  Array.isArray(item.weapons) &&
  Array.isArray(item.merits) &&
  Array.isArray(item.charms)
