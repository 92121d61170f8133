import { effectsWithFormLeft, effectsWithFormTaken, type HeldEffect } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { type Caller, call, chronicleWith, created, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

// Taking and leaving a Lunar's form is an update of the character (its `effects`, through the
// item PATCH route every sheet edit uses): the contract, who may do it, and what stays stored.
forEachEngine((engine) => {
  const t = useTestApp(engine)

  async function world() {
    const owner = await t.createPlayer()
    const storyteller = await t.createPlayer()
    const member = await t.createPlayer()
    const stranger = await t.createPlayer()
    const lunar = await created(t, owner, '/api/v1/characters', {
      type: 'LunarCharacter',
      name: 'Silver Fang',
      attr_strength: 2,
      attr_dexterity: 3,
      attr_stamina: 2,
      forms: [{ id: 'tg001', form: 'Tiger', strength: 5, dexterity: 4, stamina: 4 }],
    })
    await chronicleWith(
      t,
      storyteller,
      [owner, member],
      [{ table: 'characters', id: lunar.id as number }],
    )
    const url = `/api/v1/characters/${lunar.id}`
    const tiger = { id: 'tg001', form: 'Tiger', strength: 5, dexterity: 4, stamina: 4 }
    const own = { attr_strength: 2, attr_dexterity: 3, attr_stamina: 2 }
    const taken = effectsWithFormTaken([], own, tiger, null)
    return { owner, storyteller, member, stranger, url, taken }
  }

  it('stores the forms with their traits and the form taken as an effect', async () => {
    const { owner, url, taken } = await world()
    const response = await call(t, owner, 'PATCH', url, { effects: taken })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.forms).toEqual([
      { id: 'tg001', form: 'Tiger', strength: 5, dexterity: 4, stamina: 4 },
    ])
    expect(body.effects).toEqual([
      {
        id: 'form-tg001',
        name: 'Tiger form',
        source: 'form',
        source_id: null,
        modifiers: [
          { target: 'strength', value: 3 },
          { target: 'dexterity', value: 1 },
          { target: 'stamina', value: 2 },
        ],
        duration: 'indefinite',
        rounds_left: null,
        active: true,
      },
    ])
    // The Lunar's own traits are kept as they were.
    expect(body).toMatchObject({ attr_strength: 2, attr_dexterity: 3, attr_stamina: 2 })
    const left = await call(t, owner, 'PATCH', url, {
      effects: effectsWithFormLeft(body.effects as HeldEffect[]),
    })
    expect(left.json()).toMatchObject({ effects: [], attr_strength: 2 })
  })

  it('keeps the form’s Strength when her own changes in form, and gives the new own back', async () => {
    const { owner, url, taken } = await world()
    await call(t, owner, 'PATCH', url, { effects: taken })
    const raised = await call(t, owner, 'PATCH', url, { attr_strength: 4 })
    expect(raised.statusCode).toBe(200)
    const read = (await call(t, owner, 'GET', url)).json()
    const [form] = read.effects as HeldEffect[]
    // Her own 4 and the tiger's 5: the form now adds 1; Dexterity and Stamina are as taken.
    expect(read.attr_strength).toBe(4)
    expect(form?.modifiers).toEqual([
      { target: 'strength', value: 1 },
      { target: 'dexterity', value: 1 },
      { target: 'stamina', value: 2 },
    ])
    const left = await call(t, owner, 'PATCH', url, {
      effects: effectsWithFormLeft(read.effects as HeldEffect[]),
    })
    expect(left.json()).toMatchObject({ effects: [], attr_strength: 4 })
  })

  it.each([
    ['storyteller', 200],
    ['member', 403],
    ['stranger', 404],
    ['anonymous', 401],
  ] as const)('the %s taking the form answers %i', async (role, status) => {
    const w = await world()
    const callers: Record<typeof role, Caller | null> = {
      storyteller: w.storyteller,
      member: w.member,
      stranger: w.stranger,
      anonymous: null,
    }
    const before = await snapshot(t, ['characters'])
    const response = await call(t, callers[role], 'PATCH', w.url, { effects: w.taken })
    expect(response.statusCode).toBe(status)
    if (status !== 200) expect(await snapshot(t, ['characters'])).toEqual(before)
  })

  describe('bad forms change nothing', () => {
    it.each([
      [{ forms: [{ form: 'Bear', stamina: 0 }] }, 'forms'],
      [{ forms: [{ form: 'Bear', strength: '5' }] }, 'forms'],
      [{ forms: 'Bear' }, 'forms'],
      [{ effects: [{ ...effectWith('strength', 1.5) }] }, 'effects'],
      [{ effects: [{ ...effectWith('wits', 1) }] }, 'effects'],
    ])('%j answers 422', async (body, field) => {
      const { owner, url } = await world()
      const before = await snapshot(t, ['characters'])
      const response = await call(t, owner, 'PATCH', url, body)
      expect(response.statusCode).toBe(422)
      expect(Object.keys(response.json())).toContain(field)
      expect(await snapshot(t, ['characters'])).toEqual(before)
    })
  })
})

function effectWith(target: string, value: number) {
  return {
    id: 'form-x',
    name: 'Bear form',
    source: 'form',
    source_id: null,
    modifiers: [{ target, value }],
    duration: 'indefinite',
    rounds_left: null,
    active: true,
  }
}
