import { z } from 'zod'
import { randomCode } from './random-code.ts'

/**
 * Invite codes are read aloud across a table and typed on phones: four groups of four from
 * an alphabet without look-alikes (no 0/O, 1/I/L, nor U), in capitals, `K7QM-3XHD-9TWB-RF2A`,
 * about 78 bits. Typed in any case, with or without dashes or spaces, a code is the same code.
 */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 4
const GROUP_LENGTH = 4
export const INVITE_CODE_LENGTH = GROUPS * GROUP_LENGTH

/** Codes made before the grouped form: 24 base-58 characters, matched exactly. */
const EARLIER_CODE = /^[1-9A-HJ-NP-Za-km-z]{24}$/
const GROUPED_CODE = new RegExp(
  `^[${INVITE_CODE_ALPHABET}]{${GROUP_LENGTH}}(-[${INVITE_CODE_ALPHABET}]{${GROUP_LENGTH}}){${GROUPS - 1}}$`,
)

/** A code as a person typed it, in its stored form (earlier codes are left as they are). */
function storedForm(typed: string): string {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase()
  const grouped =
    compact.length === INVITE_CODE_LENGTH &&
    [...compact].every((c) => INVITE_CODE_ALPHABET.includes(c))
  return grouped
    ? (compact.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g')) ?? []).join('-')
    : typed.trim()
}

export const inviteCodeSchema = z
  .string({ error: 'invite_code must be text' })
  .transform(storedForm)
  .pipe(
    z.string().refine((code) => GROUPED_CODE.test(code) || EARLIER_CODE.test(code), {
      error: `invite_code must be ${GROUPS} groups of ${GROUP_LENGTH} letters and digits, like K7QM-3XHD-9TWB-RF2A`,
    }),
  )

/** The body of POST /chronicles/join. */
export const joinChronicleSchema = z.strictObject(
  { invite_code: inviteCodeSchema },
  { error: 'the body must be {"invite_code": "..."}' },
)

/** A fresh invite code; pass at least twice INVITE_CODE_LENGTH random bytes. */
export function inviteCodeFrom(randomBytes: Uint8Array): string | null {
  const code = randomCode(INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, randomBytes)
  return code === null ? null : storedForm(code)
}
