import { hkdfSync, randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The secret every signature derives from. Kept in the data folder so that tokens
 * and cookies survive a restart when SECRET_KEY_BASE is not set.
 */
export function readOrCreateSecretKeyBase(dataDir: string): string {
  const file = join(dataDir, 'secret_key_base')
  mkdirSync(dataDir, { recursive: true })
  const draft = `${file}.${process.pid}.tmp`
  writeFileSync(draft, randomBytes(64).toString('hex'), { mode: 0o600 })
  try {
    // A hard link appears complete or not at all, and fails when another process won the race.
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(draft, { force: true })
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`)
  return secret
}

/** A separate key per purpose, so a signature made for one use is worthless for another. */
export function deriveKey(secretKeyBase: string, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secretKeyBase, 'loom', purpose, 32))
}
