import { describe, expect, it } from 'vitest'
import type { ItemChange } from '../src/live/changes.ts'
import { combatCall, combatDone, combatWorld, moveDone, read } from './support/combat-world.ts'
import { call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

forEachEngineRecording((t, changes) => {
  const published = () =>
    (changes.published.filter((change) => change.kind === 'item') as ItemChange[]).map(
      (change) => ({ type: change.type, id: change.id, changes: change.changes }),
    )

  async function inCombat() {
    const world = await combatWorld(t)
    for (const [combatant, successes] of [
      [world.hero, 5],
      [world.qc, 2],
      [world.band, 1],
      [world.actor, 4],
    ] as const) {
      await combatDone(t, world.st, world, 'combat/join_battle', { combatant, successes })
    }
    changes.clear()
    return world
  }

  describe('join battle', () => {
    it('gives the successes + 3 as Initiative, answers the change and publishes it', async () => {
      const world = await combatWorld(t)
      changes.clear()
      const answer = await combatDone(t, world.player, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 7,
      })
      expect(answer).toEqual([
        {
          type: 'character',
          id: world.hero.id,
          before: { initiative: 0, in_combat: false },
          after: { initiative: 10, in_combat: true },
          version: expect.any(Number),
        },
      ])
      expect(published()).toEqual([
        {
          type: 'character',
          id: world.hero.id,
          changes: expect.objectContaining({ initiative: 10, in_combat: true }),
        },
      ])
      expect(await read(t, world, world.hero)).toMatchObject({ initiative: 10, in_combat: true })
    })

    it('a new combat actor waits out of combat until it joins battle', async () => {
      const world = await combatWorld(t)
      expect(await read(t, world, world.actor)).toMatchObject({ in_combat: false, initiative: 0 })
    })
  })

  describe('crash', () => {
    it('crashing a qc names the attacker and gives them the +5 Initiative Break', async () => {
      const world = await inCombat()
      const answer = await combatDone(t, world.player, world, 'combat/initiative', {
        combatant: world.band,
        initiative: -2,
        attacker: world.hero,
      })
      expect(answer.map(({ type, after }) => ({ type, after }))).toEqual([
        {
          type: 'battlegroup',
          after: { initiative: -2, crashed_by: `character:${world.hero.id}` },
        },
        { type: 'character', after: { initiative: 13 } },
      ])
      expect(published().map((change) => change.type)).toEqual(['battlegroup', 'character'])
    })

    it('resets a crashed combatant to 3 Initiative after its third turn in crash', async () => {
      const world = await inCombat()
      await combatDone(t, world.st, world, 'combat/initiative', {
        combatant: world.qc,
        initiative: 0,
        attacker: world.actor,
      })
      for (const turn of [1, 2]) {
        await combatDone(t, world.st, world, 'combat/acted', { combatant: world.qc, acted: true })
        expect(await read(t, world, world.qc)).toMatchObject({ initiative: 0, crash_turns: turn })
        await combatDone(t, world.st, world, 'combat/next_round')
      }
      await combatDone(t, world.st, world, 'combat/acted', { combatant: world.qc, acted: true })
      expect(await read(t, world, world.qc)).toMatchObject({
        initiative: 3,
        crashed_by: '',
        crash_turns: 0,
        has_acted: true,
      })
    })

    it('rising above 0 ends the crash at once', async () => {
      const world = await inCombat()
      await combatDone(t, world.st, world, 'combat/initiative', {
        combatant: world.actor,
        initiative: -1,
        attacker: world.hero,
      })
      await combatDone(t, world.st, world, 'combat/initiative', {
        combatant: world.actor,
        initiative: 2,
      })
      expect(await read(t, world, world.actor)).toMatchObject({ initiative: 2, crashed_by: '' })
    })
  })

  describe('rounds', () => {
    it('a new round clears acted marks and respires 5 motes for characters, qcs and actors', async () => {
      const world = await inCombat()
      for (const combatant of [world.hero, world.band, world.actor]) {
        await combatDone(t, world.st, world, 'combat/acted', { combatant, acted: true })
      }
      await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        character: { motes_peripheral_current: 0 },
      })
      await call(t, world.st, 'PATCH', `/api/v1/combat_actors/${world.actor.id}`, {
        combat_actor: { motes_personal_current: 0 },
      })
      changes.clear()
      const answer = await combatDone(t, world.st, world, 'combat/next_round')
      const after = Object.fromEntries(answer.map((change) => [change.type, change.after]))
      expect(after).toEqual({
        character: { has_acted: false, motes_peripheral_current: 5 },
        battlegroup: { has_acted: false },
        combat_actor: { has_acted: false, motes_personal_current: 5 },
      })
      expect(published()).toHaveLength(3)
    })

    it('ending combat takes everyone out, and undo puts them back', async () => {
      const world = await inCombat()
      await combatDone(t, world.st, world, 'combat/acted', { combatant: world.hero, acted: true })
      const ended = await moveDone(t, world.st, world, 'combat/end_combat')
      expect(ended.changes).toHaveLength(4)
      for (const combatant of [world.hero, world.qc, world.band, world.actor]) {
        expect(await read(t, world, combatant)).toMatchObject({
          in_combat: false,
          has_acted: false,
        })
      }
      changes.clear()
      const undone = await combatDone(t, world.st, world, 'combat/undo', {
        move_id: ended.move_id,
      })
      expect(undone).toHaveLength(4)
      expect(published()).toHaveLength(4)
      expect(await read(t, world, world.hero)).toMatchObject({ in_combat: true, has_acted: true })
      expect(await read(t, world, world.actor)).toMatchObject({ in_combat: true })
    })

    it('an undo refuses with 409 once a field it would restore has changed since', async () => {
      const world = await inCombat()
      const ended = await moveDone(t, world.st, world, 'combat/end_combat')
      await combatDone(t, world.player, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 1,
      })
      const response = await combatCall(t, world.st, world, 'combat/undo', {
        move_id: ended.move_id,
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toBe(
        `character ${world.hero.id} has changed its in_combat since, so this can no longer be undone`,
      )
      expect(await read(t, world, world.qc)).toMatchObject({ in_combat: false })
    })

    it('an undo cannot say what it writes back, only name a recorded move', async () => {
      const world = await inCombat()
      const before = await read(t, world, world.hero)
      for (const body of [
        {
          changes: [{ type: 'character', id: world.hero.id, before: { player_id: 1 }, after: {} }],
        },
        {
          changes: [
            {
              type: 'character',
              id: world.hero.id,
              before: { name: 'Renamed' },
              after: { name: before.name },
            },
          ],
        },
        { move_id: 'latest' },
        {},
      ]) {
        const response = await combatCall(t, world.st, world, 'combat/undo', body)
        expect(response.statusCode).toBe(422)
      }
      expect(await read(t, world, world.hero)).toEqual(before)
      expect(published()).toEqual([])
    })
  })

  describe('active effects', () => {
    const effect = (name: string, duration: string, rounds_left: number | null) => ({
      name,
      source: 'custom',
      source_id: null,
      modifiers: [{ target: 'join_battle', value: 2 }],
      duration,
      rounds_left,
      active: true,
    })

    it('a new round runs effects down and undo gives the expired one back', async () => {
      const world = await inCombat()
      await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        character: {
          effects: [effect('Brief', 'rounds', 1), effect('Long', 'rounds', 3)],
        },
      })
      const names = async () =>
        ((await read(t, world, world.hero)).effects as { name: string; rounds_left: number }[]).map(
          (e) => [e.name, e.rounds_left],
        )
      const round = await moveDone(t, world.st, world, 'combat/next_round')
      expect(await names()).toEqual([['Long', 2]])
      await combatDone(t, world.st, world, 'combat/undo', { move_id: round.move_id })
      expect(await names()).toEqual([
        ['Brief', 1],
        ['Long', 3],
      ])
    })

    it('only those who may edit an item set its effects: another player is refused', async () => {
      const world = await combatWorld(t)
      const body = { character: { effects: [effect('Curse', 'indefinite', null)] } }
      const url = `/api/v1/characters/${world.hero.id}`
      expect((await call(t, world.other, 'PATCH', url, body)).statusCode).toBe(403)
      expect((await call(t, world.stranger, 'PATCH', url, body)).statusCode).toBe(404)
      expect((await read(t, world, world.hero)).effects).toEqual([])
      // The storyteller may, as for any field of a character in the chronicle.
      expect((await call(t, world.st, 'PATCH', url, body)).statusCode).toBe(200)
    })

    it('end scene ends scene and round effects of characters and QCs, not indefinite ones', async () => {
      const world = await combatWorld(t)
      await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        character: {
          effects: [effect('Scene', 'scene', null), effect('Ever', 'indefinite', null)],
        },
      })
      await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        qc: { effects: [effect('Rounds', 'rounds', 2)] },
      })
      await combatDone(t, world.st, world, 'st_actions/end_scene')
      const hero = await read(t, world, world.hero)
      expect((hero.effects as { name: string }[]).map((e) => e.name)).toEqual(['Ever'])
      expect((await read(t, world, world.qc)).effects).toEqual([])
    })
  })

  describe('storyteller controls', () => {
    it('end scene drops scene-long commitments and takes everyone out of combat', async () => {
      const world = await inCombat()
      const commitments = [
        { pool: 'peripheral', label: 'Armor', motes: 5, scenelong: true },
        { pool: 'personal', label: 'Daiklave', motes: 5 },
      ]
      await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        character: { motes_committed: commitments },
      })
      await combatDone(t, world.st, world, 'st_actions/end_scene')
      const hero = await read(t, world, world.hero)
      expect(hero.in_combat).toBe(false)
      expect(hero.motes_committed).toEqual([expect.objectContaining({ label: 'Daiklave' })])
    })

    it('respire refills qcs only when asked', async () => {
      const world = await combatWorld(t)
      await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        qc: { motes_personal_current: 0 },
      })
      await combatDone(t, world.st, world, 'st_actions/respire', { motes: 4 })
      expect(await read(t, world, world.qc)).toMatchObject({ motes_personal_current: 0 })
      await combatDone(t, world.st, world, 'st_actions/respire', { motes: 4, include_qcs: true })
      expect(await read(t, world, world.qc)).toMatchObject({ motes_personal_current: 4 })
    })

    it('recover willpower may exceed the permanent rating when asked', async () => {
      const world = await combatWorld(t)
      await combatDone(t, world.st, world, 'st_actions/recover_willpower', { willpower: 2 })
      expect(await read(t, world, world.hero)).toMatchObject({ willpower_temporary: 5 })
      await combatDone(t, world.st, world, 'st_actions/recover_willpower', {
        willpower: 2,
        exceed_permanent: true,
      })
      expect(await read(t, world, world.hero)).toMatchObject({ willpower_temporary: 7 })
    })

    it('two days of downtime heal an Exalt’s -1 lethal box and dim their anima', async () => {
      const world = await combatWorld(t)
      await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        character: { damage_lethal: 2, anima_level: 3 },
      })
      const answer = await combatDone(t, world.st, world, 'st_actions/downtime', { hours: 48 })
      expect(answer.find((change) => change.type === 'character')?.after).toMatchObject({
        anima_level: 0,
        damage_lethal: 1,
      })
    })
  })
})
