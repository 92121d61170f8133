import { expect } from 'vitest'

/**
 * Matches the audience a published item change carries: its top-level item in chronicle
 * `chronicleId` now and, when given, where it was and whether it was hidden before.
 */
export function placedIn(
  chronicleId: number | null,
  before?: { chronicle_id: number | null; hidden: boolean },
) {
  const sight = (item: Record<string, unknown>) =>
    expect.objectContaining({ item: expect.objectContaining(item) })
  return expect.objectContaining({
    now: sight({ chronicle_id: chronicleId }),
    ...(before ? { before: sight(before) } : {}),
  })
}
