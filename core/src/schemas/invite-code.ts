import { z } from 'zod'
import { randomCode } from './random-code.ts'

/** Base-58: digits and letters without the look-alikes 0, O, I and l. */
export const INVITE_CODE_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
export const INVITE_CODE_LENGTH = 24

export const inviteCodeSchema = z
  .string({ error: 'invite_code must be text' })
  .trim()
  .regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`), {
    error: `invite_code must be ${INVITE_CODE_LENGTH} letters and digits`,
  })

/** The body of POST /chronicles/join. */
export const joinChronicleSchema = z.strictObject(
  { invite_code: inviteCodeSchema },
  { error: 'the body must be {"invite_code": "..."}' },
)

/** A fresh invite code; pass at least twice INVITE_CODE_LENGTH random bytes. */
export function inviteCodeFrom(randomBytes: Uint8Array): string | null {
  return randomCode(INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, randomBytes)
}
