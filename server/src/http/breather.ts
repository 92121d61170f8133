/**
 * Long work that lets other requests run meanwhile: a breather is called between steps (a row
 * validated, a statement written) and, once the work has held the event loop for SLICE_MS,
 * yields it once so that waiting answers (a cached sheet, a live event) go out before it goes
 * on. One player's large import then costs others a few milliseconds, not its whole duration.
 */
const SLICE_MS = 2

export type Breather = () => Promise<void>

export function createBreather(sliceMs = SLICE_MS): Breather {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < sliceMs) return
    await new Promise<void>((resolve) => setImmediate(resolve))
    since = performance.now()
  }
}
