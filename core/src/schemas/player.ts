import type { z } from 'zod'
import { displayNameSchema } from '../player.ts'
import { defineKindSchemas, rowShape } from './kind-schemas.ts'

/** A player account as other players see it; the sign-in e-mail is kept apart and never sent. */
export const playerSchemas = defineKindSchemas({
  ranking: 'none',
  system: rowShape(),
  writable: { display_name: displayNameSchema },
})

export type Player = z.output<typeof playerSchemas.entity>
