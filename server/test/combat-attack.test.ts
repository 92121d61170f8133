import type { RollRecord } from '@loom/core'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  type AttackWorld,
  attacked,
  attackWorld,
  forEachEngineWithDice,
  many,
} from './support/attack-world.ts'
import { combatDone, read } from './support/combat-world.ts'
import { call } from './support/item-requests.ts'

const rollsIn = async (
  t: Parameters<typeof read>[0],
  as: { id: number },
  world: AttackWorld,
): Promise<RollRecord[]> => {
  const response = await call(
    t,
    as,
    'GET',
    `/api/v1/chronicles/${world.chronicle.id}/rolls?limit=10`,
  )
  expect(response.statusCode).toBe(200)
  return response.json()
}

forEachEngineWithDice((t, changes, dice) => {
  let world: AttackWorld
  beforeEach(async () => {
    world = await attackWorld(t)
    changes.clear()
    dice.clear()
  })

  const withSword = (fields: Record<string, unknown> = {}) => ({
    attacker: world.hero,
    target: world.qc,
    attack: 'withering',
    weapon_id: world.sword,
    ...fields,
  })

  describe('a withering attack', () => {
    it('takes the damage from the target, gives it + 1 to the attacker, and logs both rolls live', async () => {
      // 10 dice against the Bandit's Defence 1: 10 (two), 7, 7 = 4 successes, 3 extra.
      dice.show(10, 7, 7, ...many(7, 1))
      // Raw damage 2 + 7 + 3 = 12 − soak 1 = 11 dice: 3 successes.
      dice.show(7, 7, 7, ...many(8, 1))
      const answer = await attacked(t, world.player, world, withSword())
      expect(dice.left()).toBe(0)
      expect(answer.resolution).toMatchObject({
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        hit: true,
        player_id: world.player.id,
      })
      expect(answer.changes).toEqual([
        expect.objectContaining({
          type: 'character',
          id: world.hero.id,
          before: { initiative: 8, has_acted: false },
          after: { initiative: 12, has_acted: true },
        }),
        expect.objectContaining({
          type: 'qc',
          id: world.qc.id,
          before: { initiative: 6, onslaught: 0 },
          after: { initiative: 3, onslaught: 1 },
        }),
      ])
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 12, has_acted: true })
      expect(await read(t, world, world.qc)).toMatchObject({ initiative: 3, onslaught: 1 })

      expect(answer.rolls.map((roll) => [roll.dice.length, roll.successes, roll.damage])).toEqual([
        [10, 4, false],
        [11, 3, true],
      ])
      expect(answer.rolls[0]).toMatchObject({
        chronicle_id: world.chronicle.id,
        player_id: world.player.id,
        character_type: 'character',
        character_id: world.hero.id,
        visibility: 'public',
        dice: [10, 7, 7, ...many(7, 1)],
      })
      expect(answer.rolls[1]?.label).toContain('Hero: Initiative 8 → 12')
      expect(answer.rolls[1]?.label).toContain('Bandit: Initiative 6 → 3')

      // Each changed combatant as an item update, then each roll, for the live channel.
      expect(changes.published.map((change) => change.kind)).toEqual([
        'item',
        'item',
        'roll',
        'roll',
      ])
      expect(changes.published[0]).toMatchObject({
        event: 'update',
        type: 'character',
        id: world.hero.id,
        changes: expect.objectContaining({ initiative: 12 }),
      })
      // The rest of the table reads the exchange in the chronicle's log, newest first.
      const log = await rollsIn(t, world.other, world)
      expect(log.slice(0, 2).map((roll) => roll.id)).toEqual(
        answer.rolls.map((roll) => roll.id).reverse(),
      )
    })

    it('that crashes the target gives the attacker the Initiative Break and names it', async () => {
      await combatDone(t, world.st, world, 'combat/initiative', {
        combatant: world.qc,
        initiative: 2,
      })
      dice.show(10, 7, 7, ...many(7, 1), 7, 7, 7, ...many(8, 1))
      await attacked(t, world.player, world, withSword())
      expect(await read(t, world, world.qc)).toMatchObject({
        initiative: -1,
        crashed_by: `character:${world.hero.id}`,
      })
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 8 + 3 + 1 + 5 })
    })

    it('on a combat actor changes the copy, never the stat block it copies', async () => {
      dice.show(10, 7, 7, ...many(7, 1), 7, 7, 7, ...many(8, 1))
      await attacked(t, world.player, world, withSword({ target: world.actor }))
      expect(await read(t, world, world.actor)).toMatchObject({ initiative: 2, onslaught: 1 })
      expect(await read(t, world, world.qc)).toMatchObject({ initiative: 6, onslaught: 0 })
    })

    it('on a battlegroup takes its Magnitude, and at Size 0 routs it out of combat', async () => {
      // The Club's 7 dice against the Band's Defence 2: 3 successes, 1 extra.
      // Raw damage 10 + 1 − soak 2 = 9 dice: 5 successes of its Magnitude 8.
      dice.show(7, 7, 7, ...many(4, 1), ...many(5, 7), ...many(4, 1))
      const club = {
        attacker: world.qc,
        target: world.band,
        attack: 'withering',
        weapon_id: world.club,
      }
      await attacked(t, world.st, world, club)
      expect(await read(t, world, world.band)).toMatchObject({
        magnitude: 3,
        size: 1,
        in_combat: true,
      })
      // The attacker gains only the 1 for landing: there is no Initiative to take.
      expect(await read(t, world, world.qc)).toMatchObject({ initiative: 7 })
      dice.show(7, 7, 7, ...many(4, 1), ...many(5, 7), ...many(4, 1))
      await attacked(t, world.st, world, { ...club, takes_turn: false })
      expect(await read(t, world, world.band)).toMatchObject({
        size: 0,
        magnitude: 0,
        in_combat: false,
      })
      // Taking its last point of Size is the Initiative Break.
      expect(await read(t, world, world.qc)).toMatchObject({ initiative: 7 + 1 + 5 })
    })
  })

  describe('a decisive attack', () => {
    it('that hits rolls the Initiative as damage into the health track and resets to 3', async () => {
      // 6 dice against Defence 1: one 7 hits. Then 8 damage dice, two successes.
      dice.show(7, ...many(5, 1), 7, 10, ...many(6, 1))
      const answer = await attacked(t, world.player, world, withSword({ attack: 'decisive' }))
      expect(answer.rolls.map((roll) => [roll.dice.length, roll.successes])).toEqual([
        [6, 1],
        [8, 2],
      ])
      expect(await read(t, world, world.qc)).toMatchObject({ damage_lethal: 2, initiative: 6 })
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 3 })
    })

    it('that misses costs the attacker 2 Initiative', async () => {
      dice.show(...many(6, 1))
      const answer = await attacked(t, world.player, world, withSword({ attack: 'decisive' }))
      expect(answer.resolution.hit).toBe(false)
      expect(answer.rolls).toHaveLength(1)
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 6 })
      expect(await read(t, world, world.qc)).toMatchObject({ onslaught: 1 })
    })
  })

  describe('what the attack costs', () => {
    it('excellency motes and the Willpower point are paid in the same action, and logged', async () => {
      const stocked = await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        motes_peripheral_current: 10,
        willpower_temporary: 3,
      })
      expect(stocked.statusCode).toBe(200)
      const answer = await attacked(
        t,
        world.player,
        world,
        withSword({
          excellency_dice: 2,
          stunt: 1,
          willpower: true,
          spend: { motes: 2, pool: 'peripheral', mute: true },
        }),
      )
      expect(answer.rolls[0]).toMatchObject({
        auto_successes: 1,
        spent: { motes: 2, pool: 'peripheral', mute: true, willpower: 1 },
      })
      // 10 dice, 2 from the excellency and 2 for the stunt.
      expect(answer.rolls[0]?.dice).toHaveLength(14)
      expect(await read(t, world, world.hero)).toMatchObject({
        motes_peripheral_current: 8,
        willpower_temporary: 2,
      })
    })
  })

  describe('who sees the rolls', () => {
    it('a hidden combatant’s attack is logged for the storyteller and its target’s owner alone by default', async () => {
      const hidden = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        hidden: true,
      })
      expect(hidden.statusCode).toBe(200)
      const answer = await attacked(t, world.st, world, {
        attacker: world.qc,
        target: world.hero,
        attack: 'withering',
        weapon_id: world.club,
      })
      expect(answer.rolls.every((roll) => roll.visibility === 'storyteller')).toBe(true)
      const id = answer.rolls[0]?.id
      expect((await rollsIn(t, world.other, world)).map((roll) => roll.id)).not.toContain(id)
      // The hero's player sees what was done to their character, as the storyteller does.
      expect((await rollsIn(t, world.player, world)).map((roll) => roll.id)).toContain(id)
      expect((await rollsIn(t, world.st, world)).map((roll) => roll.id)).toContain(id)
    })

    it('the request may keep an attack’s rolls to the storyteller', async () => {
      const answer = await attacked(
        t,
        world.player,
        world,
        withSword({ visibility: 'storyteller' }),
      )
      const seen = (await rollsIn(t, world.other, world)).map((roll) => roll.id)
      expect(seen).not.toContain(answer.rolls[0]?.id)
    })
  })
})
