import { z } from 'zod'

/** A display name: 1 to 64 characters once trimmed, not only invisible characters. */
export const displayNameSchema = z
  .string({ error: 'display_name must be text' })
  .trim()
  .min(1, { error: 'display_name cannot be blank', abort: true })
  .max(64, { error: 'display_name must be at most 64 characters' })
  .refine((name) => /[^\s\p{C}]/u.test(name), {
    error: 'display_name must contain a visible character',
  })

export const playerUpdateSchema = z.strictObject({ display_name: displayNameSchema })
