import { VersionConflict } from '../db/transaction.ts'
import { HttpError } from './errors.ts'

/** How often a write is tried when another change to the same rows commits in between. */
const ATTEMPTS = 3

/**
 * Runs a write, starting it over when it meets a VersionConflict (another change committed
 * between its reads and its write); after the last attempt, a 409 with the conflict's message.
 */
export async function retriedOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error
      if (attempt === ATTEMPTS) throw new HttpError(409, { error: error.message })
    }
  }
}
