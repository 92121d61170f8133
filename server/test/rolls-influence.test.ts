import type { RollRecord } from '@loom/core'
import { describe, expect, it } from 'vitest'
import { type Caller, call, chronicleWith, created } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

// Social influence on the server's dice: a roll with `influence` is read against its target's
// Resolve or Guile and the Intimacy it names, and logged with its outcome.
forEachEngine((engine) => {
  const t = useTestApp(engine)

  async function world() {
    const st = await t.createPlayer()
    const player = await t.createPlayer()
    const stranger = await t.createPlayer()
    const hero = await created(t, player, '/api/v1/characters', {
      type: 'SolarCharacter',
      name: 'Ash',
      attr_charisma: 4,
      abil_presence: 3,
    })
    const guard = await created(t, st, '/api/v1/qcs', {
      name: 'Gate Guard',
      resolve: 3,
      guile: 2,
      willpower_temporary: 2,
      ties: [
        { id: 'cap01', subject: 'His captain (respect)', rating: 2 },
        { id: 'bribe', subject: 'Gambling debts', rating: 3, hidden: true },
      ],
      principles: [{ id: 'duty1', subject: 'The gate stays shut', rating: 1 }],
    })
    const outsider = await created(t, stranger, '/api/v1/qcs', { name: 'Elsewhere', resolve: 1 })
    const chronicle = await chronicleWith(
      t,
      st,
      [player],
      [
        { table: 'characters', id: hero.id as number },
        { table: 'qcs', id: guard.id as number },
      ],
    )
    const log = `/api/v1/chronicles/${chronicle}/rolls`
    const roll = (as: Caller, influence: Record<string, unknown>, extra = {}) =>
      call(t, as, 'POST', log, {
        roll: {
          dice: 7,
          label: 'Persuade',
          character_type: 'character',
          character_id: hero.id,
          influence,
          ...extra,
        },
      })
    return { st, player, stranger, hero, guard, outsider, log, roll }
  }

  const rollCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('rolls')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    )

  it('rolls a persuade against a QC’s Resolve with a Major Intimacy and logs the outcome', async () => {
    const w = await world()
    const response = await w.roll(w.player, {
      action: 'persuade',
      target_type: 'qc',
      target_id: w.guard.id,
      intimacy_id: 'cap01',
      stance: 'supports',
    })
    expect(response.statusCode).toBe(201)
    const roll: RollRecord = response.json()
    expect(roll.dice).toHaveLength(7)
    expect(roll.influence).toEqual({
      action: 'persuade',
      target_type: 'qc',
      target_id: w.guard.id,
      target_name: 'Gate Guard',
      intimacy: { subject: 'His captain (respect)', rating: 2, stance: 'supports' },
      defence: 'resolve',
      difficulty: 1,
      parts: [
        { label: 'Resolve', value: 3 },
        { label: 'Major Intimacy supports: His captain (respect)', value: -2 },
      ],
      succeeded: roll.successes >= 1 && !roll.botch,
      margin: roll.botch ? 0 : Math.max(roll.successes - 1, 0),
      resistible: roll.successes >= 1 && !roll.botch,
    })
    // The log answers it the same way.
    const listed: RollRecord[] = (await call(t, w.st, 'GET', w.log)).json()
    expect(listed[0]?.influence).toEqual(roll.influence)
  })

  it('reads intentions against Guile, and rolls without influence carry none', async () => {
    const w = await world()
    const read = await w.roll(w.player, {
      action: 'read_intentions',
      target_type: 'qc',
      target_id: w.guard.id,
    })
    expect(read.statusCode).toBe(201)
    expect(read.json().influence).toMatchObject({ defence: 'guile', difficulty: 2 })
    const plain = await call(t, w.player, 'POST', w.log, { roll: { dice: 3 } })
    expect(plain.json().influence).toBeNull()
  })

  it('aims at a character: its Resolve from its sheet', async () => {
    const w = await world()
    const response = await w.roll(w.st, {
      action: 'threaten',
      target_type: 'character',
      target_id: w.hero.id,
    })
    expect(response.statusCode).toBe(201)
    // A new Solar: (Wits 1 + Integrity 0) / 2, rounded up = 1.
    expect(response.json().influence).toMatchObject({ target_name: 'Ash', difficulty: 1 })
  })

  describe('what the roller may not see changes nothing', () => {
    it('a target outside the roller’s sight answers 404', async () => {
      const w = await world()
      const before = await rollCount()
      const response = await w.roll(w.player, {
        action: 'persuade',
        target_type: 'qc',
        target_id: w.outsider.id,
      })
      expect(response.statusCode).toBe(404)
      expect(await rollCount()).toBe(before)
    })

    it('a hidden Intimacy is known to the storyteller, not to a player', async () => {
      const w = await world()
      const influence = {
        action: 'persuade',
        target_type: 'qc',
        target_id: w.guard.id,
        intimacy_id: 'bribe',
      }
      const before = await rollCount()
      const refused = await w.roll(w.player, influence)
      expect(refused.statusCode).toBe(422)
      expect(refused.json().roll[0].error).toContain('Gate Guard has no Intimacy bribe')
      expect(await rollCount()).toBe(before)
      const allowed = await w.roll(w.st, influence, { character_type: null, character_id: null })
      expect(allowed.statusCode).toBe(201)
      expect(allowed.json().influence.difficulty).toBe(0)
    })
  })

  describe('bad influence answers 422 and stores nothing', () => {
    it.each([
      [{ action: 'seduce', target_type: 'qc' }, 'a social action'],
      [{ action: 'persuade', target_type: 'battlegroup' }, 'character or qc'],
      [{ action: 'persuade', target_type: 'qc', target_id: 0 }, 'must be an id'],
      [{ action: 'persuade', target_type: 'qc', stance: 'ignores' }, 'stance'],
      [{ action: 'read_intentions', target_type: 'qc', intimacy_id: 'cap01' }, 'names no Intimacy'],
      [{ action: 'persuade', target_type: 'qc', intimacy_id: 'nope' }, 'has no Intimacy nope'],
      [{ action: 'persuade', target_type: 'qc', mood: 'sly' }, 'not a known field'],
    ])('%j', async (influence, words) => {
      const w = await world()
      const before = await rollCount()
      const response = await w.roll(w.player, { target_id: w.guard.id, ...influence })
      expect(response.statusCode).toBe(422)
      expect(JSON.stringify(response.json())).toContain(words)
      expect(await rollCount()).toBe(before)
    })

    it('a Join Battle roll is not a social action', async () => {
      const w = await world()
      const response = await w.roll(
        w.player,
        { action: 'persuade', target_type: 'qc', target_id: w.guard.id },
        { join_battle: true },
      )
      expect(response.statusCode).toBe(422)
      expect(JSON.stringify(response.json())).toContain('not a social action')
    })
  })
})
