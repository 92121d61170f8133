import { z } from 'zod'
import { defineKindSchemas, rowShape } from './kind-schemas.ts'

/** A display name: 1 to 64 characters once trimmed, not only invisible characters. */
export const displayNameSchema = z
  .string({ error: 'display_name must be text' })
  .trim()
  .min(1, { error: 'display_name cannot be blank', abort: true })
  .max(64, { error: 'display_name must be at most 64 characters' })
  .refine((name) => /[^\s\p{C}]/u.test(name), {
    error: 'display_name must contain a visible character',
  })

/** What a player may change of their own account. */
export const playerUpdateSchema = z.strictObject({ display_name: displayNameSchema })

/** A player account as other players see it; the sign-in e-mail is kept apart and never sent. */
export const playerSchemas = defineKindSchemas({
  ranking: 'none',
  shapes: () => ({
    system: rowShape(),
    writable: { display_name: displayNameSchema },
  }),
})

export type Player = z.output<typeof playerSchemas.entity>
