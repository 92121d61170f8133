/**
 * Portraits a player uploads for a character, qc or battlegroup: the most a file may hold and
 * the image types the server keeps, recognised by their first bytes (what a browser decodes),
 * never by the content type a client claims.
 */
export const MAX_PORTRAIT_BYTES = 2 * 1024 * 1024

export const PORTRAIT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type PortraitType = (typeof PORTRAIT_TYPES)[number]

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0))

/** Byte patterns at an offset; `null` matches any byte (the RIFF size of a WebP file). */
const SIGNATURES: readonly { type: PortraitType; bytes: readonly (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  { type: 'image/webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
]

/** The image type the bytes begin like, or null when they are none of PORTRAIT_TYPES. */
export function portraitTypeOf(bytes: Uint8Array): PortraitType | null {
  const match = SIGNATURES.find(
    ({ bytes: signature }) =>
      bytes.length > signature.length &&
      signature.every((byte, index) => byte === null || bytes[index] === byte),
  )
  return match?.type ?? null
}

export const PORTRAIT_TOO_LARGE_MESSAGE = `A portrait may be at most ${MAX_PORTRAIT_BYTES / 1024 / 1024} MiB: shrink the image and try again`

export const PORTRAIT_TYPE_MESSAGE =
  'A portrait must be a PNG, JPEG, WebP or GIF image (recognised by its contents)'
