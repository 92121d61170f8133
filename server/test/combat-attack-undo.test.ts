import { beforeEach, describe, expect, it } from 'vitest'
import { HISTORY_LENGTH, insertResolution } from '../src/combat/attacks/combat-resolutions.ts'
import {
  type AttackWorld,
  attacked,
  attackTables,
  attackWorld,
  forEachEngineWithDice,
  many,
} from './support/attack-world.ts'
import { read } from './support/combat-world.ts'
import { snapshot } from './support/database-snapshot.ts'
import { type Caller, call } from './support/item-requests.ts'

type Role = 'st' | 'player' | 'other' | 'stranger' | 'anonymous'

const COMBAT_FIELDS = [
  'initiative',
  'onslaught',
  'has_acted',
  'crashed_by',
  'crash_turns',
  'damage_lethal',
] as const

forEachEngineWithDice((t, changes, dice) => {
  let world: AttackWorld
  beforeEach(async () => {
    world = await attackWorld(t)
    changes.clear()
    dice.clear()
  })

  const undo = (as: Caller | null, body?: unknown) =>
    call(t, as, 'POST', `/api/v1/chronicles/${world.chronicle.id}/combat/attack/undo`, body)

  /** The combat fields of the hero and the bandit, as the storyteller reads them. */
  const state = async () => {
    const pick = (entity: Record<string, unknown>) =>
      Object.fromEntries(COMBAT_FIELDS.map((field) => [field, entity[field]]))
    return {
      hero: pick(await read(t, world, world.hero)),
      qc: pick(await read(t, world, world.qc)),
    }
  }

  const heroHits = () => {
    dice.show(10, 7, 7, ...many(7, 1), 7, 7, 7, ...many(8, 1))
    return attacked(t, world.player, world, {
      attacker: world.hero,
      target: world.qc,
      attack: 'withering',
      weapon_id: world.sword,
    })
  }
  const banditStrikesBack = () => {
    dice.show(...many(7, 7), ...many(3, 7), ...many(10, 1))
    return attacked(t, world.st, world, {
      attacker: world.qc,
      target: world.hero,
      attack: 'decisive',
      weapon_id: world.club,
    })
  }

  it('the storyteller undoes the latest attack, then the one before, until none is left', async () => {
    const start = await state()
    await heroHits()
    const afterFirst = await state()
    const second = await banditStrikesBack()
    expect(await state()).not.toEqual(afterFirst)
    changes.clear()

    const undone = await undo(world.st)
    expect(undone.statusCode).toBe(200)
    expect(undone.json().resolution).toMatchObject({ id: second.resolution.id, attack: 'decisive' })
    expect(await state()).toEqual(afterFirst)
    // Every combatant it restores is published, and the log says what was undone.
    expect(changes.published.map((change) => change.kind)).toEqual(['item', 'item', 'roll'])
    expect(undone.json().rolls[0]).toMatchObject({
      dice: [],
      label: expect.stringMatching(/^Undone by the storyteller: Bandit: decisive attack/),
    })

    expect((await undo(world.st)).statusCode).toBe(200)
    expect(await state()).toEqual(start)
    const none = await undo(world.st)
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ error: 'There is no attack in this chronicle to undo' })
  })

  it.each([
    ['player', 403],
    ['other', 403],
    ['stranger', 404],
    ['anonymous', 401],
  ] as [Role, number][])('the %s may not undo (%i), and nothing changes', async (role, status) => {
    await heroHits()
    changes.clear()
    const before = { ...(await snapshot(t)), ...(await attackTables(t)) }
    const response = await undo(role === 'anonymous' ? null : world[role])
    expect(response.statusCode).toBe(status)
    expect({ ...(await snapshot(t)), ...(await attackTables(t)) }).toEqual(before)
    expect(changes.published).toEqual([])
  })

  it('an attack whose numbers were changed by hand since is not undone; forgetting it reaches the one before', async () => {
    const start = await state()
    await heroHits()
    await heroHits()
    const edited = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, { initiative: 9 })
    expect(edited.statusCode).toBe(200)
    changes.clear()
    const before = { ...(await snapshot(t)), ...(await attackTables(t)) }

    const refused = await undo(world.st)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe(
      `qc ${world.qc.id} has changed its initiative since, so this attack can no longer be undone (forget it to undo the one before)`,
    )
    expect({ ...(await snapshot(t)), ...(await attackTables(t)) }).toEqual(before)
    expect(changes.published).toEqual([])

    const forgotten = await undo(world.st, { forget: true })
    expect(forgotten.statusCode).toBe(200)
    expect(forgotten.json().changes).toEqual([])
    // The first attack is next, but the numbers are not what it left either (the second attack
    // and the hand edit moved them on), so it too is refused until they are set back by hand.
    expect((await undo(world.st)).statusCode).toBe(409)
    for (const [path, fields] of [
      [`qcs/${world.qc.id}`, { initiative: 3, onslaught: 1, crashed_by: '' }],
      [`characters/${world.hero.id}`, { initiative: 12 }],
    ] as const) {
      expect((await call(t, world.st, 'PATCH', `/api/v1/${path}`, fields)).statusCode).toBe(200)
    }
    expect((await undo(world.st)).statusCode).toBe(200)
    expect(await state()).toEqual(start)
  })

  it('refuses a bad undo body, changing nothing', async () => {
    await heroHits()
    for (const [body, field] of [
      [{ forget: 'yes' }, 'forget'],
      [{ force: true }, 'force'],
    ] as const) {
      const response = await undo(world.st, body)
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toEqual([field])
    }
    const kept = (await attackTables(t)).combat_resolutions.filter(
      (row) => row.chronicle_id === world.chronicle.id,
    )
    expect(kept).toHaveLength(1)
  })

  describe('the history', () => {
    const history = (as: Caller) =>
      call(t, as, 'GET', `/api/v1/chronicles/${world.chronicle.id}/combat/attacks`)

    it('lists the attacks the storyteller can undo, newest first; a member may not read it', async () => {
      const first = await heroHits()
      const second = await banditStrikesBack()
      const listed = await history(world.st)
      expect(listed.statusCode).toBe(200)
      expect(listed.json().map((entry: { id: number }) => entry.id)).toEqual([
        second.resolution.id,
        first.resolution.id,
      ])
      expect(listed.json()[0]).toEqual(second.resolution)
      expect((await history(world.player)).statusCode).toBe(403)
    })

    it(`keeps the latest ${HISTORY_LENGTH} of a chronicle`, async () => {
      for (let n = 0; n < HISTORY_LENGTH + 3; n += 1) {
        await insertResolution(t.db, {
          chronicle_id: world.chronicle.id,
          player_id: world.st.id,
          attacker: world.qc,
          target: world.hero,
          attack: 'withering',
          hit: false,
          label: `attack ${n}`,
          visibility: 'public',
          changes: [],
          roll_ids: [],
        })
      }
      const listed = (await history(world.st)).json() as { label: string }[]
      expect(listed).toHaveLength(HISTORY_LENGTH)
      expect(listed[0]?.label).toBe(`attack ${HISTORY_LENGTH + 2}`)
      expect(listed.at(-1)?.label).toBe('attack 3')
    })
  })
})
