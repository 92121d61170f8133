import { describe, expect, it } from 'vitest'
import { KINDS, type KindName, validationErrors } from '../../src/index.ts'

const long = (length: number) => 'x'.repeat(length)
const many = (count: number) => Array.from({ length: count }, () => 'tag')

/** [kind, PATCH body, field expected in the 422 body, words its message must contain] */
const badPatches: [KindName, Record<string, unknown>, string, string][] = [
  ['character', { essence: 'three' }, 'essence', 'essence must be a whole number'],
  ['character', { essence: 11 }, 'essence', 'essence must be between 1 and 10'],
  ['character', { essence: 2.5 }, 'essence', 'essence must be a whole number'],
  ['character', { abil_melee: -1 }, 'abil_melee', 'abil_melee must be between 0 and 5'],
  ['character', { name: long(201) }, 'name', 'name must be at most 200 characters'],
  ['character', { name: '   ' }, 'name', 'name cannot be blank'],
  ['character', { notes: long(20_001) }, 'notes', 'notes must be at most 20000 characters'],
  ['character', { rituals: many(501) }, 'rituals', 'rituals must have at most 500 items'],
  ['character', { armor_weight: 'plate' }, 'armor_weight', 'armor_weight must be one of'],
  ['character', { hidden: 'yes' }, 'hidden', 'hidden must be true or false'],
  ['character', { caste_abilities: ['cooking'] }, 'caste_abilities', 'must be an ability'],
  [
    'character',
    { abil_craft: [{ craft: 'forging', rating: 6 }] },
    'abil_craft',
    'abil_craft[0].rating must be between 0 and 5',
  ],
  [
    'character',
    { ties: [{ subject: 'Mother', rating: 2, secret: true }] },
    'ties',
    'ties[0].secret is not a known field',
  ],
  ['character', { portrait_link: 'javascript:alert(1)' }, 'portrait_link', 'http or https'],
  ['character', { sorting_position: 'sideways' }, 'sorting_position', 'must be a position'],
  [
    'character',
    { favourite_food: 'rice' },
    'favourite_food',
    'favourite_food is not a known field',
  ],
  ['character', { player_id: 2 }, 'player_id', 'player_id is set by the server'],
  ['character', { chronicle_id: 2 }, 'chronicle_id', 'chronicle_id is set by the server'],
  ['character', { type: 'SolarCharacter' }, 'type', 'type is set by the server'],
  ['character', { sorting: 5 }, 'sorting', 'sorting is set by the server'],
  ['character', { version: 9 }, 'version', 'version is set by the server'],
  ['chronicle', { name: '' }, 'name', 'name cannot be blank'],
  ['chronicle', { st_id: 3 }, 'st_id', 'st_id is set by the server'],
  ['chronicle', { invite_code: 'abc' }, 'invite_code', 'invite_code is set by the server'],
  ['chronicle', { notes: 4 }, 'notes', 'notes must be text'],
  ['player', { display_name: '' }, 'display_name', 'display_name cannot be blank'],
  ['player', { email: 'a@b.c' }, 'email', 'email is not a known field'],
  [
    'player',
    { display_name: long(65) },
    'display_name',
    'display_name must be at most 64 characters',
  ],
  [
    'weapon',
    { bonus_accuracy: 100_001 },
    'bonus_accuracy',
    'bonus_accuracy must be between -100000 and 100000',
  ],
  ['spell', { name: long(201) }, 'name', 'name must be at most 200 characters'],
  ['poison', { penalty: -1 }, 'penalty', 'penalty cannot be negative'],
  ['qc_merit', { name: long(201) }, 'name', 'name must be at most 200 characters'],
  ['qc', { senses: -2 }, 'senses', 'senses cannot be negative'],
  ['qc', { anima_level: 4 }, 'anima_level', 'anima_level must be between 0 and 3'],
  ['qc', { actions: [{ action: 'Bite' }] }, 'actions', 'actions[0].pool must be a whole number'],
  ['battlegroup', { might: 4 }, 'might', 'might must be between 0 and 3'],
  ['battlegroup', { drill: 3 }, 'drill', 'drill must be between 0 (poor) and 2 (elite)'],
  ['battlegroup', { size: 6 }, 'size', 'size must be between 0 and 5'],
  ['combat_actor', { damage_lethal: -1 }, 'damage_lethal', 'damage_lethal cannot be negative'],
  ['combat_actor', { actor_id: 4 }, 'actor_id', 'actor_id is set by the server'],
  ['combat_actor', { hidden: true }, 'hidden', 'hidden is not a known field'],
  ['combat_actor', { crash_turns: 4 }, 'crash_turns', 'crash_turns must be between 0 and 3'],
  ['qc', { crashed_by: 'nobody' }, 'crashed_by', 'crashed_by must name a combatant as kind:id'],
  ['character', { crashed_by: 'qc:' }, 'crashed_by', 'crashed_by must name a combatant as kind:id'],
  ['merit', { rating: 7 }, 'rating', 'rating must be between 0 and 6'],
  ['merit', { merit_cat: 'quirk' }, 'merit_cat', 'merit_cat must be one of story'],
  ['merit', { character_id: 9 }, 'character_id', 'character_id is set by the server'],
  ['weapon', { weight: 'feather' }, 'weight', 'weight must be one of light, medium, heavy'],
  ['weapon', { overrides: { speed: { use: 'wits' } } }, 'overrides', 'overrides.speed'],
  ['weapon', { tags: [3] }, 'tags', 'tags[0] must be text'],
  ['charm', { min_essence: 0 }, 'min_essence', 'min_essence must be between 1 and 10'],
  ['charm', { timing: 'sometimes' }, 'timing', 'timing must be one of'],
  ['charm', { charm_type: 'Spirit' }, 'charm_type', 'charm_type is set by the server'],
  ['spell', { circle: 'copper' }, 'circle', 'circle must be one of'],
  ['spell', { sorcerer_id: 3 }, 'sorcerer_id', 'sorcerer_id is set by the server'],
  ['spell', { sorcerer_type: 'qc' }, 'sorcerer_type', 'sorcerer_type is set by the server'],
  ['poison', { penalty: 'high' }, 'penalty', 'penalty must be a whole number'],
  ['poison', { poisonable_type: 'qc' }, 'poisonable_type', 'poisonable_type is set by the server'],
  ['poison', { sorting_position: 1 }, 'sorting_position', 'sorting_position is not a known field'],
  ['qc_attack', { pool: 0 }, 'pool', 'pool must be between 1 and'],
  ['qc_attack', { range: 'far' }, 'range', 'range must be one of close'],
  [
    'qc_attack',
    { qc_attackable_type: 'qc' },
    'qc_attackable_type',
    'qc_attackable_type is set by the server',
  ],
  ['qc_merit', { latent: 1 }, 'latent', 'latent must be true or false'],
  ['qc_merit', { qc_id: 1 }, 'qc_id', 'qc_id is set by the server'],
  ['qc_charm', { min_essence: 11 }, 'min_essence', 'min_essence must be between 1 and 10'],
  ['qc_charm', { body: long(20_001) }, 'body', 'body must be at most 20000 characters'],
]

describe('PATCH bodies', () => {
  it.each(badPatches)('a %s update with %j is refused on %s', (kind, body, field, message) => {
    const result = KINDS[kind].schemas.patch.safeParse(body)
    expect(result.success).toBe(false)
    const errors = validationErrors(result.error!)
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]![0]!.error).toContain(message)
  })

  it('reports every bad field of one body, each under its own name', () => {
    const result = KINDS.character.schemas.patch.safeParse({
      essence: 0,
      willpower_permanent: 11,
      id: 3,
    })
    expect(validationErrors(result.error!)).toEqual({
      essence: [{ error: 'essence must be between 1 and 10' }],
      willpower_permanent: [{ error: 'willpower_permanent must be between 1 and 10' }],
      id: [{ error: 'id is set by the server and cannot be written' }],
    })
  })

  it.each([
    'toString',
    'constructor',
    'hasOwnProperty',
    '__proto__',
  ])('names an unknown field %s, though a plain object already has it', (field) => {
    const body = JSON.parse(`{"${field}": 1}`)
    const errors = validationErrors(KINDS.merit.schemas.patch.safeParse(body).error!)
    expect(Object.keys(errors)).toEqual([field])
    expect(errors[field]).toEqual([{ error: `${field} is not a known field` }])
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype)
  })

  it('refuses a body that is not an object', () => {
    const result = KINDS.merit.schemas.patch.safeParse([1, 2])
    expect(validationErrors(result.error!)).toEqual({ body: [{ error: 'body must be an object' }] })
  })

  it('accepts a partial update and leaves unsent fields out', () => {
    expect(KINDS.character.schemas.patch.parse({ attr_wits: 4 })).toEqual({ attr_wits: 4 })
  })

  it('cleans tag lists: lower case, single spaces, no blanks, no duplicates', () => {
    const patch = KINDS.weapon.schemas.patch.parse({
      tags: ['  ', '', 'bashing', ' Bashing', 'elemental   bolt', 'bashing  '],
    })
    expect(patch).toEqual({ tags: ['bashing', 'elemental bolt'] })
  })

  it.each([
    [3, 3],
    ['3', 3],
    ['first', 'first'],
    ['last', 'last'],
    ['up', 'up'],
    ['down', 'down'],
    ['middle', 'middle'],
  ])('takes sorting_position %j as %j', (position, expected) => {
    expect(KINDS.merit.schemas.patch.parse({ sorting_position: position })).toEqual({
      sorting_position: expected,
    })
  })

  it('lets top-level items move within their chronicle list too', () => {
    expect(KINDS.qc.schemas.patch.parse({ chronicle_sorting_position: 0 })).toEqual({
      chronicle_sorting_position: 0,
    })
    expect(KINDS.merit.schemas.patch.safeParse({ chronicle_sorting_position: 0 }).success).toBe(
      false,
    )
  })

  it('accepts list items without ids in an update, but not two items with one id', () => {
    const schema = KINDS.character.schemas.patch
    expect(
      schema.safeParse({ specialties: [{ ability: 'melee', context: 'Swords' }] }).success,
    ).toBe(true)
    const twice = { id: 'abcde', ability: 'melee', context: 'Swords' }
    const result = schema.safeParse({ specialties: [twice, twice] })
    expect(validationErrors(result.error!)).toEqual({
      specialties: [{ error: 'specialties has two items with the same id' }],
    })
  })
})
