import { RANGE_BANDS, type RangeBand } from '@loom/core'

const LABELS: Readonly<Record<RangeBand, string>> = {
  close: 'Close',
  short: 'Short',
  medium: 'Medium',
  long: 'Long',
  extreme: 'Extreme',
}

export const rangeLabel = (band: RangeBand): string => LABELS[band] ?? band

export const RANGE_OPTIONS = RANGE_BANDS.map((value) => ({ value, label: LABELS[value] }))
