import { describe, expect, it } from 'vitest'
import { call, created } from './support/item-requests.ts'
import { forEachEngineRecording } from './support/recorded-changes.ts'

/** The heaviest item the limits allow: 100 weapons, each with 50 poisons. */
const ARMOURY = {
  name: 'Armoury',
  weapons: Array.from({ length: 100 }, (_, weapon) => ({
    name: `Blade ${weapon}`,
    poisons: Array.from({ length: 50 }, (_, poison) => ({ name: `Venom ${weapon}.${poison}` })),
  })),
}

forEachEngineRecording((t) => {
  const importOf = (as: { id: number }, body: unknown) =>
    call(t, as, 'POST', '/api/v1/characters/import', body)

  describe('one player’s heavy work runs one at a time', () => {
    it('a second import while the first is under way is a 429; another player is not held up', async () => {
      const hoarder = await t.createPlayer()
      const neighbour = await t.createPlayer()
      const answers = await Promise.all([
        importOf(hoarder, ARMOURY),
        importOf(hoarder, ARMOURY),
        importOf(neighbour, { name: 'Small' }),
      ])
      const [first, second, other] = answers.map((answer) => answer.statusCode)
      expect([first, second].sort()).toEqual([201, 429])
      expect(other).toBe(201)
      const refused = answers.find((answer) => answer.statusCode === 429)
      expect(refused?.headers['retry-after']).toBe('1')
      expect(refused?.json().error).toBe(
        'An import or copy of yours is still under way: try again in 1 s',
      )
      // Once the first is done, the next one is taken.
      expect((await importOf(hoarder, { name: 'Later' })).statusCode).toBe(201)
    })
  })

  describe('a large import is written whole and in order', () => {
    it('keeps every row and each list’s order, whether a row has rows under it or not', async () => {
      const player = await t.createPlayer()
      const weapons = Array.from({ length: 30 }, (_, index) => ({
        name: `Weapon ${index}`,
        // Every third weapon carries poisons, so rows written alone and in batches alternate.
        poisons:
          index % 3 === 0 ? [{ name: `Poison ${index}.a` }, { name: `Poison ${index}.b` }] : [],
      }))
      const answer = await importOf(player, { name: 'Ordered', weapons })
      expect(answer.statusCode).toBe(201)
      const full = await call(t, player, 'GET', `/api/v1/characters/${answer.json().id}`)
      const stored = full.json().weapons as { name: string; poisons: { name: string }[] }[]
      expect(stored.map((weapon) => weapon.name)).toEqual(weapons.map((weapon) => weapon.name))
      expect(stored.map((weapon) => weapon.poisons.map((poison) => poison.name))).toEqual(
        weapons.map((weapon) => weapon.poisons.map((poison) => poison.name)),
      )
    })

    it('the heaviest allowed item imports and duplicates whole', async () => {
      const player = await t.createPlayer()
      const imported = await importOf(player, ARMOURY)
      expect(imported.statusCode).toBe(201)
      const copy = await created(t, player, `/api/v1/characters/${imported.json().id}/duplicate`)
      for (const id of [imported.json().id, copy.id]) {
        const full = (await call(t, player, 'GET', `/api/v1/characters/${id}`)).json()
        const weapons = full.weapons as { name: string; poisons: { name: string }[] }[]
        expect(weapons).toHaveLength(100)
        expect(weapons.every((weapon) => weapon.poisons.length === 50)).toBe(true)
        expect(weapons[99]?.poisons[49]?.name).toBe('Venom 99.49')
      }
    })
  })
})
