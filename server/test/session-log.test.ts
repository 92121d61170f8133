import type { SessionLogLine } from '@loom/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { CableClient } from './support/cable-client.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { type Caller, call } from './support/item-requests.ts'
import { useListeningTestApp } from './support/listening-app.ts'
import { settle } from './support/live-world.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * The session log: each line read by exactly who may see its subject, over HTTP and over the
 * socket, as the storyteller, the owner of what it is about, another member and someone
 * outside the chronicle; paged newest first; gone with its chronicle. On PostgreSQL the lines go
 * live through Redis when TEST_REDIS_URL is set, as between server processes.
 */
forEachEngine((engine) => {
  const t = useListeningTestApp(engine)
  const open: CableClient[] = []
  afterEach(() => {
    for (const client of open.splice(0)) client.close()
  })

  type Role = 'st' | 'owner' | 'member' | 'outsider'
  interface Person extends Caller {
    client: CableClient
  }

  const person = async (name: string): Promise<Person> => {
    const player = await t.createPlayer({ display_name: name })
    const client = await t.subscribe(player.id)
    open.push(client)
    return { id: player.id, client }
  }

  /** A chronicle run by Sela with Ana (the owner of what a line is about) and Brin; Cato outside. */
  const table = async () => {
    const people: Record<Role, Person> = {
      st: await person('Sela'),
      owner: await person('Ana'),
      member: await person('Brin'),
      outsider: await person('Cato'),
    }
    const chronicle = await chronicleThroughApi(t, people.st, [people.owner, people.member])
    await t.app.happenings.idle()
    await settle()
    for (const { client } of Object.values(people)) {
      client.frames.splice(0)
      client.logLines.splice(0)
    }
    return { ...people, chronicle }
  }
  type Table = Awaited<ReturnType<typeof table>>

  const logOf = (as: Caller, chronicleId: number | string, query = '') =>
    call(t, as, 'GET', `/api/v1/chronicles/${chronicleId}/log${query}`)

  /** The lines a person was sent live since the table was laid. */
  const heardLines = (who: Person): SessionLogLine[] => who.client.logLines

  /** Waits until a person was sent `count` lines (or 5 s passed: the check then says what came). */
  const linesArrive = async (who: Person, count: number) => {
    const deadline = Date.now() + 5000
    while (heardLines(who).length < count && Date.now() < deadline) await settle(20)
  }

  /** Forgets what the people at the table were sent so far. */
  const quiet = async (tb: Table) => {
    await t.app.happenings.idle()
    await settle()
    for (const who of [tb.st, tb.owner, tb.member, tb.outsider]) {
      who.client.frames.splice(0)
      who.client.logLines.splice(0)
    }
  }

  const combatant = async (tb: Table, hidden: boolean) => {
    const character = await itemThroughApi(t, tb.owner, 'characters', { name: 'Harrow', hidden })
    await addThroughApi(t, tb.owner, tb.chronicle.id, character)
    return character
  }

  const cases: [string, (tb: Table) => Promise<unknown>, string[], Role[]][] = [
    [
      'a player joining',
      (tb) =>
        call(t, tb.outsider, 'POST', '/api/v1/chronicles/join', {
          invite_code: tb.chronicle.invite_code,
        }),
      ['player_joined'],
      ['st', 'owner', 'member', 'outsider'],
    ],
    [
      'a visible item added',
      (tb) => combatant(tb, false),
      ['item_added'],
      ['st', 'owner', 'member'],
    ],
    ['a hidden item added', (tb) => combatant(tb, true), ['item_added'], ['st', 'owner']],
    [
      'a visible item removed',
      async (tb) => {
        const character = await combatant(tb, false)
        await quiet(tb)
        await call(
          t,
          tb.owner,
          'POST',
          `/api/v1/chronicles/${tb.chronicle.id}/remove_character/${character.id}`,
        )
      },
      ['item_removed'],
      ['st', 'owner', 'member'],
    ],
    [
      'a public roll',
      (tb) =>
        call(t, tb.owner, 'POST', `/api/v1/chronicles/${tb.chronicle.id}/rolls`, {
          roll: { dice: 3 },
        }),
      ['roll'],
      ['st', 'owner', 'member'],
    ],
    [
      'a storyteller-only roll',
      (tb) =>
        call(t, tb.owner, 'POST', `/api/v1/chronicles/${tb.chronicle.id}/rolls`, {
          roll: { dice: 3, visibility: 'storyteller' },
        }),
      ['roll'],
      ['st', 'owner'],
    ],
    [
      'a player leaving',
      (tb) =>
        call(
          t,
          tb.member,
          'POST',
          `/api/v1/chronicles/${tb.chronicle.id}/remove_player/${tb.member.id}`,
        ),
      ['player_left'],
      ['st', 'owner'],
    ],
    [
      'combat starting with a visible combatant',
      async (tb) => {
        const character = await combatant(tb, false)
        await quiet(tb)
        await call(
          t,
          tb.owner,
          'POST',
          `/api/v1/chronicles/${tb.chronicle.id}/combat/join_battle`,
          {
            combatant: { type: 'character', id: character.id },
            successes: 2,
          },
        )
      },
      ['combat_started', 'round_started'],
      ['st', 'owner', 'member'],
    ],
    [
      'combat starting with a hidden combatant alone',
      async (tb) => {
        const character = await combatant(tb, true)
        await quiet(tb)
        await call(
          t,
          tb.owner,
          'POST',
          `/api/v1/chronicles/${tb.chronicle.id}/combat/join_battle`,
          {
            combatant: { type: 'character', id: character.id },
            successes: 2,
          },
        )
      },
      ['combat_started', 'round_started'],
      ['st', 'owner'],
    ],
  ]

  describe.each(cases)('the line of %s', (_name, act, kinds, readers) => {
    it('reaches exactly those who may see its subject, by socket and by HTTP', async () => {
      const tb = await table()
      await act(tb)
      await t.app.happenings.idle()
      for (const role of readers) await linesArrive(tb[role], kinds.length)
      await settle()
      for (const role of ['st', 'owner', 'member', 'outsider'] as const) {
        const heard = heardLines(tb[role]).map((line) => line.kind)
        expect(heard, `${role} heard`).toEqual(readers.includes(role) ? kinds : [])
        const answer = await logOf(tb[role], tb.chronicle.id)
        if (role === 'outsider' && !readers.includes('outsider')) {
          expect(answer.statusCode).toBe(404)
          continue
        }
        if (role === 'member' && kinds[0] === 'player_left') {
          expect(answer.statusCode).toBe(404)
          continue
        }
        expect(answer.statusCode).toBe(200)
        const read = (answer.json() as SessionLogLine[]).map((line) => line.kind)
        const newest = [...kinds].reverse()
        if (readers.includes(role))
          expect(read.slice(0, kinds.length), `${role} read`).toEqual(newest)
        else
          expect(
            read.filter((kind) => kinds.includes(kind)),
            `${role} read`,
          ).toEqual([])
      }
    })
  })

  describe('GET /api/v1/chronicles/:id/log', () => {
    it('pages the lines newest first with the list headers', async () => {
      const tb = await table()
      for (let n = 1; n <= 12; n += 1) {
        const rolled = await call(
          t,
          tb.owner,
          'POST',
          `/api/v1/chronicles/${tb.chronicle.id}/rolls`,
          {
            roll: { dice: 1, label: `roll ${n}` },
          },
        )
        expect(rolled.statusCode).toBe(201)
      }
      await t.app.happenings.idle()
      const labels = (answer: { json(): unknown }) =>
        (answer.json() as SessionLogLine[]).map((line) =>
          line.kind === 'roll' ? line.roll.label : line.kind,
        )
      const first = await logOf(tb.member, tb.chronicle.id, '?limit=5')
      expect(first.statusCode).toBe(200)
      expect(first.headers).toMatchObject({
        'current-page': '1',
        'page-limit': '5',
        'total-count': '14',
        'total-pages': '3',
      })
      expect(labels(first)).toEqual(['roll 12', 'roll 11', 'roll 10', 'roll 9', 'roll 8'])
      const last = await logOf(tb.member, tb.chronicle.id, '?limit=5&page=3')
      expect(labels(last)).toEqual(['roll 2', 'roll 1', 'player_joined', 'player_joined'])
      expect(String(last.headers.link)).toContain('rel="previous"')
      const beyond = await logOf(tb.member, tb.chronicle.id, '?limit=5&page=9')
      expect(beyond.json()).toEqual([])
    })

    it('counts for each reader only the lines they may read', async () => {
      const tb = await table()
      await combatant(tb, true)
      await call(t, tb.owner, 'POST', `/api/v1/chronicles/${tb.chronicle.id}/rolls`, {
        roll: { dice: 1, visibility: 'storyteller' },
      })
      await t.app.happenings.idle()
      const totals = await Promise.all(
        [tb.st, tb.owner, tb.member].map(
          async (who) => (await logOf(who, tb.chronicle.id)).headers['total-count'],
        ),
      )
      expect(totals).toEqual(['4', '4', '2'])
    })

    it('answers someone outside the chronicle, a bad id and an unknown one with 404, a visitor with 401', async () => {
      const tb = await table()
      const refused = [
        await logOf(tb.outsider, tb.chronicle.id),
        await logOf(tb.owner, 'abc'),
        await logOf(tb.owner, '0'),
        await logOf(tb.owner, '99999999'),
        await logOf(tb.owner, '1e3'),
      ]
      expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404])
      expect(refused[0]?.json()).toEqual({
        error: `There is no chronicle ${tb.chronicle.id} that you can see`,
      })
      const visitor = await t.app.inject({
        method: 'GET',
        url: `/api/v1/chronicles/${tb.chronicle.id}/log`,
      })
      expect(visitor.statusCode).toBe(401)
    })

    it('a player removed from the chronicle reads its log no more', async () => {
      const tb = await table()
      const removed = await call(
        t,
        tb.st,
        'POST',
        `/api/v1/chronicles/${tb.chronicle.id}/remove_player/${tb.member.id}`,
      )
      expect(removed.statusCode).toBe(200)
      expect((await logOf(tb.member, tb.chronicle.id)).statusCode).toBe(404)
    })

    it('the lines go with their chronicle', async () => {
      const tb = await table()
      await combatant(tb, true)
      await t.app.happenings.idle()
      const lines = () =>
        t.db
          .selectFrom('session_log_lines')
          .select('id')
          .where('chronicle_id', '=', tb.chronicle.id)
          .execute()
      expect((await lines()).length).toBe(3)
      expect(
        (await call(t, tb.st, 'DELETE', `/api/v1/chronicles/${tb.chronicle.id}`)).statusCode,
      ).toBe(204)
      expect(await lines()).toEqual([])
      const readers = await t.db.selectFrom('session_log_readers').select('line_id').execute()
      const remaining = await t.db.selectFrom('session_log_lines').select('id').execute()
      const ids = new Set(remaining.map((row) => row.id))
      expect(readers.filter((row) => !ids.has(row.line_id))).toEqual([])
    })
  })
})
