import { describe, expect, it } from 'vitest'
import { type Caller, call, chronicleWith, created, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

// Poisons on the parents the web app's poison editor now reaches: a character (poisoned) and its
// weapon (delivers). Combat actors' poisons have their own routes, tested in combat-actors.
forEachEngine((engine) => {
  const t = useTestApp(engine)

  type Role = 'owner' | 'storyteller' | 'member' | 'stranger' | 'anonymous'
  type Parent = 'character' | 'weapon'

  async function world() {
    const owner = await t.createPlayer()
    const storyteller = await t.createPlayer()
    const member = await t.createPlayer()
    const stranger = await t.createPlayer()
    const character = await created(t, owner, '/api/v1/characters', { name: 'Target' })
    const weapon = await created(t, owner, `/api/v1/characters/${character.id}/weapons`, {
      name: 'Blowgun',
    })
    await chronicleWith(
      t,
      storyteller,
      [owner, member],
      [{ table: 'characters', id: character.id as number }],
    )
    const parents: Record<Parent, string> = {
      character: `/api/v1/characters/${character.id}/poisons`,
      weapon: `/api/v1/weapons/${weapon.id}/poisons`,
    }
    const callers: Record<Role, Caller | null> = {
      owner,
      storyteller,
      member,
      stranger,
      anonymous: null,
    }
    return { parents, callers, character }
  }

  // Members see the character but may not change it; a stranger may not even see it.
  const CREATE: [Parent, Role, number][] = [
    ['character', 'owner', 200],
    ['character', 'storyteller', 200],
    ['character', 'member', 403],
    ['character', 'stranger', 404],
    ['character', 'anonymous', 401],
    ['weapon', 'owner', 200],
    ['weapon', 'storyteller', 200],
    ['weapon', 'member', 403],
    ['weapon', 'stranger', 404],
    ['weapon', 'anonymous', 401],
  ]

  describe('who may poison a character or its weapon', () => {
    it.each(
      CREATE,
    )('a poison on the %s, added by the %s, answers %i', async (parent, role, status) => {
      const { parents, callers } = await world()
      const before = await snapshot(t, ['poisons'])
      const response = await call(t, callers[role], 'POST', parents[parent], {
        poison: { name: 'Arrow frog venom', penalty: 2 },
      })
      expect(response.statusCode).toBe(status)
      if (status === 200) {
        expect(response.json()).toMatchObject({ name: 'Arrow frog venom', penalty: 2 })
      } else {
        expect(await snapshot(t, ['poisons'])).toEqual(before)
      }
    })

    it.each([
      'member',
      'stranger',
      'anonymous',
    ] as const)('the %s may neither change nor delete a poison on a weapon', async (role) => {
      const { parents, callers } = await world()
      const poison = await created(t, callers.owner as Caller, parents.weapon, {
        poison: { name: 'Adder venom', penalty: 1 },
      })
      const before = await snapshot(t, ['poisons'])
      const path = `${parents.weapon}/${poison.id}`
      const patch = await call(t, callers[role], 'PATCH', path, { poison: { penalty: 4 } })
      const remove = await call(t, callers[role], 'DELETE', path)
      expect(patch.statusCode).toBeGreaterThanOrEqual(401)
      expect(remove.statusCode).toBeGreaterThanOrEqual(401)
      expect(await snapshot(t, ['poisons'])).toEqual(before)
    })
  })

  it("a poison on the character is listed on the character, a weapon's stays on the weapon", async () => {
    const { parents, callers, character } = await world()
    const owner = callers.owner as Caller
    const carried = await created(t, owner, parents.weapon, {
      poison: { name: 'Carried', penalty: 4 },
    })
    const suffered = await created(t, owner, parents.character, {
      poison: { name: 'Suffered', penalty: 2 },
    })
    const show = (await call(t, owner, 'GET', `/api/v1/characters/${character.id}`)).json()
    expect(show.poisons).toEqual([suffered])
    expect(show.weapons[0].poisons).toEqual([carried])
  })

  it('refuses a poison with a negative penalty on a character, and stores nothing', async () => {
    const { parents, callers } = await world()
    const before = await snapshot(t, ['poisons'])
    const response = await call(t, callers.owner, 'POST', parents.character, {
      poison: { penalty: -1 },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toHaveProperty('penalty')
    expect(await snapshot(t, ['poisons'])).toEqual(before)
  })
})
