import { describe, expect, it } from 'vitest'
import {
  type CombatWorld,
  combatCall,
  combatWorld,
  moveDone,
  read,
} from './support/combat-world.ts'
import { type Caller, call } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

/**
 * The generic combat undo takes back a move the server recorded, named by its id, and nothing
 * else: a client never says what an undo writes, so no rule of a PATCH can be stepped around.
 */
forEachEngineRecording((t, changes) => {
  const moved = (as: Caller, world: CombatWorld, path: string, body?: unknown) =>
    moveDone(t, as, world, path, body)

  describe('only the owner can make an item public, whatever the path', () => {
    it('the storyteller cannot publish a member’s hidden character through combat undo', async () => {
      const world = await combatWorld(t)
      const hidden = await call(t, world.player, 'PATCH', `/api/v1/characters/${world.hero.id}`, {
        hidden: true,
      })
      expect(hidden.statusCode).toBe(200)
      changes.clear()
      const forged = await combatCall(t, world.st, world, 'combat/undo', {
        changes: [
          {
            type: 'character',
            id: world.hero.id,
            before: { public: true },
            after: { public: false },
          },
        ],
      })
      expect(forged.statusCode).toBe(422)
      expect(changes.published).toEqual([])
      expect(await read(t, world, world.hero)).toMatchObject({ public: false, hidden: true })
      // Still not public: a signed-out visitor is asked to sign in, for the sheet and its export.
      const signedOut = await call(t, null, 'GET', `/api/v1/characters/${world.hero.id}`)
      expect(signedOut.statusCode).toBe(401)
      const exported = await call(t, null, 'GET', `/api/v1/characters/${world.hero.id}/export`)
      expect(exported.statusCode).toBe(401)
    })
  })

  describe('an undo takes back a move the server recorded', () => {
    it('a move answers its id, and undoing it restores what it changed, once', async () => {
      const world = await combatWorld(t)
      const joined = await moved(world.player, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 4,
      })
      expect(joined.move_id).toEqual(expect.any(Number))
      expect(await read(t, world, world.hero)).toMatchObject({ in_combat: true, initiative: 7 })
      const undone = await moved(world.player, world, 'combat/undo', { move_id: joined.move_id })
      expect(undone.changes).toHaveLength(1)
      expect(undone.move_id).toBeNull()
      expect(await read(t, world, world.hero)).toMatchObject({ in_combat: false, initiative: 0 })
      const again = await combatCall(t, world.player, world, 'combat/undo', {
        move_id: joined.move_id,
      })
      expect(again.statusCode).toBe(404)
    })

    it('a move that changed nothing records nothing to undo', async () => {
      const world = await combatWorld(t)
      const ended = await moved(world.st, world, 'combat/end_combat')
      expect(ended).toEqual({ changes: [], move_id: null })
    })

    it('another player cannot undo a move that is not theirs; the storyteller can', async () => {
      const world = await combatWorld(t)
      const joined = await moved(world.player, world, 'combat/join_battle', {
        combatant: world.hero,
        successes: 2,
      })
      const body = { move_id: joined.move_id }
      expect((await combatCall(t, world.other, world, 'combat/undo', body)).statusCode).toBe(403)
      expect((await combatCall(t, world.stranger, world, 'combat/undo', body)).statusCode).toBe(404)
      expect((await combatCall(t, null, world, 'combat/undo', body)).statusCode).toBe(401)
      expect(await read(t, world, world.hero)).toMatchObject({ in_combat: true })
      expect((await combatCall(t, world.st, world, 'combat/undo', body)).statusCode).toBe(200)
      expect(await read(t, world, world.hero)).toMatchObject({ in_combat: false })
    })

    it('a move of another chronicle, or none, is not found and changes nothing', async () => {
      const world = await combatWorld(t)
      const elsewhere = await combatWorld(t)
      const joined = await moved(elsewhere.st, elsewhere, 'combat/join_battle', {
        combatant: elsewhere.qc,
        successes: 3,
      })
      changes.clear()
      for (const move_id of [joined.move_id, 999_999]) {
        const response = await combatCall(t, world.st, world, 'combat/undo', { move_id })
        expect(response.statusCode).toBe(404)
        expect(response.json().error).toBe('That move is not in this chronicle’s history')
      }
      expect(changes.published).toEqual([])
      expect(await read(t, elsewhere, elsewhere.qc)).toMatchObject({ in_combat: true })
    })
  })
})
