/**
 * How long the live channel waits before checking a connection again (spec §9): 5 × ln(attempts
 * + 1) seconds, never under 3 s nor over 30 s. The stock client of today backs off on its own
 * curve (6 s × 1.15^attempts, with jitter); this is the spec's.
 */
export const RECONNECT_DELAY = { minSeconds: 3, maxSeconds: 30, multiplier: 5 } as const

export function reconnectDelayMs(reconnectAttempts: number): number {
  const { minSeconds, maxSeconds, multiplier } = RECONNECT_DELAY
  const seconds = multiplier * Math.log(Math.max(0, reconnectAttempts) + 1)
  return Math.round(Math.min(maxSeconds, Math.max(minSeconds, seconds)) * 1000)
}
