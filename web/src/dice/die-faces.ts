/** What decides how a roll's faces read: the final faces and the roll's settings. */
export interface FacesOfRoll {
  readonly dice: readonly number[]
  readonly rerolled: readonly number[]
  readonly target_number: number
  readonly double: readonly number[]
  readonly botch: boolean
}

export type DieKind = 'success' | 'double' | 'failure' | 'botch' | 'rerolled'

/** How one face reads: its kind, the CSS classes that draw it, and what a screen reader says. */
export interface DieFace {
  readonly value: number
  readonly kind: DieKind
  readonly classes: string
  readonly description: string
}

const CLASSES: Readonly<Record<DieKind, string>> = {
  success: 'die-success',
  double: 'die-success die-double',
  failure: 'die-failure',
  botch: 'die-botch',
  rerolled: 'die-rerolled',
}

const DESCRIPTIONS: Readonly<Record<DieKind, string>> = {
  success: 'a success',
  double: 'counts two successes',
  failure: 'no success',
  botch: 'a botch',
  rerolled: 'rerolled',
}

function face(value: number, kind: DieKind): DieFace {
  return { value, kind, classes: CLASSES[kind], description: `${value}: ${DESCRIPTIONS[kind]}` }
}

function kindOf(value: number, roll: FacesOfRoll, doubles: ReadonlySet<number>): DieKind {
  if (value >= roll.target_number) return doubles.has(value) ? 'double' : 'success'
  return roll.botch && value === 1 ? 'botch' : 'failure'
}

const highestFirst = (a: number, b: number) => b - a

/** The kept faces, highest first, and the faces rerolls replaced, as they read on screen. */
export function dieFaces(roll: FacesOfRoll): { kept: DieFace[]; rerolled: DieFace[] } {
  const doubles = new Set(roll.double)
  return {
    kept: [...roll.dice]
      .sort(highestFirst)
      .map((value) => face(value, kindOf(value, roll, doubles))),
    rerolled: [...roll.rerolled].sort(highestFirst).map((value) => face(value, 'rerolled')),
  }
}
