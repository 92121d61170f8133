/** The range bands of a ranged attack, closest first. */
export const RANGE_BANDS = ['close', 'short', 'medium', 'long', 'extreme'] as const
export type RangeBand = (typeof RANGE_BANDS)[number]
