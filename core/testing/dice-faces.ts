import type { RandomInt } from '../src/index.ts'

/**
 * Dice that show exactly these faces, in order, like a table's physical dice: a test states
 * every face it rolls. Running out of faces is a test mistake, so it throws.
 */
export function faces(...shown: number[]): RandomInt & { readonly left: () => number } {
  let next = 0
  const random = (sides: number) => {
    const face = shown[next++]
    if (face === undefined)
      throw new Error(`the test rolled more dice than the ${shown.length} it set`)
    if (face < 1 || face > sides) throw new Error(`a d${sides} cannot show ${face}`)
    return face
  }
  return Object.assign(random, { left: () => shown.length - next })
}

/** `count` dice showing `face`. */
export function many(count: number, face: number): number[] {
  return Array.from({ length: count }, () => face)
}
