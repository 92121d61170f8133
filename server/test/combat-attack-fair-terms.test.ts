import { beforeEach, describe, expect, it } from 'vitest'
import {
  type AttackWorld,
  attack,
  attacked,
  attackTables,
  attackWorld,
  forEachEngineWithDice,
  many,
} from './support/attack-world.ts'
import { call } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

/** What every member reads in the chronicle's roll log. */
async function logOf(t: Parameters<typeof call>[0], as: { id: number }, world: AttackWorld) {
  const response = await call(t, as, 'GET', `/api/v1/chronicles/${world.chronicle.id}/rolls`)
  expect(response.statusCode).toBe(200)
  return response.json() as { id: number; label: string }[]
}

forEachEngineWithDice((t, changes, dice) => {
  let world: AttackWorld
  beforeEach(async () => {
    world = await attackWorld(t)
    dice.clear()
    changes.clear()
  })

  describe('only the defender’s side sets the defender’s terms', () => {
    it.each([
      ['a Defence penalty', { defence_bonus: -100 }],
      ['a Defence bonus', { defence_bonus: 2 }],
      ['which Defence it uses', { defence: 'evasion' }],
    ])('an attacker who may not edit the target cannot choose %s', async (_what, terms) => {
      const before = await attackTables(t)
      const response = await attack(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
        ...terms,
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toBe(
        `Only the owner of qc ${world.qc.id} or the storyteller may set its Defence in an attack`,
      )
      expect(await attackTables(t)).toEqual(before)
      expect(changes.published).toEqual([])
    })

    it('the storyteller may set the Defence of a foe they run', async () => {
      dice.show(...many(10, 10))
      const answer = await attacked(t, world.st, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
        defence_bonus: 3,
      })
      // The Bandit's Evasion and Parry are 1: 4 with the storyteller's +3.
      expect(answer.rolls[0]?.label).toMatch(/against (Evasion|Parry) 4/)
    })
  })

  describe('an attack on someone else’s combatant is seen by its owner and the storyteller', () => {
    it('a player cannot hide an attack on the storyteller’s foe from the storyteller', async () => {
      const before = await attackTables(t)
      const response = await attack(t, world.player, world, {
        attacker: world.hero,
        target: world.qc,
        attack: 'withering',
        weapon_id: world.sword,
        visibility: 'private',
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().visibility[0].error).toBe(
        'an attack on a combatant you do not own is seen at least by its owner and the storyteller',
      )
      expect(await attackTables(t)).toEqual(before)
    })

    it('the storyteller’s attack on a member’s character, even private, reaches its owner', async () => {
      const answer = await attacked(t, world.st, world, {
        attacker: world.qc,
        target: world.hero,
        attack: 'withering',
        weapon_id: world.club,
        visibility: 'private',
      })
      const seen = (await logOf(t, world.player, world)).map((roll) => roll.id)
      for (const roll of answer.rolls) expect(seen).toContain(roll.id)
      const bystander = (await logOf(t, world.other, world)).map((roll) => roll.id)
      for (const roll of answer.rolls) expect(bystander).not.toContain(roll.id)
    })
  })

  describe('the roll log hides what the sheets hide', () => {
    it('an attack on a hidden foe’s copy shows members no Defence or soak of it', async () => {
      const hidden = await call(t, world.st, 'PATCH', `/api/v1/qcs/${world.qc.id}`, {
        hidden: true,
      })
      expect(hidden.statusCode).toBe(200)
      dice.show(...many(10, 10), ...many(30, 10))
      const answer = await attacked(t, world.player, world, {
        attacker: world.hero,
        target: world.actor,
        attack: 'withering',
        weapon_id: world.sword,
        visibility: 'public',
      })
      const ids = answer.rolls.map((roll) => roll.id)
      const member = (await logOf(t, world.other, world)).filter((roll) => ids.includes(roll.id))
      expect(member.length).toBe(answer.rolls.length)
      for (const roll of member) {
        expect(roll.label).not.toMatch(/Evasion \d|Parry \d|soak \d/)
      }
      expect(member.some((roll) => /successes: a (hit|miss)/.test(roll.label))).toBe(true)
      for (const roll of answer.rolls) expect(roll.label).not.toMatch(/Evasion \d|soak \d/)
      expect(answer.resolution.label).not.toMatch(/Evasion \d|Parry \d/)
    })
  })
})

forEachEngine((engine) => {
  const BURST = 3
  // One roll back every 10 s: however slow the machine, the allowance is not refilled meanwhile.
  const t = useTestApp(engine, { config: { rollRateLimit: { burst: BURST, perSecond: 0.1 } } })

  it('attacks count against the roll limit: an attack is one roll of the allowance', async () => {
    const world = await attackWorld(t)
    const rolls = `/api/v1/chronicles/${world.chronicle.id}/rolls`
    for (let i = 0; i < BURST - 1; i += 1) {
      expect((await call(t, world.player, 'POST', rolls, { roll: { dice: 1 } })).statusCode).toBe(
        201,
      )
    }
    const body = {
      attacker: world.hero,
      target: world.qc,
      attack: 'withering',
      weapon_id: world.sword,
    }
    expect((await attack(t, world.player, world, body)).statusCode).toBe(201)
    const before = await attackTables(t)
    const refused = await attack(t, world.player, world, body)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error).toMatch(/^Too many rolls at once: try again in \d+ s$/)
    expect((await call(t, world.player, 'POST', rolls, { roll: { dice: 1 } })).statusCode).toBe(429)
    expect(await attackTables(t)).toEqual(before)
  })
})
