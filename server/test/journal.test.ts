import { type JournalEntry, MAX_JOURNAL_BODY } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { chronicleThroughApi } from './support/chronicle-world.ts'
import { type Caller, call } from './support/item-requests.ts'
import { type TestApp, useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** Every journal row, to check that a refused request changed nothing. */
async function journalRows(t: TestApp) {
  return {
    entries: await t.db.selectFrom('journal_entries').selectAll().orderBy('id').execute(),
    chosen: await t.db
      .selectFrom('journal_entry_players')
      .selectAll()
      .orderBy('entry_id')
      .orderBy('player_id')
      .execute(),
  }
}

/** A chronicle run by `st` with three players, and an outsider who runs one of their own. */
async function table(t: TestApp) {
  const [st, ana, ben, cat, out] = [
    await t.createPlayer({ display_name: 'Storyteller' }),
    await t.createPlayer({ display_name: 'Ana' }),
    await t.createPlayer({ display_name: 'Ben' }),
    await t.createPlayer({ display_name: 'Cat' }),
    await t.createPlayer({ display_name: 'Out' }),
  ]
  const chronicle = await chronicleThroughApi(t, st, [ana, ben, cat])
  const elsewhere = await chronicleThroughApi(t, out, [], 'Elsewhere')
  const journal = `/api/v1/chronicles/${chronicle.id}/journal`
  return { st, ana, ben, cat, out, chronicle, elsewhere, journal }
}
type Table = Awaited<ReturnType<typeof table>>

async function written(
  t: TestApp,
  as: Caller,
  url: string,
  fields: Record<string, unknown>,
): Promise<JournalEntry> {
  const response = await call(t, as, 'POST', url, fields)
  if (response.statusCode !== 201) throw new Error(`POST answered ${response.body}`)
  return response.json()
}

type Role = 'st' | 'ana' | 'ben' | 'cat' | 'out'
const ROLES: readonly Role[] = ['st', 'ana', 'ben', 'cat', 'out']

/**
 * Each visibility against each role: the storyteller, the author (Ana, for a player's entry),
 * the chosen player (Ben), another member (Cat) and someone outside the chronicle.
 */
const CASES: {
  name: string
  author: 'st' | 'ana'
  fields: (w: Table) => Record<string, unknown>
  readers: Role[]
  editors: Role[]
}[] = [
  {
    name: "the storyteller's entry for everyone",
    author: 'st',
    fields: () => ({ visibility: 'everyone' }),
    readers: ['st', 'ana', 'ben', 'cat'],
    editors: ['st'],
  },
  {
    name: "the storyteller's own notes",
    author: 'st',
    fields: () => ({ visibility: 'storyteller' }),
    readers: ['st'],
    editors: ['st'],
  },
  {
    name: "the storyteller's handout to Ben",
    author: 'st',
    fields: (w) => ({ visibility: 'chosen', chosen_player_ids: [w.ben.id] }),
    readers: ['st', 'ben'],
    editors: ['st'],
  },
  {
    name: "Ana's entry for everyone",
    author: 'ana',
    fields: () => ({ visibility: 'everyone' }),
    readers: ['st', 'ana', 'ben', 'cat'],
    editors: ['st', 'ana'],
  },
  {
    name: "Ana's entry for the storyteller",
    author: 'ana',
    fields: () => ({ visibility: 'storyteller' }),
    readers: ['st', 'ana'],
    editors: ['st', 'ana'],
  },
]

forEachEngine((engine) => {
  const t = useTestApp(engine)

  describe.each(CASES)('$name', ({ author, fields, readers, editors }) => {
    it('is read, listed, changed and deleted by exactly those allowed', async () => {
      const w = await table(t)
      const entry = await written(t, w[author], w.journal, {
        title: 'The Jade Tomb',
        body: 'A **map** of the tomb.',
        ...fields(w),
      })
      const url = `${w.journal}/${entry.id}`
      for (const role of ROLES) {
        const one = await call(t, w[role], 'GET', url)
        const list = await call(t, w[role], 'GET', w.journal)
        const listed = list.statusCode === 200 && (list.json() as JournalEntry[]).length === 1
        const reads = readers.includes(role)
        expect({ role, get: one.statusCode, listed }).toEqual({
          role,
          get: reads ? 200 : 404,
          listed: reads,
        })
        if (reads) expect(one.json()).toEqual(entry)
        else {
          // As an id that does not exist: a member is told of no entry, an outsider of no chronicle.
          const missing = role === 'out' ? 'no chronicle' : 'no journal entry'
          expect(one.json()).toEqual({ error: expect.stringContaining(missing) })
        }
        if (role === 'out') expect(list.statusCode).toBe(404)
      }
      // Those who may not change it are refused, and nothing changes.
      for (const role of ROLES.filter((someone) => !editors.includes(someone))) {
        const before = await journalRows(t)
        const patch = await call(t, w[role], 'PATCH', url, { title: 'Mine now' })
        const removal = await call(t, w[role], 'DELETE', url)
        const expected = readers.includes(role) ? 403 : 404
        expect({ role, patch: patch.statusCode, removal: removal.statusCode }).toEqual({
          role,
          patch: expected,
          removal: expected,
        })
        expect(await journalRows(t)).toEqual(before)
      }
      for (const role of editors) {
        const patch = await call(t, w[role], 'PATCH', url, { title: `Edited by ${role}` })
        expect(patch.statusCode).toBe(200)
        expect(patch.json()).toMatchObject({ title: `Edited by ${role}` })
      }
      const last = editors.at(-1)!
      expect((await call(t, w[last], 'DELETE', url)).statusCode).toBe(204)
      expect((await call(t, w.st, 'GET', url)).statusCode).toBe(404)
    })
  })

  describe('writing', () => {
    it('keeps what was sent, with its author, and defaults to the storyteller alone', async () => {
      const w = await table(t)
      const entry = await written(t, w.ana, w.journal, {
        journal_entry: {
          title: '  Session three  ',
          body: '# We won',
          session_number: 3,
          session_date: '2026-11-20',
        },
      })
      expect(entry).toMatchObject({
        chronicle_id: w.chronicle.id,
        author_id: w.ana.id,
        author_name: 'Ana',
        title: 'Session three',
        body: '# We won',
        session_number: 3,
        session_date: '2026-11-20',
        visibility: 'storyteller',
        chosen_player_ids: [],
        version: 1,
      })
      const minimal = await written(t, w.st, w.journal, { title: 'Notes' })
      expect(minimal).toMatchObject({ body: '', session_number: null, session_date: null })
    })

    it('a player may not hand out an entry to chosen players, writing or changing it', async () => {
      const w = await table(t)
      const before = await journalRows(t)
      const refused = await call(t, w.ana, 'POST', w.journal, {
        title: 'For Ben',
        visibility: 'chosen',
        chosen_player_ids: [w.ben.id],
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toMatch(/storyteller/)
      expect(await journalRows(t)).toEqual(before)
      const own = await written(t, w.ana, w.journal, { title: 'Mine', visibility: 'everyone' })
      const url = `${w.journal}/${own.id}`
      for (const change of [
        { visibility: 'chosen', chosen_player_ids: [w.ben.id] },
        { chosen_player_ids: [w.ben.id] },
      ]) {
        expect((await call(t, w.ana, 'PATCH', url, change)).statusCode).toBe(403)
      }
      expect((await call(t, w.st, 'GET', url)).json()).toEqual(own)
    })

    it('the storyteller may change a player’s entry to any visibility', async () => {
      const w = await table(t)
      const own = await written(t, w.ana, w.journal, { title: 'Mine', visibility: 'everyone' })
      const url = `${w.journal}/${own.id}`
      const handout = await call(t, w.st, 'PATCH', url, {
        visibility: 'chosen',
        chosen_player_ids: [w.cat.id],
      })
      expect(handout.json()).toMatchObject({ visibility: 'chosen', chosen_player_ids: [w.cat.id] })
      // Its author still reads it, and edits the rest of it; Ben no longer reads it.
      expect((await call(t, w.ana, 'GET', url)).statusCode).toBe(200)
      const retitled = await call(t, w.ana, 'PATCH', url, { title: 'Still mine' })
      expect(retitled.json()).toMatchObject({ visibility: 'chosen', chosen_player_ids: [w.cat.id] })
      expect((await call(t, w.ben, 'GET', url)).statusCode).toBe(404)
      // Another visibility sent alone forgets the chosen players.
      const open = await call(t, w.st, 'PATCH', url, { visibility: 'everyone' })
      expect(open.json()).toMatchObject({
        visibility: 'everyone',
        chosen_player_ids: [],
        version: 4,
      })
    })

    it('a player who leaves no longer reads their own entries; the storyteller still does', async () => {
      const w = await table(t)
      const own = await written(t, w.ana, w.journal, { title: 'Mine' })
      const handout = await written(t, w.st, w.journal, {
        title: 'For Ana',
        visibility: 'chosen',
        chosen_player_ids: [w.ana.id],
      })
      const left = await call(
        t,
        w.ana,
        'POST',
        `/api/v1/chronicles/${w.chronicle.id}/remove_player/${w.ana.id}`,
      )
      expect(left.statusCode).toBeLessThan(300)
      expect((await call(t, w.ana, 'GET', `${w.journal}/${own.id}`)).statusCode).toBe(404)
      expect((await call(t, w.st, 'GET', `${w.journal}/${own.id}`)).statusCode).toBe(200)
      expect((await call(t, w.st, 'GET', `${w.journal}/${handout.id}`)).statusCode).toBe(200)
    })
  })

  describe('what goes with the journal', () => {
    it('deleting an account deletes the entries its player wrote; deleting the chronicle, all', async () => {
      const w = await table(t)
      const anas = await written(t, w.ana, w.journal, { title: 'Ana’s', visibility: 'everyone' })
      const handout = await written(t, w.st, w.journal, {
        title: 'For Ana and Ben',
        visibility: 'chosen',
        chosen_player_ids: [w.ana.id, w.ben.id],
      })
      expect((await call(t, w.ana, 'DELETE', '/api/v1/players')).statusCode).toBeLessThan(300)
      expect((await call(t, w.st, 'GET', `${w.journal}/${anas.id}`)).statusCode).toBe(404)
      const kept = await call(t, w.st, 'GET', `${w.journal}/${handout.id}`)
      expect(kept.json()).toMatchObject({ chosen_player_ids: [w.ben.id] })
      const url = `/api/v1/chronicles/${w.chronicle.id}`
      expect((await call(t, w.st, 'DELETE', url)).statusCode).toBeLessThan(300)
      const rows = await journalRows(t)
      expect(rows.entries.filter((row) => row.chronicle_id === w.chronicle.id)).toEqual([])
      expect(rows.chosen.filter((row) => row.entry_id === handout.id)).toEqual([])
    })
  })

  describe('bad input changes nothing', () => {
    const badBodies: [string, (w: Table) => unknown, string][] = [
      ['no title', () => ({ body: 'x' }), 'title'],
      ['a blank title', () => ({ title: '   ' }), 'title'],
      ['a title too long', () => ({ title: 'x'.repeat(201) }), 'title'],
      ['a body that is not text', () => ({ title: 'T', body: 42 }), 'body'],
      ['a body too long', () => ({ title: 'T', body: 'x'.repeat(MAX_JOURNAL_BODY + 1) }), 'body'],
      ['session 0', () => ({ title: 'T', session_number: 0 }), 'session_number'],
      ['session 10001', () => ({ title: 'T', session_number: 10_001 }), 'session_number'],
      ['a fractional session', () => ({ title: 'T', session_number: 1.5 }), 'session_number'],
      ['a session as text', () => ({ title: 'T', session_number: '3' }), 'session_number'],
      ['30 February', () => ({ title: 'T', session_date: '2026-02-30' }), 'session_date'],
      ['a date in words', () => ({ title: 'T', session_date: 'yesterday' }), 'session_date'],
      ['an unknown visibility', () => ({ title: 'T', visibility: 'secret' }), 'visibility'],
      [
        'chosen with nobody chosen',
        () => ({ title: 'T', visibility: 'chosen', chosen_player_ids: [] }),
        'chosen_player_ids',
      ],
      [
        'chosen players for a storyteller entry',
        (w) => ({ title: 'T', visibility: 'storyteller', chosen_player_ids: [w.ben.id] }),
        'chosen_player_ids',
      ],
      [
        'a chosen player outside the chronicle',
        (w) => ({ title: 'T', visibility: 'chosen', chosen_player_ids: [w.out.id] }),
        'chosen_player_ids',
      ],
      [
        'the storyteller as a chosen player',
        (w) => ({ title: 'T', visibility: 'chosen', chosen_player_ids: [w.st.id] }),
        'chosen_player_ids',
      ],
      [
        'chosen players that are not ids',
        () => ({ title: 'T', visibility: 'chosen', chosen_player_ids: ['ben'] }),
        'chosen_player_ids.0',
      ],
      ['an author of its own', (w) => ({ title: 'T', author_id: w.ben.id }), 'author_id'],
      ['a version of its own', () => ({ title: 'T', version: 9 }), 'version'],
      ['a list', () => [{ title: 'T' }], 'journal_entry'],
    ]

    it.each(badBodies)('a create with %s is a 422 on the field', async (_name, body, field) => {
      const w = await table(t)
      const before = await journalRows(t)
      const response = await call(t, w.st, 'POST', w.journal, body(w))
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain(field)
      expect(await journalRows(t)).toEqual(before)
    })

    it.each(
      badBodies.filter(([name]) => !['no title', 'a list'].includes(name)),
    )('a PATCH with %s is a 422 on the field', async (_name, body, field) => {
      const w = await table(t)
      const entry = await written(t, w.st, w.journal, { title: 'Kept', visibility: 'everyone' })
      const before = await journalRows(t)
      const response = await call(t, w.st, 'PATCH', `${w.journal}/${entry.id}`, body(w))
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain(field)
      expect(await journalRows(t)).toEqual(before)
    })

    it('malformed JSON is a 400 saying so', async () => {
      const w = await table(t)
      const response = await t.app.inject({
        method: 'POST',
        url: w.journal,
        headers: { ...(await t.authorizedAs(w.st.id)), 'content-type': 'application/json' },
        payload: '{"title": "T",',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'The request body is not valid JSON' })
    })

    it('forged ids, other chronicles’ entries and strangers answer 404', async () => {
      const w = await table(t)
      const theirs = await written(t, w.out, `/api/v1/chronicles/${w.elsewhere.id}/journal`, {
        title: 'Elsewhere',
        visibility: 'everyone',
      })
      const mine = await written(t, w.st, w.journal, { title: 'Mine', visibility: 'everyone' })
      const before = await journalRows(t)
      for (const path of [
        `${w.journal}/abc`,
        `${w.journal}/0`,
        `${w.journal}/-1`,
        `${w.journal}/99999999`,
        `${w.journal}/${theirs.id}`,
      ]) {
        for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
          const response = await call(
            t,
            w.st,
            method,
            path,
            method === 'PATCH' ? { title: 'X' } : undefined,
          )
          expect({ path, method, status: response.statusCode }).toEqual({
            path,
            method,
            status: 404,
          })
        }
      }
      // The outsider reaches nothing in a chronicle they are not in, not even with a real id.
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          t,
          w.out,
          method,
          `${w.journal}/${mine.id}`,
          method === 'PATCH' ? { title: 'X' } : undefined,
        )
        expect(response.statusCode).toBe(404)
      }
      expect((await call(t, w.out, 'POST', w.journal, { title: 'In' })).statusCode).toBe(404)
      expect((await call(t, null, 'GET', w.journal)).statusCode).toBe(401)
      expect((await call(t, null, 'POST', w.journal, { title: 'In' })).statusCode).toBe(401)
      expect(await journalRows(t)).toEqual(before)
    })
  })

  describe('versions', () => {
    it('a PATCH or DELETE based on an older version is a 412 with the entry as it is', async () => {
      const w = await table(t)
      const entry = await written(t, w.st, w.journal, { title: 'One', visibility: 'everyone' })
      const url = `${w.journal}/${entry.id}`
      const moved = await call(
        t,
        w.st,
        'PATCH',
        url,
        { title: 'Two' },
        { 'loom-base-version': '1' },
      )
      expect(moved.statusCode).toBe(200)
      expect(moved.json()).toMatchObject({ title: 'Two', version: 2 })
      const before = await journalRows(t)
      const stale = await call(
        t,
        w.st,
        'PATCH',
        url,
        { title: 'Three' },
        { 'loom-base-version': '1' },
      )
      expect(stale.statusCode).toBe(412)
      expect(stale.json()).toMatchObject({ current: { title: 'Two', version: 2 } })
      const staleDelete = await call(t, w.st, 'DELETE', url, undefined, {
        'loom-base-version': '1',
      })
      expect(staleDelete.statusCode).toBe(412)
      const badHeader = await call(
        t,
        w.st,
        'PATCH',
        url,
        { title: 'X' },
        { 'loom-base-version': 'two' },
      )
      expect(badHeader.statusCode).toBe(400)
      expect(await journalRows(t)).toEqual(before)
      const empty = await call(t, w.st, 'PATCH', url, {})
      expect(empty.json()).toMatchObject({ version: 2 })
      const removal = await call(t, w.st, 'DELETE', url, undefined, { 'loom-base-version': '2' })
      expect(removal.statusCode).toBe(204)
    })
  })

  describe('the list', () => {
    it('pages newest first and searches titles and bodies, only among what the reader may see', async () => {
      const w = await table(t)
      for (let n = 1; n <= 8; n += 1) {
        await written(t, w.st, w.journal, {
          title: `Session ${n}`,
          body: n % 2 === 0 ? 'The Dragon speaks' : 'quiet night',
          visibility: n === 8 ? 'storyteller' : 'everyone',
        })
      }
      const first = await call(t, w.ana, 'GET', `${w.journal}?limit=3`)
      expect(first.headers['total-count']).toBe('7')
      expect(first.headers['total-pages']).toBe('3')
      expect((first.json() as JournalEntry[]).map((entry) => entry.title)).toEqual([
        'Session 7',
        'Session 6',
        'Session 5',
      ])
      const last = await call(t, w.ana, 'GET', `${w.journal}?limit=3&page=3`)
      expect((last.json() as JournalEntry[]).map((entry) => entry.title)).toEqual(['Session 1'])
      const search = await call(t, w.ana, 'GET', `${w.journal}?q=DRAGON`)
      expect((search.json() as JournalEntry[]).map((entry) => entry.title)).toEqual([
        'Session 6',
        'Session 4',
        'Session 2',
      ])
      const asSt = await call(t, w.st, 'GET', `${w.journal}?q=dragon`)
      expect(asSt.headers['total-count']).toBe('4')
      const byTitle = await call(t, w.ana, 'GET', `${w.journal}?q=session%205`)
      expect((byTitle.json() as JournalEntry[]).map((entry) => entry.title)).toEqual(['Session 5'])
      // A wildcard is searched for as itself.
      expect((await call(t, w.ana, 'GET', `${w.journal}?q=%25`)).json()).toEqual([])
      expect((await call(t, w.ana, 'GET', `${w.journal}?q=${'x'.repeat(201)}`)).statusCode).toBe(
        422,
      )
    })
  })

  describe('export', () => {
    it("the storyteller's chronicle export holds every entry; a member has no export", async () => {
      const w = await table(t)
      const notes = await written(t, w.st, w.journal, { title: 'Secret' })
      const handout = await written(t, w.st, w.journal, {
        title: 'Handout',
        visibility: 'chosen',
        chosen_player_ids: [w.ben.id],
      })
      const own = await written(t, w.ana, w.journal, { title: 'Ana’s' })
      const url = `/api/v1/chronicles/${w.chronicle.id}/export`
      const exported = await call(t, w.st, 'GET', url)
      expect(exported.json().journal).toEqual([notes, handout, own])
      for (const member of [w.ana, w.ben]) {
        const refused = await call(t, member, 'GET', url)
        expect(refused.statusCode).toBe(403)
        expect(refused.body).not.toContain('Handout')
      }
    })
  })
})
