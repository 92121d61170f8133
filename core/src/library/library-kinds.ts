import type { KindName } from '../schemas/kind-tree.ts'

/**
 * What a chronicle's or a player's library holds, as plain data with no schema behind it (the
 * web app's picker reads it without loading the schemas): the kinds an entry may be, and where
 * a copy of each goes. A child kind is copied under a character or a qc it may belong to; a qc
 * or battlegroup becomes a new item of the copier's, in a chronicle when one is named.
 */
export const LIBRARY_KINDS = ['charm', 'spell', 'merit', 'weapon', 'qc', 'battlegroup'] as const
export type LibraryKind = (typeof LIBRARY_KINDS)[number]

/** The items a copy of each child kind may be added to (spells also go to qcs). */
export const LIBRARY_TARGETS: Readonly<Record<LibraryKind, readonly KindName[]>> = {
  charm: ['character'],
  spell: ['character', 'qc'],
  merit: ['character'],
  weapon: ['character'],
  qc: [],
  battlegroup: [],
}

export function isLibraryKind(value: unknown): value is LibraryKind {
  return (LIBRARY_KINDS as readonly unknown[]).includes(value)
}

/** The most tags one entry may carry. */
export const MAX_LIBRARY_TAGS = 20

/**
 * Fields that belong to the sheet a row sat on rather than to the row, left out when it is
 * saved: a charm's loadouts name its character's loadouts (a copy joins its new character's
 * active loadout instead).
 */
export const SHEET_BOUND_FIELDS: Readonly<Partial<Record<LibraryKind, readonly string[]>>> = {
  charm: ['loadouts'],
}

/**
 * The most entries one library holds (a player's own, or a chronicle's): far more than a table
 * uses, few enough that nobody can grow the server's storage without end.
 */
export const MAX_LIBRARY_ENTRIES = 500
