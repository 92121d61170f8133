import {
  type Character,
  type LiveEvent,
  logTotals,
  MAX_AWARD_REASON_LENGTH,
  type SessionLogLine,
} from '@loom/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { CableClient } from './support/cable-client.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'
import { useListeningTestApp } from './support/listening-app.ts'
import { settle } from './support/live-world.ts'
import { forEachEngine } from './support/test-engines.ts'

/**
 * The storyteller's experience awards: several characters at once, all or none, each a line of
 * the character's experience log that counts as earned, followed live by open sheets and told
 * in the session log; every refusal changes nothing.
 */
forEachEngine((engine) => {
  const t = useListeningTestApp(engine)
  const open: CableClient[] = []
  afterEach(() => {
    for (const client of open.splice(0)) client.close()
  })

  /** Sela runs the chronicle; Ana plays Dawn (a Solar), Brin plays Tam (a Mortal); Cato is elsewhere. */
  const table = async () => {
    const st = await t.createPlayer({ display_name: 'Sela' })
    const ana = await t.createPlayer({ display_name: 'Ana' })
    const brin = await t.createPlayer({ display_name: 'Brin' })
    const cato = await t.createPlayer({ display_name: 'Cato' })
    const chronicle = await chronicleThroughApi(t, st, [ana, brin])
    const dawn = await itemThroughApi(t, ana, 'characters', {
      name: 'Dawn',
      type: 'SolarCharacter',
    })
    const tam = await itemThroughApi(t, brin, 'characters', { name: 'Tam' })
    const elsewhere = await itemThroughApi(t, ana, 'characters', { name: 'Stray' })
    const qc = await itemThroughApi(t, st, 'qcs', { name: 'Hound' })
    await addThroughApi(t, ana, chronicle.id, dawn)
    await addThroughApi(t, brin, chronicle.id, tam)
    await addThroughApi(t, st, chronicle.id, qc)
    await t.app.happenings.idle()
    return { st, ana, brin, cato, chronicle, dawn, tam, elsewhere, qc }
  }
  type Table = Awaited<ReturnType<typeof table>>

  const award = (tb: Table, as: Caller, body: unknown) =>
    call(t, as, 'POST', `/api/v1/chronicles/${tb.chronicle.id}/experience_awards`, body)
  const sheet = async (tb: Table, id: number) =>
    (await call(t, tb.st, 'GET', `/api/v1/characters/${id}`)).json() as Character

  it('gives each named character a line of its log that counts as earned, not spent', async () => {
    const tb = await table()
    const answer = await award(tb, tb.st, {
      character_ids: [tb.dawn.id, tb.tam.id],
      kind: 'normal',
      amount: 5,
      reason: 'Escaped the Realm',
    })
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toEqual({
      awards: [
        {
          character: { type: 'character', id: tb.dawn.id, name: 'Dawn' },
          kind: 'normal',
          kind_label: 'experience',
          amount: 5,
          reason: 'Escaped the Realm',
        },
        {
          character: { type: 'character', id: tb.tam.id, name: 'Tam' },
          kind: 'normal',
          kind_label: 'experience',
          amount: 5,
          reason: 'Escaped the Realm',
        },
      ],
    })
    for (const id of [tb.dawn.id, tb.tam.id]) {
      const character = await sheet(tb, id)
      expect(character.xp_log).toEqual([
        { id: expect.any(String), label: 'Award: Escaped the Realm', points: 5 },
      ])
      expect(logTotals(character.xp_log, character.xp_total)).toEqual({
        awarded: 5,
        earned: 5,
        spent: 0,
        remaining: 5,
      })
    }
  })

  it('gives the type’s own experience to a Solar, and craft experience as a count with a note', async () => {
    const tb = await table()
    expect(
      (
        await award(tb, tb.st, {
          character_ids: [tb.dawn.id],
          kind: 'exalt',
          amount: 3,
          reason: 'Zenith',
        })
      ).statusCode,
    ).toBe(201)
    expect(
      (
        await award(tb, tb.st, {
          character_ids: [tb.dawn.id, tb.tam.id],
          kind: 'craft_gold',
          amount: 2,
          reason: 'Forged the gate',
        })
      ).statusCode,
    ).toBe(201)
    const dawn = await sheet(tb, tb.dawn.id)
    expect(dawn.xp_log_solar).toEqual([
      { id: expect.any(String), label: 'Award: Zenith', points: 3 },
    ])
    expect(dawn.xp_craft_gold).toBe(2)
    expect(dawn.xp_log).toEqual([
      { id: expect.any(String), label: 'Award: Forged the gate (+2 gold craft)', points: 0 },
    ])
    expect((await sheet(tb, tb.tam.id)).xp_craft_gold).toBe(2)
  })

  it('the owners’ open sheets follow live, and the session log tells each award', async () => {
    const tb = await table()
    const anaSocket = await t.subscribe(tb.ana.id)
    const brinSocket = await t.subscribe(tb.brin.id)
    open.push(anaSocket, brinSocket)
    const hidden = await call(t, tb.ana, 'PATCH', `/api/v1/characters/${tb.dawn.id}`, {
      hidden: true,
    })
    expect(hidden.statusCode).toBe(200)
    await t.app.happenings.idle()
    await settle()
    anaSocket.frames.splice(0)
    brinSocket.frames.splice(0)
    const answer = await award(tb, tb.st, {
      character_ids: [tb.dawn.id, tb.tam.id],
      kind: 'normal',
      amount: 4,
      reason: 'Session 3',
    })
    expect(answer.statusCode).toBe(201)
    const update = (event: LiveEvent) =>
      event.event === 'update' && Array.isArray(event.changes?.xp_log) ? event.id : null
    expect(update(await anaSocket.nextEvent(5000))).toBe(tb.dawn.id)
    expect(update(await brinSocket.nextEvent(5000))).toBe(tb.tam.id)
    await t.app.happenings.idle()
    const awards = async (who: Caller) =>
      (
        (
          await call(t, who, 'GET', `/api/v1/chronicles/${tb.chronicle.id}/log`)
        ).json() as SessionLogLine[]
      ).flatMap((line) => (line.kind === 'experience_awarded' ? [line.award.character.name] : []))
    // Dawn is hidden: her award is for her owner and the storyteller alone.
    expect(await awards(tb.st)).toEqual(['Tam', 'Dawn'])
    expect(await awards(tb.ana)).toEqual(['Tam', 'Dawn'])
    expect(await awards(tb.brin)).toEqual(['Tam'])
  })

  describe('refuses, changing nothing', () => {
    const good = (tb: Table) => ({
      character_ids: [tb.dawn.id, tb.tam.id],
      kind: 'normal',
      amount: 5,
      reason: 'Session 4',
    })
    const cases: [string, (tb: Table) => [Caller, unknown], number, RegExp][] = [
      [
        'a member who is not the storyteller',
        (tb) => [tb.ana, good(tb)],
        403,
        /Only the storyteller/,
      ],
      ['someone outside the chronicle', (tb) => [tb.cato, good(tb)], 404, /no chronicle/],
      [
        'a character outside the chronicle',
        (tb) => [tb.st, { ...good(tb), character_ids: [tb.dawn.id, tb.elsewhere.id] }],
        422,
        /is not in this chronicle/,
      ],
      [
        'an id no character has',
        (tb) => [tb.st, { ...good(tb), character_ids: [tb.dawn.id, tb.qc.id + 100000] }],
        422,
        /is not in this chronicle/,
      ],
      [
        'qc ids beside the characters',
        (tb) => [tb.st, { ...good(tb), qc_ids: [tb.qc.id] }],
        422,
        /qc_ids/,
      ],
      [
        'the type’s own experience for a Mortal',
        (tb) => [tb.st, { ...good(tb), kind: 'exalt' }],
        422,
        /Tam \(character \d+\) keeps no exalt experience/,
      ],
      [
        'an unknown kind',
        (tb) => [tb.st, { ...good(tb), kind: 'solar' }],
        422,
        /kind must be one of/,
      ],
      [
        'no amount',
        (tb) => [tb.st, { ...good(tb), amount: 0 }],
        422,
        /amount must be between 1 and 100/,
      ],
      [
        'too large an amount',
        (tb) => [tb.st, { ...good(tb), amount: 101 }],
        422,
        /between 1 and 100/,
      ],
      ['a fraction', (tb) => [tb.st, { ...good(tb), amount: 2.5 }], 422, /whole number/],
      ['an amount as text', (tb) => [tb.st, { ...good(tb), amount: '5' }], 422, /amount/],
      [
        'a blank reason',
        (tb) => [tb.st, { ...good(tb), reason: '   ' }],
        422,
        /reason cannot be blank/,
      ],
      [
        'an oversized reason',
        (tb) => [tb.st, { ...good(tb), reason: 'x'.repeat(MAX_AWARD_REASON_LENGTH + 1) }],
        422,
        /reason must be at most 150 characters/,
      ],
      ['no characters', (tb) => [tb.st, { ...good(tb), character_ids: [] }], 422, /at least one/],
      [
        'a character twice',
        (tb) => [tb.st, { ...good(tb), character_ids: [tb.dawn.id, tb.dawn.id] }],
        422,
        /twice/,
      ],
      [
        'too many characters',
        (tb) => [
          tb.st,
          { ...good(tb), character_ids: Array.from({ length: 31 }, (_, i) => i + 1) },
        ],
        422,
        /at most 30/,
      ],
      [
        'ids as text',
        (tb) => [tb.st, { ...good(tb), character_ids: [String(tb.dawn.id)] }],
        422,
        /character_ids/,
      ],
      ['no body', (tb) => [tb.st, undefined], 422, /character_ids/],
      ['a list for a body', (tb) => [tb.st, [good(tb)]], 422, /body must be an object/],
    ]
    it.each(cases)('%s', async (_name, make, status, message) => {
      const tb = await table()
      const before = await snapshot(t)
      const linesBefore = await t.db.selectFrom('session_log_lines').select('id').execute()
      const [as, body] = make(tb)
      const answer = await award(tb, as, body)
      expect(answer.statusCode).toBe(status)
      expect(answer.body).toMatch(message)
      await t.app.happenings.idle()
      expect(await snapshot(t)).toEqual(before)
      expect(await t.db.selectFrom('session_log_lines').select('id').execute()).toEqual(linesBefore)
    })

    it('a log with no room left for the award, on the second character', async () => {
      const tb = await table()
      const full = Array.from({ length: 500 }, (_, i) => ({ label: `spent ${i}`, points: 1 }))
      const patched = await call(t, tb.brin, 'PATCH', `/api/v1/characters/${tb.tam.id}`, {
        xp_log: full,
      })
      expect(patched.statusCode).toBe(200)
      const before = await snapshot(t)
      const answer = await award(tb, tb.st, good(tb))
      expect(answer.statusCode).toBe(422)
      expect(answer.body).toMatch(/xp_log must have at most 500 items/)
      expect(await snapshot(t)).toEqual(before)
    })
  })

  it('answers a bad chronicle id and a visitor like every chronicle route', async () => {
    const tb = await table()
    const bad = await call(t, tb.st, 'POST', '/api/v1/chronicles/abc/experience_awards', {})
    expect(bad.statusCode).toBe(404)
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chronicles/${tb.chronicle.id}/experience_awards`,
      payload: {},
    })
    expect(visitor.statusCode).toBe(401)
  })
})
