// Error-boundary headlines: Charm names bent into bug reports.
export const JOKE_TITLES = [
  'Bug-Body Technique',
  'Crash-Crossing Stride',
  'Unhandled Exception Prana',
  'Thousand Null Pointers Style',
  'Stack-Overflowing Sutra',
  'Infinite Loop Mastery',
  'Segmentation Fault Defense',
  'Broken Build Meditation',
  'Flawless Failure Form',
  'Undefined Is Not A Function Strike',
  'Race Condition Reversal',
  'Error-Shattering Fist (Botched)',
  'Heaven-Crashing Deployment',
  'Off-By-One Excellency',
  'Memory Leak Approach',
] as const

export function randomJokeTitle(): string {
  return JOKE_TITLES[Math.floor(Math.random() * JOKE_TITLES.length)]!
}
