/**
 * Where a roll's faces come from: `random(sides)` returns a whole number in [1, sides], each
 * equally likely. The server passes one built on a cryptographic generator; tests pass a
 * seeded one, so a test roll is the same roll every time.
 */
export type RandomInt = (sides: number) => number

/**
 * A seeded generator (mulberry32: 32 bits of state, fast, well spread for dice; not for
 * anything a player could profit from predicting, which is why the server never uses it).
 */
export function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0
  return (sides) => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    const unit = ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32
    return 1 + Math.floor(unit * sides)
  }
}
