// Grappling, as docs/rules.md's "Grappling, gambits, unexpected attacks, mounts" cites it from
// the Exalted 3rd edition core book (grapple gambit, control roll, grapple actions).
import { faces, fighter, many, request, SWORD } from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { type AttackProblem, isAttackProblem } from '../../src/combat/attack.ts'
import { withChanges } from '../../src/combat/combat-change.ts'
import { combatantKey } from '../../src/combat/combatant.ts'
import type { Fighter } from '../../src/combat/fighter.ts'
import { GAMBITS, gambitTerms, mayAttemptGambit } from '../../src/combat/gambits.ts'
import { resolveGrappleAction } from '../../src/combat/grapple-actions.ts'
import { controlRounds } from '../../src/combat/grapple-control.ts'
import { grapplePenalty } from '../../src/combat/grapple-hold.ts'
import { grappleRequestSchema } from '../../src/combat/grapple-request.ts'
import { type Resolution, resolveAttack } from '../../src/combat/resolve-attack.ts'
import { leaveCombat } from '../../src/combat/turns.ts'
import { seededRandom } from '../../src/dice/random.ts'

function resolved(value: Resolution | AttackProblem): Resolution {
  if (isAttackProblem(value)) throw new Error(`refused: ${value.message}`)
  return value
}

const after = (resolution: Resolution, who: Fighter) => withChanges(who, resolution.changes)

/** Hero (Initiative 10, sword decisive 6 dice, Grapple Control 4) and a bandit with Defence 4. */
function pair() {
  const hero = fighter({ name: 'Hero' })
  const bandit = fighter({ kind: 'qc', name: 'Bandit' })
  return { hero, bandit }
}

/** Hero holding the bandit with `rounds` of control. */
function holding(rounds: number, fields: Partial<Fighter> = {}) {
  const { hero, bandit } = pair()
  return {
    hero: { ...hero, grappling: combatantKey(bandit), control_rounds: rounds, ...fields },
    bandit: { ...bandit, grappled_by: combatantKey(hero) },
  }
}

const action = (hero: Fighter, bandit: Fighter, fields: Record<string, unknown>) =>
  grappleRequestSchema.parse({
    controller: { type: hero.kind, id: hero.id },
    held: { type: bandit.kind, id: bandit.id },
    ...fields,
  })

describe('gambits', () => {
  it('cost their difficulty + 1 and may not crash the attacker', () => {
    expect(gambitTerms('grapple', []).cost).toBe(3)
    expect(gambitTerms('disarm', []).cost).toBe(4)
    expect(gambitTerms('knockdown', []).cost).toBe(4)
    expect(gambitTerms('unhorse', []).cost).toBe(5)
    expect(mayAttemptGambit(4, gambitTerms('grapple', []))).toBe(true)
    expect(mayAttemptGambit(3, gambitTerms('grapple', []))).toBe(false)
  })

  it('are one easier and one cheaper with the weapon tag that suits them, and only then', () => {
    const eased: Record<string, string> = { disarm: 'disarming', knockdown: 'smashing' }
    const base = { grapple: 2, disarm: 3, distract: 3, knockdown: 3, unhorse: 4 }
    for (const gambit of GAMBITS) {
      const tags = ['smashing', 'disarming']
      const tag = eased[gambit]
      expect(gambitTerms(gambit, []), gambit).toMatchObject({
        difficulty: base[gambit],
        easedBy: null,
      })
      expect(gambitTerms(gambit, tags), gambit).toEqual({
        gambit,
        difficulty: base[gambit] - (tag === undefined ? 0 : 1),
        cost: base[gambit] - (tag === undefined ? 0 : 1) + 1,
        easedBy: tag ?? null,
      })
    }
    expect(gambitTerms('knockdown', ['disarming']).difficulty).toBe(3)
    expect(gambitTerms('disarm', ['smashing']).difficulty).toBe(3)
  })

  it('are eased by the elemental bolts that carry the tag: Water disarms, Earth smashes', () => {
    expect(gambitTerms('disarm', ['water'])).toMatchObject({ difficulty: 2, easedBy: 'water' })
    expect(gambitTerms('knockdown', ['earth'])).toMatchObject({ difficulty: 2, easedBy: 'earth' })
    expect(gambitTerms('knockdown', ['water']).difficulty).toBe(3)
    expect(gambitTerms('disarm', ['earth']).difficulty).toBe(3)
  })

  it('are decisive attacks only, refused when their cost would crash', () => {
    const { hero, bandit } = pair()
    const withering = request(hero, bandit, { gambit: 'grapple' })
    expect(resolveAttack(hero, bandit, withering, faces())).toEqual({
      field: 'gambit',
      message: 'a gambit is a decisive attack',
    })
    const low = { ...hero, initiative: 3 }
    const result = resolveAttack(
      low,
      bandit,
      request(low, bandit, { attack: 'decisive', gambit: 'grapple' }),
      faces(),
    )
    expect(isAttackProblem(result) && result.field).toBe('gambit')
  })

  it('that miss cost Initiative as any decisive miss', () => {
    const { hero, bandit } = pair()
    const done = resolved(
      resolveAttack(
        hero,
        bandit,
        request(hero, bandit, { attack: 'decisive', gambit: 'disarm' }),
        faces(...many(6, 1)),
      ),
    )
    expect(done.hit).toBe(false)
    expect(after(done, hero).initiative).toBe(8)
  })

  it('that land roll Initiative against the difficulty and pay difficulty + 1 either way', () => {
    const { hero, bandit } = pair()
    const attack = request(hero, bandit, { attack: 'decisive', gambit: 'disarm' })
    // 4 successes on 6 dice meet Parry 4; the Initiative roll of 10 dice shows 2, short of 3.
    const failed = resolved(
      resolveAttack(hero, bandit, attack, faces(7, 7, 7, 7, 1, 1, 7, 7, ...many(8, 1))),
    )
    expect(failed.hit).toBe(true)
    expect(failed.rolls.map((roll) => roll.roll)).toEqual(['attack', 'gambit'])
    expect(failed.rolls[1]?.notes[0]).toBe('2 successes against difficulty 3: the gambit fails')
    expect(after(failed, hero).initiative).toBe(6)
    expect(after(failed, bandit).health).toEqual(bandit.health)
    const landed = resolved(
      resolveAttack(hero, bandit, attack, faces(7, 7, 7, 7, 1, 1, 7, 7, 7, ...many(7, 1))),
    )
    expect(landed.rolls[1]?.notes[0]).toContain('Bandit disarmed')
    expect(after(landed, hero).initiative).toBe(6)
  })
})

describe('the knockdown gambit', () => {
  const hammer = { ...SWORD, id: 2, name: 'Hammer', tags: ['smashing'] }

  it('that lands leaves the target prone, told in the log, for difficulty 3 + 1 Initiative', () => {
    const { hero, bandit } = pair()
    const attack = request(hero, bandit, { attack: 'decisive', gambit: 'knockdown' })
    // 4 successes on 6 dice meet Parry 4; the Initiative roll of 10 dice shows 3.
    const dice = faces(7, 7, 7, 7, 1, 1, 7, 7, 7, ...many(7, 1))
    const done = resolved(resolveAttack(hero, bandit, attack, dice))
    expect(dice.left()).toBe(0)
    expect(done.rolls[0]?.label).toBe('Hero: knockdown gambit with Sword on Bandit')
    expect(done.rolls[1]?.notes).toEqual([
      '3 successes against difficulty 3: Bandit knocked down: prone',
      "Hero: Initiative 10 → 6 (the gambit's cost)",
    ])
    expect(after(done, hero).initiative).toBe(6)
    expect(after(done, bandit).health).toEqual(bandit.health)
  })

  it('with a Smashing weapon needs 2 successes and costs 3 Initiative', () => {
    const { bandit } = pair()
    const hero = fighter({ name: 'Hero', attacks: [hammer] })
    const attack = request(hero, bandit, {
      attack: 'decisive',
      gambit: 'knockdown',
      weapon_id: hammer.id,
    })
    const landed = resolved(
      resolveAttack(hero, bandit, attack, faces(7, 7, 7, 7, 1, 1, 7, 7, ...many(8, 1))),
    )
    expect(landed.rolls[1]?.notes).toEqual([
      '2 successes against difficulty 2 (smashing weapon −1): Bandit knocked down: prone',
      "Hero: Initiative 10 → 7 (the gambit's cost)",
    ])
    expect(after(landed, hero).initiative).toBe(7)
    const failed = resolved(
      resolveAttack(hero, bandit, attack, faces(7, 7, 7, 7, 1, 1, 7, ...many(9, 1))),
    )
    expect(failed.rolls[1]?.notes[0]).toBe(
      '1 successes against difficulty 2 (smashing weapon −1): the gambit fails',
    )
    expect(after(failed, hero).initiative).toBe(7)
  })

  it('is refused when the cost with the weapon chosen would crash, and allowed when it would not', () => {
    const { bandit } = pair()
    const hero = fighter({ name: 'Hero', initiative: 4, attacks: [SWORD, hammer] })
    const withSword = resolveAttack(
      hero,
      bandit,
      request(hero, bandit, { attack: 'decisive', gambit: 'knockdown' }),
      faces(),
    )
    expect(withSword).toEqual({
      field: 'gambit',
      message: 'the knockdown gambit costs 4 Initiative with Sword, which would crash Hero (has 4)',
    })
    const withHammer = resolveAttack(
      hero,
      bandit,
      request(hero, bandit, { attack: 'decisive', gambit: 'knockdown', weapon_id: hammer.id }),
      seededRandom(3),
    )
    expect(isAttackProblem(withHammer)).toBe(false)
  })

  it('is the same for the same seed', () => {
    const { bandit } = pair()
    const hero = fighter({ name: 'Hero', attacks: [hammer] })
    const attack = request(hero, bandit, {
      attack: 'decisive',
      gambit: 'knockdown',
      weapon_id: hammer.id,
    })
    expect(resolveAttack(hero, bandit, attack, seededRandom(11))).toEqual(
      resolveAttack(hero, bandit, attack, seededRandom(11)),
    )
  })
})

describe('the grapple gambit', () => {
  it('that lands makes the control roll: one round of control, and one more per success won by', () => {
    expect(controlRounds(3, 1)).toBe(3)
    expect(controlRounds(2, 2)).toBe(1)
    expect(controlRounds(0, 4)).toBe(1)
    const { hero, bandit } = pair()
    const attack = request(hero, bandit, { attack: 'decisive', gambit: 'grapple' })
    // Attack 4 of 6 against Parry 4; Initiative 2 of 10 meets difficulty 2; control 3 against 1.
    const dice = faces(7, 7, 7, 7, 1, 1, 7, 7, ...many(8, 1), 7, 7, 7, 1, 7, 1, 1, 1)
    const done = resolved(resolveAttack(hero, bandit, attack, dice))
    expect(dice.left()).toBe(0)
    expect(done.rolls.map((roll) => roll.roll)).toEqual(['attack', 'gambit', 'control', 'control'])
    expect(done.rolls[3]?.notes).toEqual(['Hero wins by 2: 3 rounds of control'])
    expect(after(done, hero)).toMatchObject({
      initiative: 7,
      has_acted: true,
      grappling: combatantKey(bandit),
      control_rounds: 3,
    })
    expect(after(done, bandit).grappled_by).toBe(combatantKey(hero))
  })

  it('is refused on someone already in a grapple, and battlegroups take no part', () => {
    const { hero, bandit } = holding(2)
    const other = fighter({ name: 'Other' })
    const result = resolveAttack(
      other,
      bandit,
      request(other, bandit, { attack: 'decisive', gambit: 'grapple' }),
      faces(),
    )
    expect(result).toEqual({ field: 'gambit', message: 'Bandit is already in a grapple' })
    expect(hero.grappling).not.toBe('')
  })

  it('is the same for the same seed', () => {
    const { hero, bandit } = pair()
    const attack = request(hero, bandit, { attack: 'decisive', gambit: 'grapple' })
    expect(resolveAttack(hero, bandit, attack, seededRandom(7))).toEqual(
      resolveAttack(hero, bandit, attack, seededRandom(7)),
    )
  })
})

describe('while a grapple lasts', () => {
  it('the controller makes no other attack', () => {
    const { hero, bandit } = holding(2)
    expect(resolveAttack(hero, bandit, request(hero, bandit), faces())).toEqual({
      field: 'attacker',
      message: 'Hero is grappling: it acts only through its grapple actions',
    })
  })

  it('both sides defend at −2 and the one held attacks at −1 die', () => {
    const { hero, bandit } = holding(2)
    // The bandit's 8 dice lose one: 7 dice, 3 successes against Hero's Parry 4 − 2.
    const done = resolved(
      resolveAttack(bandit, hero, request(bandit, hero), faces(7, 7, 7, 1, 1, 1, 1, ...many(6, 1))),
    )
    expect(done.rolls[0]?.settings.dice).toBe(7)
    expect(done.rolls[0]?.notes[0]).toBe(
      '3 successes against Parry (Sword) (grappling) 2: a hit with 1 extra',
    )
  })

  it('take −2 Defence from both sides and a die from the one held, nothing from anyone else', () => {
    const { hero, bandit } = holding(2)
    expect(grapplePenalty(hero)).toEqual({ defence: 2, attackDice: 0 })
    expect(grapplePenalty(bandit)).toEqual({ defence: 2, attackDice: 1 })
    expect(grapplePenalty(fighter())).toEqual({ defence: 0, attackDice: 0 })
  })

  it('an attack on the controller costs it a round, two when it damages, all when it crashes', () => {
    const { hero } = holding(3)
    const other = fighter({ name: 'Other' })
    const missed = resolved(resolveAttack(other, hero, request(other, hero), faces(...many(8, 1))))
    expect(after(missed, hero).control_rounds).toBe(2)
    // 3 successes against Parry 4 − 2: a hit; 6 damage dice show 2.
    const hit = resolved(
      resolveAttack(
        other,
        hero,
        request(other, hero),
        faces(7, 7, 7, ...many(5, 1), 7, 7, ...many(4, 1)),
      ),
    )
    expect(after(hit, hero).control_rounds).toBe(1)
    const weak = { ...hero, initiative: 1 }
    const crashed = resolved(
      resolveAttack(
        other,
        weak,
        request(other, weak),
        faces(7, 7, 7, ...many(5, 1), 7, 7, ...many(4, 1)),
      ),
    )
    expect(after(crashed, weak)).toMatchObject({ grappling: '', control_rounds: 0 })
  })
})

describe('the grapple actions', () => {
  it('savage: an attack at Defence 0 that spends a round of control', () => {
    const { hero, bandit } = holding(3)
    // 8 dice show nothing: still a hit at Defence 0; 5 damage dice show 2.
    const done = resolved(
      resolveGrappleAction(
        hero,
        bandit,
        action(hero, bandit, { action: 'savage', weapon_id: 1 }),
        faces(...many(8, 1), 7, 7, 1, 1, 1),
      ),
    )
    expect(done.hit).toBe(true)
    expect(done.rolls[0]?.label).toBe('Hero: savage with Sword on Bandit')
    expect(done.rolls[0]?.notes).toContain('rounds of control 3 → 2')
    expect(after(done, bandit).initiative).toBe(8)
    expect(after(done, hero)).toMatchObject({ initiative: 13, control_rounds: 2, has_acted: true })
  })

  it('savage with the last round of control ends the grapple', () => {
    const { hero, bandit } = holding(1)
    const done = resolved(
      resolveGrappleAction(
        hero,
        bandit,
        action(hero, bandit, { action: 'savage', weapon_id: 1 }),
        faces(...many(8, 1), ...many(5, 1)),
      ),
    )
    expect(after(done, hero)).toMatchObject({ grappling: '', control_rounds: 0 })
    expect(after(done, bandit).grappled_by).toBe('')
  })

  it('restrain: two rounds, and the one held may not escape until the controller acts again', () => {
    const { hero, bandit } = holding(3)
    const done = resolved(
      resolveGrappleAction(hero, bandit, action(hero, bandit, { action: 'restrain' }), faces()),
    )
    expect(done.rolls).toEqual([])
    expect(done.label).toBe('Hero restrains Bandit. rounds of control 3 → 1')
    const restrained = after(done, hero)
    expect(restrained).toMatchObject({ control_rounds: 1, grapple_restrained: true })
    expect(
      resolveGrappleAction(restrained, bandit, action(hero, bandit, { action: 'escape' }), faces()),
    ).toEqual({
      field: 'action',
      message: 'Bandit is restrained and cannot try to escape until Hero acts again',
    })
  })

  it('throw: ends the grapple with two more dice per round of control given up', () => {
    const { hero, bandit } = holding(3)
    const done = resolved(
      resolveGrappleAction(
        hero,
        bandit,
        action(hero, bandit, { action: 'throw', weapon_id: 1 }),
        faces(...many(12, 1), ...many(5, 1)),
      ),
    )
    expect(done.rolls[0]?.settings.dice).toBe(12)
    expect(after(done, hero).grappling).toBe('')
    expect(after(done, bandit).grappled_by).toBe('')
  })

  it('a decisive throw deals bashing damage with one more die per round given up', () => {
    const { hero, bandit } = holding(2)
    const done = resolved(
      resolveGrappleAction(
        hero,
        bandit,
        action(hero, bandit, { action: 'throw', attack: 'decisive', weapon_id: 1 }),
        faces(...many(7, 1), 7, 7, ...many(8, 1)),
      ),
    )
    expect(done.rolls[0]?.settings.dice).toBe(7)
    const hurt = done.changes.find((change) => change.id === bandit.id)
    expect(hurt?.after).toMatchObject({ damage_bashing: 2 })
    expect(hurt?.after).not.toHaveProperty('damage_lethal')
  })

  it('release: no roll and no turn', () => {
    const { hero, bandit } = holding(2)
    const done = resolved(
      resolveGrappleAction(hero, bandit, action(hero, bandit, { action: 'release' }), faces()),
    )
    expect(after(done, hero)).toMatchObject({ grappling: '', has_acted: false })
  })

  it('escape: the one held wins the opposed roll and goes free, or stays held', () => {
    const { hero, bandit } = holding(2)
    const request = action(hero, bandit, { action: 'escape' })
    const free = resolved(
      resolveGrappleAction(hero, bandit, request, faces(7, 7, 1, 1, 7, 1, 1, 1)),
    )
    expect(free.hit).toBe(true)
    expect(after(free, hero).grappling).toBe('')
    expect(after(free, bandit)).toMatchObject({ grappled_by: '', has_acted: true })
    const held = resolved(
      resolveGrappleAction(hero, bandit, request, faces(7, 1, 1, 1, 7, 1, 1, 1)),
    )
    expect(held.rolls[1]?.notes).toEqual(['Hero keeps hold (2 rounds of control)'])
    expect(after(held, hero).grappling).toBe(combatantKey(bandit))
  })

  it('are refused between two who are not in a grapple together', () => {
    const { hero, bandit } = pair()
    expect(
      resolveGrappleAction(hero, bandit, action(hero, bandit, { action: 'restrain' }), faces()),
    ).toEqual({ field: 'held', message: 'Hero does not hold Bandit in a grapple' })
  })
})

describe('an unexpected attack', () => {
  it('meets Defence 0', () => {
    const { hero, bandit } = pair()
    const done = resolved(
      resolveAttack(
        hero,
        bandit,
        request(hero, bandit, { unexpected: true }),
        faces(...many(8, 1), ...many(5, 1)),
      ),
    )
    expect(done.hit).toBe(true)
    expect(done.rolls[0]?.notes[0]).toBe(
      '0 successes against Defence 0 (unexpected attack) 0: a hit with 0 extra',
    )
  })
})

describe('leaving the fight', () => {
  it('lets go of a grapple on both sides', () => {
    const { hero, bandit } = holding(2)
    const heroLeaves = leaveCombat(hero, [hero, bandit])
    expect(heroLeaves.find((change) => change.id === bandit.id)?.after).toEqual({ grappled_by: '' })
    const banditLeaves = leaveCombat(bandit, [hero, bandit])
    expect(banditLeaves.find((change) => change.id === hero.id)?.after).toEqual({
      grappling: '',
      control_rounds: 0,
    })
  })
})
