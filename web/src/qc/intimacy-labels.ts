/** Intimacy intensities by rating (spec §9). */
const INTENSITIES: Readonly<Record<number, string>> = { 3: 'Defining', 2: 'Major', 1: 'Minor' }

export function intensityLabel(rating: number): string {
  return INTENSITIES[rating] ?? 'Unrated'
}

export const INTENSITY_OPTIONS = [
  { value: 1, label: 'Minor' },
  { value: 2, label: 'Major' },
  { value: 3, label: 'Defining' },
] as const
