import type { Happening } from '@loom/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { attacked, attackWorld, forEachEngineWithDice, many } from './support/attack-world.ts'
import { addThroughApi, chronicleThroughApi, itemThroughApi } from './support/chronicle-world.ts'
import { combatWorld, moveDone } from './support/combat-world.ts'
import { call } from './support/item-requests.ts'
import type { TestApp } from './support/test-app.ts'

/**
 * What the routes tell the happenings seam after each change commits, and to whom: the kinds
 * and audiences every listener (the session log, a webhook) relies on.
 */
forEachEngineWithDice((t, _changes, dice) => {
  let told: Happening[] = []
  beforeEach(() => {
    told = []
    dice.clear()
  })
  let listening = false
  const heard = async (app: TestApp['app']) => {
    if (!listening) {
      app.happenings.listen((h) => {
        told.push(h)
      })
      listening = true
    }
  }
  const tellings = async () => {
    await t.app.happenings.idle()
    return told.map(({ at: _at, ...rest }) => rest)
  }
  beforeEach(async () => heard(t.app))

  describe('membership and items', () => {
    it('tells joins, items added and removed (a hidden one only to its owner), leaving and removal', async () => {
      const st = await t.createPlayer({ display_name: 'Sela' })
      const ana = await t.createPlayer({ display_name: 'Ana' })
      const brin = await t.createPlayer({ display_name: 'Brin' })
      const chronicle = await chronicleThroughApi(t, st, [ana, brin])
      const open = await itemThroughApi(t, ana, 'characters', { name: 'Harrow' })
      const secret = await itemThroughApi(t, ana, 'characters', { name: 'Mask', hidden: true })
      const brinsQc = await itemThroughApi(t, brin, 'qcs', { name: 'Hound' })
      await addThroughApi(t, ana, chronicle.id, open)
      await addThroughApi(t, ana, chronicle.id, secret)
      await addThroughApi(t, brin, chronicle.id, brinsQc)
      const base = `/api/v1/chronicles/${chronicle.id}`
      expect((await call(t, ana, 'POST', `${base}/remove_character/${open.id}`)).statusCode).toBe(
        200,
      )
      expect((await call(t, ana, 'POST', `${base}/remove_player/${ana.id}`)).statusCode).toBe(200)
      expect((await call(t, st, 'POST', `${base}/remove_player/${brin.id}`)).statusCode).toBe(200)

      const id = chronicle.id
      const item = (type: string, of: { id: number }, name: string) => ({ type, id: of.id, name })
      expect(await tellings()).toEqual([
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'player_joined',
          player: { id: ana.id, name: 'Ana' },
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'player_joined',
          player: { id: brin.id, name: 'Brin' },
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'item_added',
          item: item('character', open, 'Harrow'),
        },
        {
          chronicle_id: id,
          audience: { storyteller_and: [ana.id] },
          kind: 'item_added',
          item: item('character', secret, 'Mask'),
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'item_added',
          item: item('qc', brinsQc, 'Hound'),
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'item_removed',
          item: item('character', open, 'Harrow'),
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'player_left',
          player: { id: ana.id, name: 'Ana' },
        },
        {
          chronicle_id: id,
          audience: { storyteller_and: [ana.id] },
          kind: 'item_removed',
          item: item('character', secret, 'Mask'),
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'player_removed',
          player: { id: brin.id, name: 'Brin' },
        },
        {
          chronicle_id: id,
          audience: 'chronicle',
          kind: 'item_removed',
          item: item('qc', brinsQc, 'Hound'),
        },
      ])
    })

    it('tells nothing for a refused join, add or removal', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      const stsQc = await itemThroughApi(t, st, 'qcs')
      await t.app.happenings.idle()
      told = []
      const base = `/api/v1/chronicles/${chronicle.id}`
      const refused = [
        await call(t, ana, 'POST', '/api/v1/chronicles/join', {
          invite_code: chronicle.invite_code,
        }),
        await call(t, ana, 'POST', `${base}/add_qc/${stsQc.id}`),
        await call(t, ana, 'POST', `${base}/remove_player/${st.id}`),
      ]
      expect(refused.map((r) => r.statusCode)).toEqual([422, 404, 404])
      expect(await tellings()).toEqual([])
    })
  })

  describe('combat', () => {
    it('tells combat starting with round 1, each new round, and its end', async () => {
      const world = await combatWorld(t)
      await t.app.happenings.idle()
      told = []
      const id = world.chronicle.id
      await moveDone(t, world.player, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 3,
      })
      await moveDone(t, world.st, world, 'combat/join_battle', {
        combatant: world.qc,
        successes: 2,
      })
      await moveDone(t, world.st, world, 'combat/next_round', {})
      await moveDone(t, world.st, world, 'combat/next_round', {})
      await moveDone(t, world.st, world, 'combat/end_combat', {})
      expect(await tellings()).toEqual([
        { chronicle_id: id, audience: 'chronicle', kind: 'combat_started' },
        { chronicle_id: id, audience: 'chronicle', kind: 'round_started', round: 1 },
        { chronicle_id: id, audience: 'chronicle', kind: 'round_started', round: 2 },
        { chronicle_id: id, audience: 'chronicle', kind: 'round_started', round: 3 },
        { chronicle_id: id, audience: 'chronicle', kind: 'combat_ended' },
      ])
    })

    it('a Join Battle rolled from the sheet starts combat before its roll is told', async () => {
      const world = await combatWorld(t)
      await t.app.happenings.idle()
      told = []
      const rolled = await call(
        t,
        world.player,
        'POST',
        `/api/v1/chronicles/${world.chronicle.id}/rolls`,
        {
          roll: {
            dice: 4,
            character_type: 'character',
            character_id: world.hero.id,
            join_battle: true,
          },
        },
      )
      expect(rolled.statusCode).toBe(201)
      expect((await tellings()).map((h) => h.kind)).toEqual([
        'combat_started',
        'round_started',
        'roll',
      ])
    })

    it('a hidden stat block joining alone starts combat for the storyteller only', async () => {
      const world = await combatWorld(t)
      const patched = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        hidden: true,
      })
      expect(patched.statusCode).toBe(200)
      await t.app.happenings.idle()
      told = []
      await moveDone(t, world.st, world, 'combat/join_battle', {
        combatant: world.qc,
        successes: 2,
      })
      const audiences = (await tellings()).map((h) => h.audience)
      expect(audiences).toEqual([
        { storyteller_and: [world.st.id] },
        { storyteller_and: [world.st.id] },
      ])
    })

    it('tells a resolved attack in one line, then its public rolls', async () => {
      const world = await attackWorld(t)
      await t.app.happenings.idle()
      told = []
      dice.show(...many(10, 10), ...many(30, 10))
      await attacked(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
      })
      const [line, ...rolls] = await tellings()
      expect(line).toMatchObject({
        audience: 'chronicle',
        kind: 'attack_resolved',
        attack: {
          attacker: { type: 'character', id: world.hero.id, name: 'Hero' },
          defender: { type: 'qc', id: world.qc.id, name: 'Bandit' },
          weapon: 'Sword',
          attack: 'withering',
          hit: true,
          crash: true,
        },
      })
      expect(line?.kind === 'attack_resolved' && line.attack.damage).toBeGreaterThan(0)
      expect(rolls.map((h) => [h.kind, h.audience])).toEqual([
        ['roll', 'chronicle'],
        ['roll', 'chronicle'],
      ])
    })
  })

  describe('attacks not for everyone', () => {
    it('a storyteller-only attack, or one by a hidden stat block, reaches its sides and the storyteller', async () => {
      const world = await attackWorld(t)
      await t.app.happenings.idle()
      told = []
      await attacked(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
        visibility: 'storyteller',
      })
      const players = { storyteller_and: [world.player.id] }
      const audiences = async () =>
        new Set((await tellings()).map((h) => JSON.stringify(h.audience)))
      expect((await tellings())[0]?.kind).toBe('attack_resolved')
      expect(await audiences()).toEqual(new Set([JSON.stringify(players)]))
      const hidden = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        hidden: true,
      })
      expect(hidden.statusCode).toBe(200)
      await t.app.happenings.idle()
      told = []
      await attacked(t, world.st, world, {
        attacker: world.qc,
        target: world.hero,
        attack: 'withering',
        weapon_id: world.club,
      })
      expect((await tellings())[0]?.kind).toBe('attack_resolved')
      expect(await audiences()).toEqual(new Set([JSON.stringify(players)]))
    })

    it('a player’s private attack on their own combatant is not told', async () => {
      const world = await attackWorld(t)
      await t.app.happenings.idle()
      told = []
      await attacked(t, world.player, world, {
        attacker: world.hero,
        target: world.band,
        attack: 'withering',
        weapon_id: world.sword,
        visibility: 'private',
      })
      expect(await tellings()).toEqual([])
    })
  })

  describe('rolls', () => {
    it('a public roll reaches the chronicle, a storyteller-only one its roller, a private one nobody', async () => {
      const st = await t.createPlayer()
      const ana = await t.createPlayer()
      const chronicle = await chronicleThroughApi(t, st, [ana])
      await t.app.happenings.idle()
      told = []
      for (const visibility of ['public', 'storyteller', 'private']) {
        const rolled = await call(t, ana, 'POST', `/api/v1/chronicles/${chronicle.id}/rolls`, {
          roll: { dice: 2, label: visibility, visibility },
        })
        expect(rolled.statusCode).toBe(201)
      }
      expect(
        (await tellings()).map((h) => [h.kind === 'roll' && h.roll.label, h.audience]),
      ).toEqual([
        ['public', 'chronicle'],
        ['storyteller', { storyteller_and: [ana.id] }],
      ])
    })
  })
})
