import { displayNameSchema } from '@loom/core'

const MAX_LENGTH = 64

/**
 * The display name a new player starts with: the provider's name, else the e-mail's local
 * part, else "Player"; cut to fit, because a provider's long name must not block sign-in.
 */
export function displayNameFromProfile(
  name: string | undefined,
  email: string | undefined,
): string {
  for (const candidate of [name, email?.split('@')[0]]) {
    const fitted = [...(candidate ?? '').trim()].slice(0, MAX_LENGTH).join('')
    const parsed = displayNameSchema.safeParse(fitted)
    if (parsed.success) return parsed.data
  }
  return 'Player'
}
