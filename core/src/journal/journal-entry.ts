/**
 * The chronicle's journal: session notes, handouts and secrets in Markdown, each shown to the
 * audience its visibility names (journal-permissions.ts). An entry as the API answers it and
 * the live `journal_entry` event carries it, and the bodies of its create, PATCH and list.
 */
import { z } from 'zod'
import { choice, closedObject, line, requiredName, wholeNumber } from '../schemas/fields.ts'

/**
 * Who reads an entry besides the storyteller and its author: every member (`everyone`),
 * nobody else (`storyteller`), or the members listed in `chosen_player_ids` (`chosen`).
 */
export const JOURNAL_VISIBILITIES = ['everyone', 'storyteller', 'chosen'] as const
export type JournalVisibility = (typeof JOURNAL_VISIBILITIES)[number]

/** An entry's Markdown body holds at most this many characters (a long session's notes). */
export const MAX_JOURNAL_BODY = 50_000
/** The highest session number an entry may name. */
export const MAX_JOURNAL_SESSION = 10_000
/** How many players one handout may be chosen for. */
export const MAX_JOURNAL_CHOSEN = 100

const id = z.int().positive()

export const journalEntrySchema = z.strictObject({
  id,
  chronicle_id: id,
  /** Who wrote it: the storyteller or a player of the chronicle. */
  author_id: id,
  /** The author's display name now. */
  author_name: z.string(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  session_number: z.int().nullable(),
  /** A calendar date, `YYYY-MM-DD`. */
  session_date: z.string().nullable(),
  visibility: z.enum(JOURNAL_VISIBILITIES),
  /** For `chosen`: the players it is shown to; empty otherwise. */
  chosen_player_ids: z.array(id),
  version: z.int().min(1),
  created_at: z.string(),
  updated_at: z.string(),
})
export type JournalEntry = z.infer<typeof journalEntrySchema>

/** `YYYY-MM-DD` naming a day that exists (no 31 February). */
const calendarDate = () =>
  z
    .string({ error: () => 'session_date must be a date such as 2026-11-27' })
    .refine(isCalendarDate, { error: () => 'session_date must be a date such as 2026-11-27' })

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

const body = () =>
  z
    .string({ error: () => 'body must be text' })
    .max(MAX_JOURNAL_BODY, { error: () => `body must be at most ${MAX_JOURNAL_BODY} characters` })

const chosenPlayers = () =>
  z
    .array(
      z.int({ error: () => 'chosen_player_ids must be player ids' }).positive({
        error: () => 'chosen_player_ids must be player ids',
      }),
      { error: () => 'chosen_player_ids must be a list of player ids' },
    )
    .max(MAX_JOURNAL_CHOSEN, {
      error: () => `chosen_player_ids may name at most ${MAX_JOURNAL_CHOSEN} players`,
    })
    .transform((ids) => [...new Set(ids)])

const fields = {
  title: requiredName(),
  body: body(),
  session_number: wholeNumber(1, MAX_JOURNAL_SESSION).nullable(),
  session_date: calendarDate().nullable(),
  visibility: choice(JOURNAL_VISIBILITIES),
  chosen_player_ids: chosenPlayers(),
}

/** A new entry: a title; the rest optional (an empty body, no session, storyteller only). */
export const journalEntryCreateSchema = closedObject({
  ...fields,
  body: fields.body.optional(),
  session_number: fields.session_number.optional(),
  session_date: fields.session_date.optional(),
  visibility: fields.visibility.optional(),
  chosen_player_ids: fields.chosen_player_ids.optional(),
})
export type JournalEntryCreate = z.infer<typeof journalEntryCreateSchema>

/** A PATCH: any of the fields. Author, chronicle and timestamps never change. */
export const journalEntryPatchSchema = closedObject({
  title: fields.title.optional(),
  body: fields.body.optional(),
  session_number: fields.session_number.optional(),
  session_date: fields.session_date.optional(),
  visibility: fields.visibility.optional(),
  chosen_player_ids: fields.chosen_player_ids.optional(),
})
export type JournalEntryPatch = z.infer<typeof journalEntryPatchSchema>

/** The list's search: `q` matches part of the title or the body, in any case. */
export const journalListQuerySchema = z.object({ q: line().optional() })

/** The fields an entry's audience rests on. */
export interface JournalSight {
  readonly chronicle_id: number
  readonly author_id: number
  readonly visibility: JournalVisibility
  readonly chosen_player_ids: readonly number[]
}

/**
 * What an entry becomes when `patch` is applied to `current`: a visibility other than
 * `chosen` sent alone empties the chosen players, so they never linger unseen.
 */
export function patchedJournalSight(
  current: JournalSight,
  patch: Pick<JournalEntryPatch, 'visibility' | 'chosen_player_ids'>,
): JournalSight {
  const visibility = patch.visibility ?? current.visibility
  const chosen =
    patch.chosen_player_ids ?? (visibility === 'chosen' ? current.chosen_player_ids : [])
  return { ...current, visibility, chosen_player_ids: chosen }
}

/**
 * Whether the chosen players fit the visibility: `chosen` names at least one, the others none.
 * The message for `chosen_player_ids`, or null when they fit.
 */
export function chosenPlayersProblem(sight: JournalSight): string | null {
  if (sight.visibility === 'chosen') {
    return sight.chosen_player_ids.length === 0
      ? 'choose at least one player for an entry shown to chosen players'
      : null
  }
  return sight.chosen_player_ids.length === 0
    ? null
    : `players are chosen only for visibility chosen, not ${sight.visibility}`
}
