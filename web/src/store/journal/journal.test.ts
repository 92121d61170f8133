import type { JournalEntry } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { testStore } from '../../testing/fake-api.ts'
import { listPage } from '../../testing/signed-in.ts'
import { startLive } from '../live.ts'
import { sessionActions } from '../session.ts'
import { deleteJournalEntry, loadJournal, saveJournalEntry, selectJournal } from './index.ts'

const entry = (id: number, fields: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  chronicle_id: 3,
  author_id: 1,
  author_name: 'Storyteller',
  title: `Entry ${id}`,
  body: '',
  session_number: null,
  session_date: null,
  visibility: 'everyone',
  chosen_player_ids: [],
  version: 1,
  created_at: '2026-11-27T20:00:00.000Z',
  updated_at: '2026-11-27T20:00:00.000Z',
  ...fields,
})

type Setup = ReturnType<typeof testStore>
const titles = (setup: Setup, chronicleId = 3) =>
  selectJournal(setup.store.getState(), chronicleId).ids.map(
    (id) => setup.store.getState().journal.byId[id]?.title,
  )

function liveChannel(setup: Setup) {
  setup.store.dispatch(startLive())
  const channel = setup.live.opened[0]
  if (!channel) throw new Error('the live channel did not open')
  return channel.handlers
}

describe('the journal', () => {
  it('loads newest first, a page at a time, and searches from the first page', async () => {
    const setup = testStore({
      'GET /chronicles/3/journal?page=1': listPage([entry(9), entry(8)], 1, 2),
      'GET /chronicles/3/journal?page=2': listPage([entry(5)], 2, 2),
      'GET /chronicles/3/journal?q=tomb&page=1': listPage([entry(8, { title: 'Tomb' })], 1, 1),
    })
    await setup.store.dispatch(loadJournal(3))
    await setup.store.dispatch(loadJournal(3))
    expect(titles(setup)).toEqual(['Entry 9', 'Entry 8', 'Entry 5'])
    await setup.store.dispatch(loadJournal(3, { query: ' tomb ' }))
    expect(titles(setup)).toEqual(['Tomb'])
    expect(selectJournal(setup.store.getState(), 3).nextPage).toBeNull()
  })

  it('an entry heard live goes on top, a change replaces it, and an older event is ignored', async () => {
    const setup = testStore({ 'GET /chronicles/3/journal?page=1': listPage([entry(8)], 1, 1) })
    const live = liveChannel(setup)
    await setup.store.dispatch(loadJournal(3))
    live.received({ event: 'journal_entry', chronicle_id: 3, entry: entry(11) })
    live.received({
      event: 'journal_entry',
      chronicle_id: 3,
      entry: entry(8, { title: 'Renamed', version: 3 }),
    })
    live.received({ event: 'journal_entry', chronicle_id: 3, entry: entry(8, { version: 2 }) })
    expect(titles(setup)).toEqual(['Entry 11', 'Renamed'])
  })

  it('a removal takes the entry away, and a late event of that version never brings it back', async () => {
    const setup = testStore({
      'GET /chronicles/3/journal?page=1': listPage([entry(9), entry(8)], 1, 1),
    })
    const live = liveChannel(setup)
    await setup.store.dispatch(loadJournal(3))
    live.received({ event: 'journal_entry_removed', chronicle_id: 3, id: 9, version: 2 })
    live.received({ event: 'journal_entry', chronicle_id: 3, entry: entry(9, { version: 2 }) })
    expect(titles(setup)).toEqual(['Entry 8'])
    // Shown again later (its visibility widened): a newer version comes back.
    live.received({ event: 'journal_entry', chronicle_id: 3, entry: entry(9, { version: 3 }) })
    expect(titles(setup)).toEqual(['Entry 9', 'Entry 8'])
  })

  it('while searching, a new entry joins the list only if it matches', async () => {
    const setup = testStore({
      'GET /chronicles/3/journal?q=dragon&page=1': listPage([], 1, 1),
    })
    const live = liveChannel(setup)
    await setup.store.dispatch(loadJournal(3, { query: 'dragon' }))
    live.received({ event: 'journal_entry', chronicle_id: 3, entry: entry(12, { title: 'Quiet' }) })
    live.received({
      event: 'journal_entry',
      chronicle_id: 3,
      entry: entry(13, { body: 'The DRAGON wakes' }),
    })
    expect(titles(setup)).toEqual(['Entry 13'])
  })

  it('saves a change on the version shown; a 412 keeps the newer entry it carries', async () => {
    const newer = entry(8, { title: 'Theirs', version: 4 })
    const setup = testStore({
      'GET /chronicles/3/journal?page=1': listPage([entry(8, { version: 3 })], 1, 1),
      'PATCH /chronicles/3/journal/8': {
        status: 412,
        body: { error: 'Journal entry 8 changed since version 3', current: newer },
      },
    })
    await setup.store.dispatch(loadJournal(3))
    const shown = setup.store.getState().journal.byId[8]!
    await expect(
      setup.store.dispatch(saveJournalEntry(3, shown, { title: 'Mine' })),
    ).rejects.toThrow()
    expect(setup.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { title: 'Mine' } })
    expect(titles(setup)).toEqual(['Theirs'])
  })

  it('a new entry is put on top at once; deleting takes it away', async () => {
    const made = entry(14, { title: 'Handout' })
    const setup = testStore({
      'GET /chronicles/3/journal?page=1': listPage([entry(8)], 1, 1),
      'POST /chronicles/3/journal': { status: 201, body: made },
      'DELETE /chronicles/3/journal/14': { status: 204 },
    })
    await setup.store.dispatch(loadJournal(3))
    await setup.store.dispatch(saveJournalEntry(3, null, { title: 'Handout' }))
    expect(titles(setup)).toEqual(['Handout', 'Entry 8'])
    expect(await setup.store.dispatch(deleteJournalEntry(made))).toBe(true)
    expect(titles(setup)).toEqual(['Entry 8'])
  })

  it('signing out forgets every entry', async () => {
    const setup = testStore({ 'GET /chronicles/3/journal?page=1': listPage([entry(8)], 1, 1) })
    await setup.store.dispatch(loadJournal(3))
    setup.store.dispatch(sessionActions.loggedOut())
    expect(setup.store.getState().journal).toEqual({ byId: {}, lists: {}, gone: {} })
  })
})
