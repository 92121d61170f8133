/**
 * A code of `length` characters drawn from `alphabet` using caller-supplied random bytes, so the
 * function stays pure. Bytes at or above the largest multiple of the alphabet size are skipped
 * so every character is equally likely; null when the bytes run out first.
 */
export function randomCode(
  alphabet: string,
  length: number,
  randomBytes: Uint8Array,
): string | null {
  const usable = 256 - (256 % alphabet.length)
  let code = ''
  for (const byte of randomBytes) {
    if (code.length === length) break
    if (byte < usable) code += alphabet[byte % alphabet.length]
  }
  return code.length === length ? code : null
}
