import { existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { DATA_DIR } from './config.ts'
import { parseDatabaseUrl } from './db/database-url.ts'
import { backupSqlite } from './ops/sqlite-backup.ts'

/**
 * `npm run backup [-- <file>]`: an online copy of the SQLite database named by DATABASE_URL
 * (data/loom.sqlite by default), safe while the server runs, to <file> or to
 * data/backups/loom-<time>.sqlite. PostgreSQL is backed up with pg_dump (docs/operations.md).
 */
const target = parseDatabaseUrl(process.env.DATABASE_URL)
if (target.engine === 'postgres') {
  console.error(
    'DATABASE_URL names PostgreSQL: back it up with pg_dump -Fc (see docs/operations.md, Backups)',
  )
  process.exit(2)
}
if (!existsSync(target.file)) {
  console.error(`There is no database at ${target.file} to back up (set DATABASE_URL?)`)
  process.exit(2)
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')
// npm runs workspace scripts in server/; a path the operator typed is from where they typed it.
const destination = process.argv[2]
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
  : `${DATA_DIR}/backups/loom-${stamp}.sqlite`
if (existsSync(destination)) {
  console.error(`${destination} exists already; name a new file`)
  process.exit(2)
}
mkdirSync(dirname(destination), { recursive: true })
const { pages } = await backupSqlite(target.file, destination)
console.log(`Backed up ${target.file} to ${destination} (${pages} pages, checked)`)
