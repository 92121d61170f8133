import { KINDS } from '@loom/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Caller, call, created, ITEM_TABLES, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** Rows one parent may hold: a member cannot grow a shared sheet without end. */
forEachEngine((engine) => {
  const t = useTestApp(engine)
  let owner: Caller

  beforeAll(async () => {
    owner = await t.createPlayer()
  })

  async function fill(url: string, count: number, body: (index: number) => unknown) {
    for (let index = 0; index < count; index += 1) await created(t, owner, url, body(index))
  }

  it('a character holds at most the weapon limit; one more is a 422 naming the list', async () => {
    const limit = KINDS.weapon.maxPerParent!
    const character = await created(t, owner, '/api/v1/characters')
    const url = `/api/v1/characters/${character.id}/weapons`
    await fill(url, limit, (index) => ({ name: `Blade ${index}` }))
    const before = await snapshot(t, ITEM_TABLES)
    const response = await call(t, owner, 'POST', url, { name: 'One too many' })
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({
      weapons: [
        { error: `character ${character.id} already holds ${limit} weapons, the most it may` },
      ],
    })
    expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
  }, 60_000) // a hundred creates

  it('counts per parent: poisons under one weapon, not the whole sheet', async () => {
    const limit = KINDS.poison.maxPerParent!
    const character = await created(t, owner, '/api/v1/characters')
    const c = `/api/v1/characters/${character.id}`
    const [first, second] = [
      await created(t, owner, `${c}/weapons`),
      await created(t, owner, `${c}/weapons`),
    ]
    await fill(`/api/v1/weapons/${first!.id}/poisons`, limit, (index) => ({ name: `P ${index}` }))
    const full = await call(t, owner, 'POST', `/api/v1/weapons/${first!.id}/poisons`, { name: 'X' })
    expect(full.statusCode).toBe(422)
    expect(Object.keys(full.json())).toEqual(['poisons'])
    const other = await call(t, owner, 'POST', `/api/v1/weapons/${second!.id}/poisons`, {
      name: 'X',
    })
    expect(other.statusCode).toBe(200)
    expect(
      (await call(t, owner, 'POST', `${c}/poisons`, { name: 'On the sheet' })).statusCode,
    ).toBe(200)
  })

  it('an item may not grow past its size limit, by creates or by edits of its children', async () => {
    const character = await created(t, owner, '/api/v1/characters', { type: 'SolarCharacter' })
    const url = `/api/v1/characters/${character.id}/charms`
    const small = await created(t, owner, url, { charm_type: 'Ability', name: 'Small', body: 'x' })
    let refused: Awaited<ReturnType<typeof call>> | undefined
    for (let index = 0; index < 400 && refused === undefined; index += 1) {
      const response = await call(t, owner, 'POST', url, {
        charm_type: 'Ability',
        name: `Long ${index}`,
        body: 'y'.repeat(19_000),
      })
      if (response.statusCode !== 200) refused = response
    }
    expect(refused?.statusCode).toBe(422)
    expect(refused?.json().base[0].error).toMatch(
      new RegExp(`^character ${character.id} would take more than 4 MiB with this change`),
    )
    const before = await snapshot(t, ITEM_TABLES)
    const grown = await call(t, owner, 'PATCH', `${url}/${small.id}`, { body: 'z'.repeat(20_000) })
    expect(grown.statusCode).toBe(422)
    expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
  }, 120_000) // some three hundred writes of 15 KB

  describe('simultaneous creates for the last place', () => {
    it('leave the list at its limit', async () => {
      const limit = KINDS.poison.maxPerParent!
      const qc = await created(t, owner, '/api/v1/qcs')
      const url = `/api/v1/qcs/${qc.id}/poisons`
      await fill(url, limit - 1, (index) => ({ name: `P ${index}` }))
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() => call(t, owner, 'POST', url, { name: 'Last' })),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422])
      const whole = await call(t, owner, 'GET', `/api/v1/qcs/${qc.id}`)
      expect(whole.json().poisons).toHaveLength(limit)
    }, 60_000)
  })
})
