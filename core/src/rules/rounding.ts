/** Halve, rounding up: static ratings are half of (attribute + ability), rounded up. */
export function halfUp(n: number): number {
  return Math.ceil(n / 2)
}

/** Halve, rounding down: excellency caps for static ratings round down. */
export function halfDown(n: number): number {
  return Math.floor(n / 2)
}

/** Pools, ratings, soak and hardness never go below zero. */
export function atLeastZero(n: number): number {
  return Math.max(n, 0)
}
