import { isAbsolute, resolve } from 'node:path'
import { DATA_DIR, REPO_ROOT } from '../config.ts'

export type DatabaseTarget =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string }

/**
 * Reads DATABASE_URL: `postgres://…` selects PostgreSQL; `sqlite:/path`, a plain path or
 * nothing selects a SQLite file. Relative paths start at the repository root, because npm
 * workspaces change the working directory.
 */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (!url) return { engine: 'sqlite', file: `${DATA_DIR}/loom.sqlite` }
  if (/^postgres(ql)?:\/\//.test(url)) return { engine: 'postgres', url }
  const path = url.replace(/^sqlite:(\/\/(?=\/))?/, '')
  if (path === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    throw new Error(`DATABASE_URL must be postgres://…, sqlite:/path or a file path, got "${url}"`)
  }
  return { engine: 'sqlite', file: isAbsolute(path) ? path : resolve(REPO_ROOT, path) }
}
