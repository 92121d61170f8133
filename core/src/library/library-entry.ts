import { z } from 'zod'
import { rowSchema } from '../portable/export-format.ts'
import { closedObject, line, requiredName, tagList } from '../schemas/fields.ts'
import { LIBRARY_KINDS, type LibraryKind, MAX_LIBRARY_TAGS } from './library-kinds.ts'

/**
 * A library entry: one saved charm, spell, merit, weapon, qc or battlegroup, kept by a player
 * for themself (`chronicle_id` null) or in a chronicle's library. `document` holds the item's
 * own fields and the rows under it (a weapon's poisons, a qc's charms and attacks), as its
 * kind's create schema reads them: whatever fields a kind gains travel with it. Ids, owners,
 * chronicle placement, parent links, ranks and timestamps are never part of it.
 */
export interface LibraryEntry {
  readonly id: number
  readonly kind: LibraryKind
  readonly name: string
  /** Who saved it: an own entry's owner, a chronicle entry's creator. */
  readonly player_id: number
  readonly chronicle_id: number | null
  readonly tags: readonly string[]
  readonly document: Record<string, unknown>
  readonly version: number
  readonly created_at: string
  readonly updated_at: string
}

const kindChoice = z.enum(LIBRARY_KINDS, {
  error: () => `kind must be one of ${LIBRARY_KINDS.join(', ')}`,
})

const positiveId = (what: string) =>
  z.int({ error: () => `${what} must be an id` }).min(1, { error: () => `${what} must be an id` })

const entryTags = () =>
  tagList().refine((tags) => tags.length <= MAX_LIBRARY_TAGS, {
    error: () => `tags may hold at most ${MAX_LIBRARY_TAGS} tags`,
  })

/** Where a saved entry's document comes from when it is not sent: an item the caller may view. */
export const librarySourceSchema = closedObject({
  kind: kindChoice,
  id: positiveId('source.id'),
})

/**
 * The body of a save: the kind, and either the document itself or the `source` item to copy it
 * from; the name defaults to the document's, and `chronicle_id` picks a chronicle's library.
 */
export const libraryEntryCreateSchema = closedObject({
  kind: kindChoice,
  name: requiredName().optional(),
  chronicle_id: positiveId('chronicle_id').nullable().optional(),
  tags: entryTags().optional(),
  document: z.record(z.string(), z.unknown()).optional(),
  source: librarySourceSchema.optional(),
}).superRefine((body, context) => {
  if ((body.document === undefined) === (body.source === undefined)) {
    context.addIssue({
      code: 'custom',
      path: ['document'],
      message: 'send either the document or the source to save it from',
    })
  }
  // An entry of one kind holds that kind's fields: a merit saved from a weapon could never be
  // copied back anywhere.
  if (body.source !== undefined && body.source.kind !== body.kind) {
    context.addIssue({
      code: 'custom',
      path: ['source'],
      message: `a ${body.kind} entry is saved from a ${body.kind}, not a ${body.source.kind}`,
    })
  }
})
export type LibraryEntryCreate = z.infer<typeof libraryEntryCreateSchema>

/** A PATCH: the name, the tags, the document. Kind, owner and chronicle never change. */
export const libraryEntryPatchSchema = closedObject({
  name: requiredName().optional(),
  tags: entryTags().optional(),
  document: z.record(z.string(), z.unknown()).optional(),
})

/**
 * What a copy is added to: a character or qc for a charm, spell, merit or weapon; for a qc or
 * battlegroup nothing (the copier's own list) or the chronicle to place it in.
 */
export const libraryCopySchema = closedObject({
  character_id: positiveId('character_id').optional(),
  qc_id: positiveId('qc_id').optional(),
  chronicle_id: positiveId('chronicle_id').optional(),
})
export type LibraryCopy = z.infer<typeof libraryCopySchema>

/** A document of `kind`, checked by that kind's create schema and its child rows' (strict). */
export function libraryDocumentSchema(kind: LibraryKind): z.ZodType<Record<string, unknown>> {
  return rowSchema(kind) as z.ZodType<Record<string, unknown>>
}

/** What the list answers may be filtered on; `q` searches names. */
export const libraryListQuerySchema = z.object({
  kind: kindChoice.optional(),
  scope: z.enum(['own', 'chronicle'], { error: () => 'scope must be own or chronicle' }).optional(),
  chronicle_id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, { error: () => 'chronicle_id must be an id' })
    .transform(Number)
    .optional(),
  q: line().optional(),
  tag: line().optional(),
})

/**
 * The name an entry takes when the save names none: the item's own (a merit's label, else its
 * merit name), else "New charm" and the like.
 */
export function defaultEntryName(kind: LibraryKind, document: Record<string, unknown>): string {
  const candidates = kind === 'merit' ? [document.label, document.merit_name] : [document.name]
  const named = candidates.find((value) => typeof value === 'string' && value.trim() !== '')
  return (named as string | undefined)?.trim() ?? `New ${kind}`
}
