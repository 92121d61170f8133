import { faces, fighter, request } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { attackRequestSchema } from '../../src/combat/attack-request.ts'
import { resolveAttack } from '../../src/combat/resolve-attack.ts'
import { seededRandom } from '../../src/dice/random.ts'

describe('an attack that cannot be made', () => {
  const hero = fighter({ name: 'Hero' })
  const bandit = fighter({ kind: 'qc', name: 'Bandit' })

  it.each([
    ['on oneself', hero, hero, {}, 'target', 'a combatant cannot attack itself'],
    [
      'out of combat',
      { ...hero, in_combat: false },
      bandit,
      {},
      'attacker',
      'Hero is not in combat',
    ],
    [
      'on someone out of combat',
      hero,
      { ...bandit, in_combat: false },
      {},
      'target',
      'Bandit is not in combat',
    ],
    [
      'with a weapon it lacks',
      hero,
      bandit,
      { weapon_id: 99 },
      'weapon_id',
      'Hero has no weapon or attack 99',
    ],
  ])('%s is refused, naming the field, and rolls nothing', (_, attacker, target, fields, field, message) => {
    const dice = faces()
    expect(resolveAttack(attacker, target, request(attacker, target, fields), dice)).toEqual({
      field,
      message,
    })
  })
})

describe('a resolution', () => {
  const hero = fighter({ name: 'Hero', initiative: 12 })
  const bandit = fighter({ kind: 'qc', name: 'Bandit', initiative: 5 })

  it('is the same for the same dice', () => {
    const once = resolveAttack(hero, bandit, request(hero, bandit), seededRandom(42))
    const again = resolveAttack(hero, bandit, request(hero, bandit), seededRandom(42))
    expect(again).toEqual(once)
  })

  it('names one change per combatant, whose before values are what was there', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      for (const attack of ['withering', 'decisive'] as const) {
        const result = resolveAttack(
          hero,
          bandit,
          request(hero, bandit, { attack }),
          seededRandom(seed),
        )
        if ('field' in result) throw new Error(result.message)
        const keys = result.changes.map((change) => `${change.kind}:${change.id}`)
        expect(new Set(keys).size).toBe(keys.length)
        for (const change of result.changes) {
          const original = (change.kind === hero.kind ? hero : bandit) as unknown as Record<
            string,
            unknown
          >
          const health = (original.health ?? {}) as Record<string, unknown>
          for (const [field, value] of Object.entries(change.before)) {
            const stored = field.startsWith('damage_')
              ? health[field.slice('damage_'.length)]
              : original[field]
            expect(value).toEqual(stored)
          }
        }
      }
    }
  })

  it('logs the rolls with who rolled, what for and what followed', () => {
    const result = resolveAttack(hero, bandit, request(hero, bandit), seededRandom(7))
    if ('field' in result) throw new Error(result.message)
    expect(result.rolls[0]).toMatchObject({
      roll: 'attack',
      roller: { kind: 'character', id: hero.id },
      label: 'Hero: withering attack with Sword on Bandit',
    })
    expect(result.rolls[0]?.notes).toContain('Bandit: onslaught 0 → 1')
  })
})

describe('the attack request', () => {
  it('needs only attacker, target, kind of attack and weapon', () => {
    const parsed = attackRequestSchema.parse({
      attacker: { type: 'character', id: 1 },
      target: { type: 'qc', id: 2 },
      attack: 'decisive',
      weapon_id: 3,
    })
    expect(parsed).toMatchObject({
      defence: 'best',
      parry_weapon_id: null,
      excellency_dice: 0,
      stunt: 0,
      willpower: false,
      takes_turn: true,
      spend: null,
    })
    expect(parsed.visibility).toBeUndefined()
  })

  it.each([
    [{ attack: 'sneaky' }, 'attack'],
    [{ weapon_id: 0 }, 'weapon_id'],
    [{ stunt: 4 }, 'stunt'],
    [{ excellency_dice: -1 }, 'excellency_dice'],
    [{ range: 'far' }, 'range'],
    [{ colour: 'red' }, ''],
  ])('refuses %o', (fields, field) => {
    const result = attackRequestSchema.safeParse({
      attacker: { type: 'character', id: 1 },
      target: { type: 'qc', id: 2 },
      attack: 'withering',
      weapon_id: 3,
      ...fields,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.join('.')).toBe(field)
  })
})
