import { z } from 'zod'
import { requiredName, text } from './fields.ts'
import { inviteCodeSchema } from './invite-code.ts'
import { defineKindSchemas, rowShape } from './kind-schemas.ts'

/** A chronicle: a campaign run by its storyteller (`st_id`), joined by players. */
export const chronicleSchemas = defineKindSchemas({
  ranking: 'none',
  shapes: () => ({
    system: {
      ...rowShape(),
      st_id: z.int().positive(),
      /** Null while the storyteller has disabled joining. Only the storyteller ever sees it. */
      invite_code: inviteCodeSchema.nullable(),
    },
    writable: {
      name: requiredName().default('New Chronicle'),
      notes: text().default(''),
    },
  }),
})

export type Chronicle = z.output<typeof chronicleSchemas.entity>
export type ChronicleFields = z.output<typeof chronicleSchemas.fields>
