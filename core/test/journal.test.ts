import { describe, expect, it } from 'vitest'
import {
  canEditJournalEntry,
  canGiveJournalVisibility,
  canViewJournalEntry,
  chosenPlayersProblem,
  type JournalSight,
  journalDeliveries,
  journalEntryAudience,
  journalEntryCreateSchema,
  patchedJournalSight,
} from '../src/index.ts'

// The storyteller is 1; Ana (2), Ben (4) and Cat (5) are members; 9 is a stranger.
const chronicle = { id: 3, st_id: 1, member_ids: [2, 4, 5] }
const sight = (fields: Partial<JournalSight>): JournalSight => ({
  chronicle_id: 3,
  author_id: 1,
  visibility: 'everyone',
  chosen_player_ids: [],
  ...fields,
})

describe('who reads a journal entry', () => {
  it.each([
    ['everyone', sight({}), [1, 2, 4, 5]],
    ["the storyteller's notes", sight({ visibility: 'storyteller' }), [1]],
    ["Ana's note for the storyteller", sight({ author_id: 2, visibility: 'storyteller' }), [1, 2]],
    ['a handout to Ben', sight({ visibility: 'chosen', chosen_player_ids: [4] }), [1, 4]],
    [
      'a handout naming a player who left',
      sight({ visibility: 'chosen', chosen_player_ids: [4, 9] }),
      [1, 4],
    ],
  ] as const)('%s', (_label, entry, readers) => {
    for (const id of [1, 2, 4, 5, 9]) {
      expect({ id, reads: canViewJournalEntry({ id }, entry, chronicle) }).toEqual({
        id,
        reads: readers.includes(id as never),
      })
    }
    expect(journalEntryAudience(entry, chronicle)).toEqual(readers)
  })

  it('nobody reads an entry against another chronicle, signed out, or once its author left', () => {
    expect(canViewJournalEntry({ id: 1 }, sight({}), { ...chronicle, id: 8 })).toBe(false)
    expect(canViewJournalEntry(null, sight({}), chronicle)).toBe(false)
    const left = { ...chronicle, member_ids: [4, 5] }
    expect(canViewJournalEntry({ id: 2 }, sight({ author_id: 2 }), left)).toBe(false)
  })
})

describe('who changes a journal entry and gives which visibility', () => {
  it('the storyteller any entry, a player their own, nobody else', () => {
    const anas = sight({ author_id: 2 })
    expect([1, 2, 4, 9].map((id) => canEditJournalEntry({ id }, anas, chronicle))).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(canEditJournalEntry({ id: 2 }, sight({}), chronicle)).toBe(false)
  })

  it('only the storyteller chooses players', () => {
    expect(canGiveJournalVisibility({ id: 1 }, chronicle, 'chosen')).toBe(true)
    expect(canGiveJournalVisibility({ id: 2 }, chronicle, 'chosen')).toBe(false)
    expect(canGiveJournalVisibility({ id: 2 }, chronicle, 'everyone')).toBe(true)
    expect(canGiveJournalVisibility({ id: 9 }, chronicle, 'everyone')).toBe(false)
  })
})

describe('chosen players', () => {
  it('another visibility sent alone forgets them; chosen keeps them unless new ones are sent', () => {
    const handout = sight({ visibility: 'chosen', chosen_player_ids: [4] })
    expect(patchedJournalSight(handout, { visibility: 'everyone' }).chosen_player_ids).toEqual([])
    expect(patchedJournalSight(handout, {}).chosen_player_ids).toEqual([4])
    expect(patchedJournalSight(handout, { chosen_player_ids: [5] }).chosen_player_ids).toEqual([5])
  })

  it('must name someone for chosen, and nobody otherwise', () => {
    expect(chosenPlayersProblem(sight({ visibility: 'chosen' }))).toMatch(/at least one/)
    expect(chosenPlayersProblem(sight({ chosen_player_ids: [4] }))).toMatch(/only for/)
    expect(chosenPlayersProblem(sight({ visibility: 'chosen', chosen_player_ids: [4] }))).toBeNull()
  })

  it('are sent once each', () => {
    const body = journalEntryCreateSchema.parse({ title: 'T', chosen_player_ids: [4, 4, 5] })
    expect(body.chosen_player_ids).toEqual([4, 5])
  })
})

describe('a session date', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['tomorrow', false],
  ])('%s is valid: %s', (date, valid) => {
    expect(journalEntryCreateSchema.safeParse({ title: 'T', session_date: date }).success).toBe(
      valid,
    )
  })
})

describe('who hears of a change', () => {
  const entry = {
    ...sight({ visibility: 'chosen' }),
    chosen_player_ids: [4],
    id: 12,
    author_name: 'Stella',
    title: 'T',
    body: '',
    session_number: null,
    session_date: null,
    version: 2,
    created_at: '',
    updated_at: '',
  }

  it('narrowing sends the entry to its readers now and its removal to those who lost it', () => {
    const before = { ...sight({}), id: 12, version: 1 }
    expect(journalDeliveries(chronicle, entry, before)).toEqual([
      { player_ids: [1, 4], event: { event: 'journal_entry', chronicle_id: 3, entry } },
      {
        player_ids: [2, 5],
        event: { event: 'journal_entry_removed', chronicle_id: 3, id: 12, version: 2 },
      },
    ])
  })

  it('deleting tells its readers; a chronicle that is gone tells nobody', () => {
    expect(journalDeliveries(chronicle, null, entry)).toEqual([
      {
        player_ids: [1, 4],
        event: { event: 'journal_entry_removed', chronicle_id: 3, id: 12, version: 2 },
      },
    ])
    expect(journalDeliveries(null, entry, null)).toEqual([])
  })
})
