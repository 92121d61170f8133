/**
 * Whether a write failed because a row it refers to is gone: a child created while its parent
 * was being deleted, say. Checks read first and write later, so such a race can slip past them.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code } = error as { code?: unknown }
  // PostgreSQL's foreign_key_violation, and better-sqlite3's extended result code.
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}

/**
 * A write refused, and rolled back, because it would take a row past a limit of storage (a
 * child its parent has no room for, an item grown too large): answered 422, its message filed
 * under `field`.
 */
export class LimitReached extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}
