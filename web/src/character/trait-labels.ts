/** "martial_arts" → "Martial Arts", "full moon" → "Full Moon". */
export function traitLabel(name: string): string {
  return name.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())
}
