import type { Happening, HappeningSubject, RollRecord } from '@loom/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISCORD_WEBHOOK_PREFIXES, parseWebhookPrefix } from '../src/discord/webhook-address.ts'
import { attackWorld, many, scriptedDice } from './support/attack-world.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { combatDone, combatWorld } from './support/combat-world.ts'
import { type Caller, call } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'
import { WebhookSink } from './support/webhook-sink.ts'

/**
 * What a chronicle's webhook is sent, against a loopback sink standing in for Discord: each
 * announced happening as an embed, in order, and never anything the whole chronicle may not
 * see (storyteller-only and private rolls, hidden combatants), whatever the choices.
 */
interface Embed {
  title: string
  description?: string
  color?: number
  fields?: { name: string; value: string; inline?: boolean }[]
  timestamp?: string
}
const embedOf = (body: unknown) => (body as { embeds: Embed[] }).embeds[0] as Embed

forEachEngine((engine) => {
  let sink: WebhookSink
  beforeAll(async () => {
    sink = await WebhookSink.start()
  })
  afterAll(() => sink.close())
  const dice = scriptedDice()
  const t = useTestApp(engine, {
    dice: dice.random,
    config: () => ({
      discordWebhookPrefixes: [...DISCORD_WEBHOOK_PREFIXES, parseWebhookPrefix(sink.prefix)],
      discordDeliveryTimings: { attempts: 2, backoffMs: 20, maxWaitMs: 1000, maxPending: 50 },
    }),
  })

  let nextWebhook = 1000
  /** Points the chronicle at a fresh webhook of the sink; answers its path there. */
  async function webhookFor(
    st: Caller,
    chronicleId: number,
    choices: Record<string, boolean> = {},
  ) {
    const url = sink.webhookUrl(nextWebhook++)
    const set = await call(t, st, 'PATCH', `/api/v1/chronicles/${chronicleId}/discord`, {
      url,
      ...choices,
    })
    if (set.statusCode !== 200) throw new Error(`setting the webhook answered ${set.body}`)
    return new URL(url).pathname
  }

  /**
   * Everything posted to the webhook, up to and including a test message sent last: the queue
   * is in order, so whatever was queued before the marker has arrived when it has.
   */
  async function postedUntilMarker(st: Caller, chronicleId: number, path: string) {
    await t.app.happenings.idle()
    const marked = await call(t, st, 'POST', `/api/v1/chronicles/${chronicleId}/discord/test`)
    expect(marked.statusCode).toBe(200)
    const bodies = sink.bodiesFor(path)
    expect(embedOf(bodies.at(-1)).title).toBe('Loom is connected')
    return bodies.slice(0, -1).map(embedOf)
  }

  /** Waits until `count` requests reached the webhook's path; answers them. */
  async function postedRequests(path: string, count: number) {
    await expect
      .poll(() => sink.requests.filter((one) => one.path === path).length, { timeout: 5000 })
      .toBe(count)
    return sink.requests.filter((one) => one.path === path)
  }

  const roll = async (as: Caller, chronicleId: number, fields: Record<string, unknown>) => {
    const answer = await call(t, as, 'POST', `/api/v1/chronicles/${chronicleId}/rolls`, {
      roll: fields,
    })
    if (answer.statusCode !== 201) throw new Error(`roll answered ${answer.body}`)
    return answer.json() as RollRecord
  }

  describe('a public roll', () => {
    it('is posted with its dice, successes, who rolled for which character, and its label', async () => {
      const world = await combatWorld(t)
      const path = await webhookFor(world.st, world.chronicle.id)
      const rolled = await roll(world.player, world.chronicle.id, {
        dice: 6,
        label: 'Stealth @everyone',
        character_type: 'character',
        character_id: world.hero.id,
      })
      const [embed, ...rest] = await postedUntilMarker(world.st, world.chronicle.id, path)
      expect(rest).toEqual([])
      const faces = rolled.dice.map((face) => (face >= 7 ? `**${face}**` : String(face))).join(' ')
      const successes = rolled.botch
        ? '**Botch!**'
        : `**${rolled.successes} ${rolled.successes === 1 ? 'success' : 'successes'}**`
      expect(embed).toEqual({
        color: 0x2e7d32,
        title: 'Stealth @everyone',
        description: `6 dice: ${successes}`,
        fields: [
          { name: 'Dice', value: faces, inline: false },
          { name: 'Character', value: 'Hero', inline: true },
          { name: 'Rolled by', value: 'Player', inline: true },
        ],
        timestamp: rolled.created_at,
      })
      // Mentions are off: the label's "@everyone" pings nobody.
      expect(sink.bodiesFor(path)[0]).toMatchObject({ allowed_mentions: { parse: [] } })
    })

    it('for a hidden character is posted without the character’s name', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const secret = await itemThroughApi(t, ana, 'characters', {
        name: 'Secret Sister',
        hidden: true,
      })
      await addThroughApi(t, ana, chronicle.id, secret)
      const path = await webhookFor(st, chronicle.id)
      await roll(ana, chronicle.id, {
        dice: 3,
        label: 'Sneak',
        character_type: 'character',
        character_id: secret.id,
      })
      const [embed] = await postedUntilMarker(st, chronicle.id, path)
      expect(embed?.fields?.map((field) => field.name)).toEqual(['Dice', 'Rolled by'])
      expect(JSON.stringify(sink.bodiesFor(path))).not.toContain('Secret Sister')
    })
  })

  describe('what is never posted: visibility × roller', () => {
    const cases = [
      ['public', 'player', true],
      ['public', 'st', true],
      ['storyteller', 'player', false],
      ['storyteller', 'st', false],
      ['private', 'player', false],
      ['private', 'st', false],
    ] as const
    it.each(cases)('a %s roll by the %s: posted %s', async (visibility, who, posted) => {
      const world = await combatWorld(t)
      const path = await webhookFor(world.st, world.chronicle.id)
      await roll(world[who === 'st' ? 'st' : 'player'], world.chronicle.id, {
        dice: 2,
        label: `${visibility} by ${who}`,
        visibility,
      })
      const titles = (await postedUntilMarker(world.st, world.chronicle.id, path)).map(
        (e) => e.title,
      )
      expect(titles).toEqual(posted ? [`${visibility} by ${who}`] : [])
    })
  })

  describe('what is never posted: every kind of happening × its audience', () => {
    const person = { id: 1, name: 'Someone' }
    const rollOf = (visibility: RollRecord['visibility']): RollRecord => ({
      id: 1,
      chronicle_id: 1,
      player_id: 1,
      player_name: 'Someone',
      character_type: null,
      character_id: null,
      label: `a ${visibility} roll`,
      visibility,
      target_player_id: null,
      dice: [7, 3],
      rerolled: [],
      successes: 1,
      botch: false,
      target_number: 7,
      double: [10],
      reroll: [],
      reroll_once: false,
      auto_successes: 0,
      damage: false,
      spent: null,
      initiative: null,
      influence: null,
      created_at: '2026-11-27T20:00:00.000Z',
    })
    const attackSummary = {
      attacker: { type: 'qc' as const, id: 1, name: 'Bandit' },
      defender: { type: 'character' as const, id: 2, name: 'Hero' },
      weapon: 'Club',
      attack: 'withering' as const,
      hit: true,
      damage: 3,
      crash: false,
    }
    const kinds: [string, HappeningSubject, string | null][] = [
      ['player joined', { kind: 'player_joined', player: person }, 'Someone joined the chronicle'],
      ['player left', { kind: 'player_left', player: person }, null],
      ['player removed', { kind: 'player_removed', player: person }, null],
      ['item added', { kind: 'item_added', item: { type: 'character', id: 1, name: 'X' } }, null],
      [
        'item removed',
        { kind: 'item_removed', item: { type: 'character', id: 1, name: 'X' } },
        null,
      ],
      ['combat started', { kind: 'combat_started' }, 'Combat begins'],
      ['combat ended', { kind: 'combat_ended' }, null],
      ['round started', { kind: 'round_started', round: 4 }, 'Round 4'],
      ['public roll', { kind: 'roll', roll: rollOf('public') }, 'a public roll'],
      ['storyteller-only roll', { kind: 'roll', roll: rollOf('storyteller') }, null],
      ['private roll', { kind: 'roll', roll: rollOf('private') }, null],
      [
        'resolved attack',
        { kind: 'attack_resolved', attack: attackSummary },
        'Bandit attacks Hero with Club (withering)',
      ],
      [
        'experience awarded',
        {
          kind: 'experience_awarded',
          award: {
            character: { type: 'character', id: 1, name: 'Hero' },
            kind: 'normal',
            kind_label: 'experience',
            amount: 2,
            reason: 'a session',
          },
        },
        null,
      ],
      [
        'item handed over',
        {
          kind: 'item_handed_over',
          item: { type: 'qc', id: 1, name: 'Q' },
          from: person,
          to: person,
        },
        null,
      ],
      ['chronicle handed over', { kind: 'chronicle_handed_over', from: person, to: person }, null],
    ]
    const audiences = [
      ['the whole chronicle', 'chronicle'],
      ['the storyteller alone', { storyteller_and: [] }],
      ['the storyteller and one player', { storyteller_and: [1] }],
    ] as const

    it('posts exactly the announced kinds told to the whole chronicle, and nothing else', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const path = await webhookFor(st, chronicle.id)
      const expected: string[] = []
      for (const [, audience] of audiences) {
        for (const [, subject, title] of kinds) {
          t.app.happenings.tell({
            chronicle_id: chronicle.id,
            at: '2026-11-27T20:00:00.000Z',
            audience,
            ...subject,
          } as Happening)
          if (audience === 'chronicle' && title !== null) expected.push(title)
        }
      }
      const titles = (await postedUntilMarker(st, chronicle.id, path)).map((embed) => embed.title)
      expect(titles).toEqual(expected)
      expect(JSON.stringify(sink.bodiesFor(path))).not.toMatch(/storyteller roll|private roll/)
    })

    it.each([
      ['announce_rolls', 'a public roll'],
      ['announce_attacks', 'Bandit attacks Hero with Club (withering)'],
      ['announce_combat', 'Combat begins'],
      ['announce_joins', 'Someone joined the chronicle'],
    ])('with %s off, its kind is not posted and the rest are', async (choice, missing) => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const path = await webhookFor(st, chronicle.id, { [choice]: false })
      for (const [, subject] of kinds) {
        t.app.happenings.tell({
          chronicle_id: chronicle.id,
          at: '2026-11-27T20:00:00.000Z',
          audience: 'chronicle',
          ...subject,
        } as Happening)
      }
      const titles = (await postedUntilMarker(st, chronicle.id, path)).map((embed) => embed.title)
      const announced = kinds.flatMap(([, , title]) => (title === null ? [] : [title]))
      const without = choice === 'announce_combat' ? [missing, 'Round 4'] : [missing]
      expect(titles).toEqual(announced.filter((title) => !without.includes(title)))
    })

    it('posts nothing for a chronicle without a webhook, nor to another chronicle’s', async () => {
      const st = await t.createPlayer()
      const quiet = await chronicleThroughApi(t, st, [], 'Quiet')
      const loud = await chronicleThroughApi(t, st, [], 'Loud')
      const path = await webhookFor(st, loud.id)
      t.app.happenings.tell({
        chronicle_id: quiet.id,
        at: '2026-11-27T20:00:00.000Z',
        audience: 'chronicle',
        kind: 'combat_started',
      })
      expect(await postedUntilMarker(st, loud.id, path)).toEqual([])
    })
  })

  describe('combat, attacks and joining, through the routes', () => {
    it('posts combat starting with round 1, then round 2', async () => {
      const world = await combatWorld(t)
      await t.app.happenings.idle()
      const path = await webhookFor(world.st, world.chronicle.id)
      await combatDone(t, world.st, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 5,
      })
      await combatDone(t, world.st, world, 'combat/join_battle', {
        combatant: world.qc,
        successes: 3,
      })
      await combatDone(t, world.st, world, 'combat/next_round')
      const titles = (await postedUntilMarker(world.st, world.chronicle.id, path)).map(
        (embed) => embed.title,
      )
      expect(titles).toEqual(['Combat begins', 'Round 1', 'Round 2'])
    })

    it('posts a resolved attack: hit, damage, and the crash it caused', async () => {
      const world = await attackWorld(t)
      await t.app.happenings.idle()
      const path = await webhookFor(world.st, world.chronicle.id, {
        announce_rolls: false,
        announce_combat: false,
      })
      // 10 dice against the Bandit's Defence 1: 4 successes, 3 extra; 11 damage dice: 3.
      dice.show(10, 7, 7, ...many(7, 1))
      dice.show(7, 7, 7, ...many(8, 1))
      const hit = await call(
        t,
        world.player,
        'POST',
        `/api/v1/chronicles/${world.chronicle.id}/combat/attack`,
        {
          attacker: world.hero,
          target: world.qc,
          attack: 'withering',
          weapon_id: world.sword,
        },
      )
      expect(hit.statusCode).toBe(201)
      // The Club's 7 dice against the hero's Parry 3: no success, a miss.
      dice.show(...many(7, 1))
      const miss = await call(
        t,
        world.st,
        'POST',
        `/api/v1/chronicles/${world.chronicle.id}/combat/attack`,
        {
          attacker: world.qc,
          target: world.hero,
          attack: 'withering',
          weapon_id: world.club,
        },
      )
      expect(miss.statusCode).toBe(201)
      const embeds = await postedUntilMarker(world.st, world.chronicle.id, path)
      expect(embeds.map(({ title, description }) => ({ title, description }))).toEqual([
        { title: 'Hero attacks Bandit with Sword (withering)', description: 'Hit: 3 Initiative' },
        { title: 'Bandit attacks Hero with Club (withering)', description: 'Missed' },
      ])
    })

    it('posts a player joining', async () => {
      const st = await t.createPlayer()
      const nell = await t.createPlayer({ display_name: 'Nell' })
      const chronicle = await chronicleThroughApi(t, st)
      const path = await webhookFor(st, chronicle.id)
      await call(t, nell, 'POST', '/api/v1/chronicles/join', { invite_code: chronicle.invite_code })
      const titles = (await postedUntilMarker(st, chronicle.id, path)).map((embed) => embed.title)
      expect(titles).toEqual(['Nell joined the chronicle'])
    })
  })

  describe('retries', () => {
    it('posts a roll again after a 429, waiting what Retry-After says', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const path = await webhookFor(st, chronicle.id)
      sink.answer({ status: 429, headers: { 'retry-after': '1' } })
      await roll(st, chronicle.id, { dice: 1, label: 'Patience' })
      const [first, second] = await postedRequests(path, 2)
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(950)
      expect([first, second].map((one) => embedOf(one!.body).title)).toEqual([
        'Patience',
        'Patience',
      ])
    })

    it('gives a roll up after the bounded tries on 500s and shows the storyteller why', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      const path = await webhookFor(st, chronicle.id)
      sink.answer({ status: 500 }, { status: 503 })
      await roll(st, chronicle.id, { dice: 1, label: 'Doomed' })
      await postedRequests(path, 2)
      const settings = `/api/v1/chronicles/${chronicle.id}/discord`
      await expect
        .poll(async () => (await call(t, st, 'GET', settings)).json().last_failure, {
          timeout: 5000,
        })
        .toBe('the webhook answered HTTP 503; given up after 2 tries')
      // Nothing more was tried.
      expect(sink.bodiesFor(path)).toHaveLength(2)
    })
  })

  describe('a webhook that does not answer', () => {
    it('never holds up a roll: the roll is answered while its post still waits', async () => {
      const st = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st)
      await webhookFor(st, chronicle.id)
      sink.hold()
      try {
        const before = sink.requests.length
        const started = Date.now()
        await roll(st, chronicle.id, { dice: 4, label: 'Held' })
        await sink.waitFor(before + 1)
        expect(sink.heldCount()).toBe(1)
        expect(Date.now() - started).toBeLessThan(5000)
      } finally {
        sink.release()
      }
    })
  })
})
