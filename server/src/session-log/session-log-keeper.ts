import type { Db } from '../db/schema.ts'
import type { Happenings } from '../happenings/happenings.ts'
import type { ChangePublisher } from '../live/changes.ts'
import { appendLine } from './session-log-lines.ts'

/**
 * Keeps every chronicle's session log: each happening becomes the next line of its chronicle's
 * log, then goes live to those who may read it. Lines are stored one after another, in the order
 * this process was told them, so a log reads as things happened.
 */
export function keepSessionLog(happenings: Happenings, db: Db, changes: ChangePublisher): void {
  let previous: Promise<unknown> = Promise.resolve()
  happenings.listen((happening) => {
    const stored = previous.then(async () => {
      const line = await appendLine(db, happening)
      if (line !== undefined)
        changes.publish({ kind: 'log_line', line, audience: happening.audience })
    })
    // The next line waits for this one, whether it was stored or failed (reported by the seam).
    previous = stored.catch(() => {})
    return stored
  })
}
