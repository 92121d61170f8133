import {
  attack,
  battlegroup,
  input,
  mortal,
  qc,
  qcInput,
  UNHURT_HEALTH,
  weapon,
} from '@loom/core/testing'
import { describe, expect, it } from 'vitest'
import { combatActorSheet } from '../../src/combat/combat-actor-sheet.ts'
import {
  battlegroupFighter,
  characterFighter,
  fighterOf,
  qcFighter,
} from '../../src/combat/fighter-sheets.ts'
import { participantOf } from '../../src/combat/participant.ts'
import { characterStats } from '../../src/rules/character-stats.ts'

const IN_COMBAT = { id: 5, name: 'Hero', in_combat: true, initiative: 7, onslaught: 2 }

describe('a character’s fighter', () => {
  const sheet = mortal({
    attr_strength: 2,
    attr_dexterity: 3,
    abil_melee: 3,
    abil_dodge: 2,
    abil_archery: 2,
    onslaught: 2,
  })
  const weapons = [
    { ...weapon({ name: 'Sword' }), id: 11 },
    { ...weapon({ name: 'Bow', ability: 'archery', tags: ['archery (long)', 'bashing'] }), id: 12 },
  ]
  const hero = characterFighter(participantOf('character', { ...sheet, ...IN_COMBAT }), {
    ...input(sheet),
    weapons,
  })

  it('attacks with the sheet’s pools, and its weapon damage with Strength before soak', () => {
    const stats = characterStats({ ...input({ ...sheet, onslaught: 0 }), weapons })
    expect(hero.attacks[0]).toEqual({
      id: 11,
      name: 'Sword',
      withering: stats.weapons.Sword?.withering_attack,
      bands: null,
      decisive: stats.weapons.Sword?.decisive_attack,
      damage: 2 + 7,
      overwhelming: 1,
      damage_type: 'lethal',
      tags: [],
      // The excellency the sheet shows beside the weapon's attack pools, for the attack dialog.
      excellency: expect.objectContaining({
        cap: stats.weapons.Sword?.attack_excellency,
        stunt: stats.weapons.Sword?.attack_excellency_stunt,
      }),
    })
    expect(hero.attacks[0]?.withering).toBe(3 + 3 + 4)
  })

  it('shoots a ranged weapon at the bands it reaches, and cannot parry with it', () => {
    expect(Object.keys(hero.attacks[1]?.bands ?? {})).toEqual(['close', 'short', 'medium', 'long'])
    expect(hero.attacks[1]?.damage_type).toBe('bashing')
    expect(hero.parries).toEqual([{ weapon_id: 11, name: 'Sword', value: 3 }])
  })

  it('defends without its onslaught, which resolution applies, and keeps its combat state', () => {
    expect(hero.evasion).toBe(3)
    expect(hero).toMatchObject({ kind: 'character', id: 5, initiative: 7, onslaught: 2 })
    expect(hero.health?.levels).toEqual([1, 2, 2, 1, 1])
  })
})

describe('a quick character’s fighter', () => {
  it('attacks with its attack pools for both kinds of attack, and its entered soak', () => {
    const sheet = { ...qc({ evasion: 4, parry: 3, onslaught: 1 }), soak: 6, hardness: 2 }
    const bandit = qcFighter(participantOf('qc', { ...sheet, ...IN_COMBAT }), {
      ...qcInput(sheet),
      qc: sheet,
      qc_attacks: [{ ...attack('Club', 7, 10, 2), id: 3, tags: ['bashing'] }],
    })
    expect(bandit.attacks).toEqual([
      {
        id: 3,
        name: 'Club',
        withering: 7,
        bands: null,
        decisive: 7,
        damage: 10,
        overwhelming: 2,
        damage_type: 'bashing',
        tags: ['bashing'],
        excellency: { cap: 0, cost: 0, stunt: 0, stunt_cost: 0 },
      },
    ])
    expect(bandit).toMatchObject({ evasion: 4, soak: 6, hardness: 2, battlegroup: null })
    expect(bandit.parries).toEqual([{ weapon_id: null, name: 'Parry', value: 3 }])
  })
})

describe('a battlegroup’s fighter', () => {
  it('adds size and might to its attacks, drill and might to defence, size to soak', () => {
    const sheet = {
      ...battlegroup({
        size: 2,
        might: 1,
        drill: 1,
        evasion: 2,
        parry: 3,
        soak: 3,
        health_levels: 3,
      }),
      magnitude: 4,
      hardness: 0,
    }
    const band = battlegroupFighter(participantOf('battlegroup', { ...sheet, ...IN_COMBAT }), {
      battlegroup: sheet,
      qc_attacks: [{ ...attack('Spears', 5, 7, 1), id: 9 }],
    })
    // A qc attack stored before it had tags has none: no gambit is eased by it.
    expect(band.attacks[0]).toMatchObject({ withering: 5 + 2 + 1, damage: 7 + 2 + 1, tags: [] })
    expect(band).toMatchObject({ evasion: 2 + 2, soak: 3 + 2, health: null })
    expect(band.parries[0]?.value).toBe(3 + 2)
    expect(band.battlegroup).toEqual({
      size: 2,
      magnitude: 4,
      health_levels: 3,
      perfect_morale: false,
    })
  })
})

describe('a combat actor’s sheet', () => {
  const source = {
    id: 1,
    name: 'Bandit',
    soak: 4,
    initiative: 0,
    ...UNHURT_HEALTH,
    size: 3,
    magnitude: 9,
  }

  it('is its source’s, with its own combat state and damage over it', () => {
    const actor = {
      id: 40,
      name: '',
      initiative: 6,
      onslaught: 1,
      damage_lethal: 2,
      size: null,
      magnitude: null,
    }
    expect(combatActorSheet(source, actor)).toMatchObject({
      id: 40,
      name: 'Bandit',
      soak: 4,
      initiative: 6,
      onslaught: 1,
      damage_lethal: 2,
      size: 3,
      magnitude: 9,
    })
  })

  it('keeps a battlegroup copy’s own Size and Magnitude once it has them', () => {
    const actor = { id: 41, name: 'Left flank', size: 1, magnitude: 2 }
    expect(combatActorSheet(source, actor)).toMatchObject({
      name: 'Left flank',
      size: 1,
      magnitude: 2,
    })
  })
})

describe('the fighter of a full item', () => {
  it('reads a character’s weapons, merits and charms from its lists', () => {
    const sheet = { ...mortal({ attr_dexterity: 3, abil_melee: 2 }), ...IN_COMBAT }
    const item = {
      ...sheet,
      weapons: [{ ...weapon({ name: 'Axe', weight: 'heavy' }), id: 21 }],
      merits: [],
      charms: [],
      martial_arts_charms: [],
      spells: [],
      poisons: [],
    }
    const hero = fighterOf('character', item)
    expect(hero.attacks.map((a) => [a.id, a.withering])).toEqual([[21, 3 + 2 + 0]])
    expect(hero).toMatchObject({ kind: 'character', id: 5, side: 'character' })
  })

  it('fights a combat actor with its source’s attacks and its own Size and Magnitude', () => {
    const source = {
      ...battlegroup({ size: 3, health_levels: 2 }),
      id: 8,
      name: 'Spearmen',
      magnitude: 5,
      hardness: 0,
      qc_attacks: [{ ...attack('Spears', 4, 6, 1), id: 30 }],
    }
    const actor = {
      id: 70,
      name: '',
      initiative: 4,
      in_combat: true,
      has_acted: false,
      onslaught: 0,
      crashed_by: '',
      crash_turns: 0,
      size: 1,
      magnitude: 2,
      poisons: [],
    }
    const copy = fighterOf('combat_actor', actor, { kind: 'battlegroup', item: source })
    expect(copy).toMatchObject({
      kind: 'combat_actor',
      id: 70,
      name: 'Spearmen',
      side: 'battlegroup',
    })
    expect(copy.battlegroup).toMatchObject({ size: 1, magnitude: 2 })
    expect(copy.attacks[0]).toMatchObject({ id: 30, withering: 4 + 1 })
  })
})
