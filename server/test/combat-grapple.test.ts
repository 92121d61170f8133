import { beforeEach, describe, expect, it } from 'vitest'
import {
  type AttackWorld,
  attack,
  attackTables,
  attackWorld,
  forEachEngineWithDice,
  many,
} from './support/attack-world.ts'
import { combatDone, read } from './support/combat-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'

/**
 * The grapple (docs/rules.md, "Grappling, gambits, unexpected attacks, mounts"): the grapple
 * gambit through the attack route, then POST …/combat/grapple for the controller's actions and
 * the held one's escape, on the server's dice.
 */

forEachEngineWithDice((t, changes, dice) => {
  let world: AttackWorld
  beforeEach(async () => {
    world = await attackWorld(t)
    // The Bandit resists with 3 dice; the hero controls with Strength 2 + Brawl 0.
    const patched = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
      grapple_control: 3,
    })
    expect(patched.statusCode).toBe(200)
    changes.clear()
    dice.clear()
  })

  const grapplePath = () => `/api/v1/chronicles/${world.chronicle.id}/combat/grapple`
  const grapple = (as: Caller | null, body: unknown) => call(t, as, 'POST', grapplePath(), body)
  const everything = async () => ({ ...(await snapshot(t)), ...(await attackTables(t)) })

  /** The hero's grapple gambit on the Bandit, won by 1: two rounds of control. */
  async function clinch() {
    // Decisive 6 dice, one success against Defence 1; Initiative 8 dice, 2 against difficulty 2;
    // control 2 dice (7, 7) against the Bandit's 3 (7, 1, 1).
    dice.show(7, ...many(5, 1), 7, 7, ...many(6, 1), 7, 7, 7, 1, 1)
    const response = await attack(t, world.player, world, {
      attacker: world.hero,
      target: world.qc,
      attack: 'decisive',
      weapon_id: world.sword,
      gambit: 'grapple',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(dice.left()).toBe(0)
    return response.json()
  }

  const savage = { action: 'savage', attack: 'withering' }

  describe('a grapple gambit', () => {
    it('that lands holds the target with the rounds of control the control roll won', async () => {
      const answer = await clinch()
      expect(answer.rolls.map((roll: { label: string }) => roll.label)).toEqual([
        expect.stringMatching(/^Hero: grapple gambit with Sword on Bandit/),
        expect.stringMatching(
          /^Hero: Initiative roll of the grapple gambit on Bandit\. 2 successes against difficulty 2/,
        ),
        expect.stringMatching(/^Hero: control roll of the grapple on Bandit/),
        expect.stringMatching(/Hero wins by 1: 2 rounds of control$/),
      ])
      expect(await read(t, world, world.hero)).toMatchObject({
        initiative: 5,
        grappling: `qc:${world.qc.id}`,
        control_rounds: 2,
      })
      expect(await read(t, world, world.qc)).toMatchObject({
        grappled_by: `character:${world.hero.id}`,
      })
    })

    it('is refused when its cost would crash the attacker, writing nothing', async () => {
      await combatDone(t, world.st, world, 'combat/initiative', {
        combatant: world.hero,
        initiative: 3,
      })
      const before = await everything()
      const response = await attack(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'decisive',
        weapon_id: world.sword,
        gambit: 'grapple',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().gambit[0].error).toMatch(/costs 3 Initiative/)
      expect(await everything()).toEqual(before)
    })
  })

  describe('a knockdown gambit', () => {
    const knockdown = () => ({
      attacker: world.hero,
      target: world.qc,
      attack: 'decisive',
      weapon_id: world.sword,
      gambit: 'knockdown',
    })
    /** The hero's 6 decisive dice, one success against Defence 1; then its 8 Initiative dice. */
    const hitThenInitiative = (successes: number) =>
      dice.show(7, ...many(5, 1), ...many(successes, 7), ...many(8 - successes, 1))

    it('rolls against difficulty 3 on a hit, leaves the target prone and costs 4 Initiative', async () => {
      hitThenInitiative(3)
      const response = await attack(t, world.player, world, knockdown())
      expect(response.statusCode, response.body).toBe(201)
      expect(dice.left()).toBe(0)
      expect(response.json().rolls[1].label).toMatch(
        /^Hero: Initiative roll of the knockdown gambit on Bandit\. 3 successes against difficulty 3: Bandit knocked down: prone/,
      )
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 4 })
    })

    it('rolls against 2 and costs 3 with a Smashing weapon, a qc attack’s tags too', async () => {
      const tagged = await call(
        t,
        world.player,
        'PATCH',
        `/api/v1/characters/${world.hero.id}/weapons/${world.sword}`,
        { weapon: { tags: ['Smashing'] } },
      )
      expect(tagged.statusCode, tagged.body).toBe(200)
      hitThenInitiative(2)
      const response = await attack(t, world.player, world, knockdown())
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().rolls[1].label).toMatch(
        /2 successes against difficulty 2 \(smashing weapon −1\): Bandit knocked down: prone/,
      )
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 5 })

      const club = await call(
        t,
        world.st,
        'PATCH',
        `/api/v1/qcs/${world.qc.id}/qc_attacks/${world.club}`,
        { qc_attack: { tags: ['smashing'] } },
      )
      expect(club.statusCode, club.body).toBe(200)
      // The Club's 7 dice, 3 successes against the hero's Parry 3; the Bandit's 6 Initiative, 2.
      dice.show(7, 7, 7, ...many(4, 1), 7, 7, ...many(4, 1))
      const back = await attack(t, world.st, world, {
        attacker: world.qc,
        target: world.hero,
        attack: 'decisive',
        weapon_id: world.club,
        gambit: 'knockdown',
      })
      expect(back.statusCode, back.body).toBe(201)
      expect(back.json().rolls[1].label).toMatch(/against difficulty 2 \(smashing weapon −1\)/)
      expect(await read(t, world, world.qc)).toMatchObject({ initiative: 3 })
    })

    it('is refused when its cost with this weapon would crash the attacker, writing nothing', async () => {
      await combatDone(t, world.st, world, 'combat/initiative', {
        combatant: world.hero,
        initiative: 4,
      })
      const before = await everything()
      const response = await attack(t, world.player, world, knockdown())
      expect(response.statusCode).toBe(422)
      expect(response.json().gambit[0].error).toBe(
        'the knockdown gambit costs 4 Initiative with Sword, which would crash Hero (has 4)',
      )
      expect(await everything()).toEqual(before)
    })
  })

  describe('two rounds of control', () => {
    it('savage twice, each spending a round, and the grapple ends with the last', async () => {
      await clinch()
      // 10 dice at Defence 0: none needed; raw 9 − soak 1 = 8 damage dice, one success.
      dice.show(...many(10, 1), 7, ...many(7, 1))
      const first = await grapple(world.player, {
        controller: world.hero,
        held: world.qc,
        ...savage,
        weapon_id: world.sword,
      })
      expect(first.statusCode, first.body).toBe(201)
      expect(first.json().resolution).toMatchObject({ attack: 'withering', hit: true })
      expect(first.json().rolls[0].label).toMatch(
        /^Hero: savage with Sword on Bandit\. 0 successes against Defence 0 \(savage\) 0: a hit/,
      )
      expect(await read(t, world, world.hero)).toMatchObject({ control_rounds: 1 })

      await combatDone(t, world.st, world, 'combat/next_round', {})
      dice.show(...many(10, 1), 7, ...many(7, 1))
      const second = await grapple(world.player, {
        controller: world.hero,
        held: world.qc,
        ...savage,
        weapon_id: world.sword,
      })
      expect(second.statusCode, second.body).toBe(201)
      expect(second.json().rolls[0].label).toMatch(/no rounds of control left: the grapple ends/)
      expect(await read(t, world, world.hero)).toMatchObject({ grappling: '', control_rounds: 0 })
      expect(await read(t, world, world.qc)).toMatchObject({ grappled_by: '' })
      expect(changes.published.length).toBeGreaterThan(0)
    })

    it('the storyteller undoes a grapple action as an attack, bringing the hold back', async () => {
      await clinch()
      const restrained = await grapple(world.player, {
        controller: world.hero,
        held: world.qc,
        action: 'restrain',
      })
      expect(restrained.statusCode, restrained.body).toBe(201)
      expect(restrained.json().resolution).toMatchObject({
        attack: 'grapple',
        label: 'Hero restrains Bandit. no rounds of control left: the grapple ends',
      })
      expect(await read(t, world, world.hero)).toMatchObject({ grappling: '' })
      const undone = await call(
        t,
        world.st,
        'POST',
        `/api/v1/chronicles/${world.chronicle.id}/combat/attack/undo`,
        {},
      )
      expect(undone.statusCode, undone.body).toBe(200)
      expect(await read(t, world, world.hero)).toMatchObject({
        grappling: `qc:${world.qc.id}`,
        control_rounds: 2,
      })
    })
  })

  describe('leaving the fight', () => {
    const leavePath = () => `/api/v1/chronicles/${world.chronicle.id}/combat/leave`
    const leave = (as: Caller, combatant: unknown) =>
      call(t, as, 'POST', leavePath(), { combatant })

    /** The Bandit's grapple gambit on the hero, won by 2: three rounds of control. */
    async function heldByBandit() {
      // Club 7 dice, 3 successes against the hero's Parry 3; Initiative 6 dice, 2 against
      // difficulty 2; control: the Bandit's 3 dice (7, 7, 1) against the hero's 2 (1, 1).
      dice.show(7, 7, 7, ...many(4, 1), 7, 7, ...many(4, 1), 7, 7, 1, 1, 1)
      const response = await attack(t, world.st, world, {
        attacker: world.qc,
        target: world.hero,
        attack: 'decisive',
        weapon_id: world.club,
        gambit: 'grapple',
      })
      expect(response.statusCode, response.body).toBe(201)
      expect(dice.left()).toBe(0)
      expect(await read(t, world, world.hero)).toMatchObject({ grappled_by: `qc:${world.qc.id}` })
    }

    const published = () =>
      changes.published.map((change) =>
        change.kind === 'item' ? `${change.type}:${change.id}` : change.kind,
      )

    for (const [side, start] of [
      ['held by', heldByBandit],
      ['holding', clinch],
    ] as const) {
      it(`a player’s character ${side} the storyteller’s qc leaves, and both are let go`, async () => {
        await start()
        changes.clear()
        const response = await leave(world.player, world.hero)
        expect(response.statusCode, response.body).toBe(200)
        expect(await read(t, world, world.hero)).toMatchObject({
          in_combat: false,
          grappling: '',
          grappled_by: '',
        })
        expect(await read(t, world, world.qc)).toMatchObject({
          in_combat: true,
          grappling: '',
          grappled_by: '',
          control_rounds: 0,
        })
        // Everyone who sees the fight hears of both.
        expect(published().sort()).toEqual(
          [`character:${world.hero.id}`, `qc:${world.qc.id}`].sort(),
        )
      })
    }

    it('a player still may not make someone else’s combatant leave, changing nothing', async () => {
      await heldByBandit()
      const before = await everything()
      changes.clear()
      const theirs = await leave(world.player, world.qc)
      expect(theirs.statusCode).toBe(403)
      expect(theirs.json().error).toBe(
        `Only the owner of qc ${world.qc.id} or the storyteller may change it`,
      )
      const notMine = await leave(world.other, world.hero)
      expect(notMine.statusCode).toBe(403)
      expect(await everything()).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it('the storyteller makes the controller leave, freeing the one it held', async () => {
      await clinch()
      await combatDone(t, world.st, world, 'combat/leave', { combatant: world.hero })
      expect(await read(t, world, world.hero)).toMatchObject({ in_combat: false, grappling: '' })
      expect(await read(t, world, world.qc)).toMatchObject({ grappled_by: '' })
    })
  })

  describe('the one held', () => {
    it('escapes on winning the opposed roll, as whoever may act for it', async () => {
      await clinch()
      // The Bandit's 3 dice (7, 7, 1) against the hero's 2 (7, 1).
      dice.show(7, 7, 1, 7, 1)
      const response = await grapple(world.st, {
        controller: world.hero,
        held: world.qc,
        action: 'escape',
      })
      expect(response.statusCode, response.body).toBe(201)
      expect(
        response.json().rolls.map((roll: { character_type: string }) => roll.character_type),
      ).toEqual(['qc', 'character'])
      expect(await read(t, world, world.qc)).toMatchObject({ grappled_by: '', has_acted: true })
      expect(await read(t, world, world.hero)).toMatchObject({ grappling: '' })
    })

    it('may not try while restrained', async () => {
      await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, { grapple_control: 0 })
      // Control 2 dice against none: won by 2, three rounds; restraining spends two.
      dice.show(7, ...many(5, 1), 7, 7, ...many(6, 1), 7, 7)
      await attack(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'decisive',
        weapon_id: world.sword,
        gambit: 'grapple',
      })
      const restrained = await grapple(world.player, {
        controller: world.hero,
        held: world.qc,
        action: 'restrain',
      })
      expect(restrained.statusCode, restrained.body).toBe(201)
      const before = await everything()
      const response = await grapple(world.st, {
        controller: world.hero,
        held: world.qc,
        action: 'escape',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().action[0].error).toBe(
        'Bandit is restrained and cannot try to escape until Hero acts again',
      )
      expect(await everything()).toEqual(before)
    })
  })

  describe('who may act in a grapple', () => {
    const ROLES = {
      controller: { st: 201, player: 201, other: 403, stranger: 404, anonymous: 401 },
      escape: { st: 201, player: 403, other: 403, stranger: 404, anonymous: 401 },
    } as const
    for (const [who, expected] of Object.entries(ROLES)) {
      for (const [role, status] of Object.entries(expected)) {
        it(`the ${role} gets ${status} for the ${who}'s action, a refusal changing nothing`, async () => {
          await clinch()
          const body =
            who === 'escape'
              ? { controller: world.hero, held: world.qc, action: 'escape' }
              : { controller: world.hero, held: world.qc, action: 'restrain' }
          const before = await everything()
          changes.clear()
          const caller =
            role === 'anonymous' ? null : world[role as 'st' | 'player' | 'other' | 'stranger']
          const response = await grapple(caller, body)
          expect(response.statusCode, response.body).toBe(status)
          if (status !== 201) {
            expect(await everything()).toEqual(before)
            expect(changes.published).toEqual([])
          }
        })
      }
    }
  })

  describe('a bad grapple request', () => {
    const cases: [string, (w: AttackWorld) => unknown, number, RegExp][] = [
      [
        'an unknown action',
        (w) => ({ controller: w.hero, held: w.qc, action: 'bite' }),
        422,
        /action/,
      ],
      ['no one held', (w) => ({ controller: w.hero, action: 'restrain' }), 422, /held/],
      [
        'a wrong type',
        (w) => ({ controller: w.hero, held: w.qc, action: 'savage', weapon_id: 'sword' }),
        422,
        /weapon_id/,
      ],
      [
        'an unknown field',
        (w) => ({ controller: w.hero, held: w.qc, action: 'restrain', extra: 1 }),
        422,
        /extra/,
      ],
      [
        'a savage without a weapon',
        (w) => ({ controller: w.hero, held: w.qc, action: 'savage' }),
        422,
        /weapon_id/,
      ],
      [
        'two not in a grapple',
        (w) => ({ controller: w.hero, held: w.actor, action: 'restrain' }),
        422,
        /does not hold/,
      ],
      [
        'an unknown combatant',
        (w) => ({ controller: w.hero, held: { type: 'qc', id: 99999 }, action: 'restrain' }),
        404,
        /no qc 99999/i,
      ],
      ['a body that is no object', () => [], 422, /object/],
    ]
    for (const [name, body, status, message] of cases) {
      it(`${name} answers ${status} and changes nothing`, async () => {
        await clinch()
        const before = await everything()
        const response = await grapple(world.player, body(world))
        expect(response.statusCode).toBe(status)
        expect(response.body).toMatch(message)
        expect(await everything()).toEqual(before)
      })
    }

    it('malformed JSON answers 400 and an oversized body 413, changing nothing', async () => {
      const before = await everything()
      const malformed = await call(t, world.player, 'POST', grapplePath(), '{"controller":', {
        'content-type': 'application/json',
      })
      expect(malformed.statusCode).toBe(400)
      const huge = await grapple(world.player, {
        controller: world.hero,
        held: world.qc,
        action: 'restrain',
        padding: 'x'.repeat(2_000_000),
      })
      expect(huge.statusCode).toBe(413)
      expect(await everything()).toEqual(before)
    })
  })

  describe('a mounted rider', () => {
    it('rolls a die more on a foe on foot, as its owner marks it mounted', async () => {
      const patched = await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        mounted: true,
      })
      expect(patched.statusCode).toBe(200)
      const refused = await call(t, world.player, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        mounted: true,
      })
      expect(refused.statusCode).toBe(403)
      const wrong = await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        mounted: 'yes',
      })
      expect(wrong.statusCode).toBe(422)
      dice.show(...many(11, 1))
      const response = await attack(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
      })
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().rolls[0].dice).toHaveLength(11)
      expect(response.json().rolls[0].label).toMatch(/\+1 mounted against a foe on foot/)
    })
  })

  describe('a mount’s speed bonus', () => {
    const bad: [string, unknown, RegExp][] = [
      ['below 0', -1, /mount_speed_bonus must be between 0 and 5/],
      ['above 5', 6, /mount_speed_bonus must be between 0 and 5/],
      ['a fraction', 2.5, /mount_speed_bonus must be a whole number/],
      ['text', 'fast', /mount_speed_bonus/],
      ['null', null, /mount_speed_bonus/],
    ]
    for (const [name, value, message] of bad) {
      it(`${name} answers 422 naming the field and changes nothing`, async () => {
        const before = await everything()
        for (const [as, path] of [
          [world.player, `/api/v1/characters/${world.hero.id}`],
          [world.st, `/api/v1/qcs/${world.qc.id}`],
        ] as const) {
          const response = await call(t, as, 'PATCH', path, { mount_speed_bonus: value })
          expect(response.statusCode, path).toBe(422)
          expect(response.body).toMatch(message)
        }
        expect(await everything()).toEqual(before)
      })
    }

    it('from 0 to 5 is kept, by whoever may edit the combatant', async () => {
      const patched = await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        mounted: true,
        mount_speed_bonus: 5,
      })
      expect(patched.statusCode, patched.body).toBe(200)
      expect(patched.json()).toMatchObject({ mounted: true, mount_speed_bonus: 5 })
      const refused = await call(t, world.player, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        mount_speed_bonus: 1,
      })
      expect(refused.statusCode).toBe(403)
    })
  })

  describe('an unexpected attack', () => {
    it('meets Defence 0, and only the target’s side may say it was unexpected', async () => {
      const body = {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
        unexpected: true,
      }
      const refused = await attack(t, world.player, world, body)
      expect(refused.statusCode).toBe(403)
      dice.show(...many(10, 1), ...many(8, 1))
      const response = await attack(t, world.st, world, body)
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().resolution.hit).toBe(true)
      expect(response.json().rolls[0].label).toMatch(/Defence 0 \(unexpected attack\)/)
    })
  })
})
