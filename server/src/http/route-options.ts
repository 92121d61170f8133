import type { Db } from '../db/schema.ts'
import type { ChangePublisher } from '../live/changes.ts'

/**
 * What each domain's routes are registered with: the database, which a route only hands on to
 * its domain's commands and queries (it never reads or writes it itself), and the publisher it
 * tells each committed change.
 */
export interface RouteOptions {
  readonly db: Db
  readonly changes: ChangePublisher
}
