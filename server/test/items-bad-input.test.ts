import { beforeAll, describe, expect, it } from 'vitest'
import type { Change } from '../src/live/changes.ts'
import { type Caller, call, created, ITEM_TABLES, snapshot } from './support/item-requests.ts'
import { useTestApp } from './support/test-app.ts'
import { forEachEngine } from './support/test-engines.ts'

const long = (length: number) => 'x'.repeat(length)
/** A valid active effect with `changes` made to it. */
const effect = (changes: Record<string, unknown> = {}) => ({
  name: 'Effect',
  source: 'custom',
  source_id: null,
  modifiers: [{ target: 'join_battle', value: 2 }],
  duration: 'scene',
  rounds_left: null,
  active: true,
  ...changes,
})
const many = (count: number) => Array.from({ length: count }, (_, index) => `tag ${index}`)

/** Where a bad body is sent: each route that takes item fields. */
type Target =
  | 'create character'
  | 'patch character'
  | 'create qc'
  | 'patch qc'
  | 'patch battlegroup'
  | 'create merit'
  | 'patch merit'
  | 'create weapon'
  | 'patch weapon'
  | 'create charm'
  | 'create spell'
  | 'create poison'
  | 'create qc_attack'
  | 'patch qc_charm'
  | 'change type'

/** [target, body, the field the 422 names, words its first message contains] */
const badBodies: [Target, unknown, string, string][] = [
  // whole numbers with a range
  ['patch character', { essence: 'three' }, 'essence', 'essence must be a whole number'],
  ['patch character', { essence: 11 }, 'essence', 'essence must be between 1 and 10'],
  ['patch character', { essence: 2.5 }, 'essence', 'essence must be a whole number'],
  ['patch character', { essence: null }, 'essence', 'essence must be a whole number'],
  ['create character', { attr_wits: 0 }, 'attr_wits', 'attr_wits must be between 1 and 10'],
  ['patch character', { abil_melee: 6 }, 'abil_melee', 'abil_melee must be between 0 and 5'],
  ['patch battlegroup', { might: 4 }, 'might', 'might must be between 0 and 3'],
  ['patch battlegroup', { drill: -1 }, 'drill', 'drill must be between 0 (poor) and 2 (elite)'],
  ['patch merit', { rating: 7 }, 'rating', 'rating must be between 0 and 6'],
  ['create charm', { charm_type: 'Ability', min_essence: 11 }, 'min_essence', 'between 1 and 10'],
  ['create qc_attack', { pool: 0 }, 'pool', 'pool must be between 1 and'],
  // counts
  ['patch qc', { senses: -1 }, 'senses', 'senses cannot be negative'],
  ['patch character', { damage_lethal: 100_001 }, 'damage_lethal', 'cannot be more than 100000'],
  ['create poison', { penalty: -2 }, 'penalty', 'penalty cannot be negative'],
  // flags
  ['patch character', { hidden: 'yes' }, 'hidden', 'hidden must be true or false'],
  ['patch qc', { public: 1 }, 'public', 'public must be true or false'],
  // closed choices
  ['patch character', { armor_weight: 'plate' }, 'armor_weight', 'armor_weight must be one of'],
  ['create weapon', { weight: 'huge' }, 'weight', 'weight must be one of light, medium, heavy'],
  ['create qc_attack', { range: 'far' }, 'range', 'range must be one of'],
  ['patch qc_charm', { timing: 'whenever' }, 'timing', 'timing must be one of'],
  ['create character', { type: 'GetimianCharacter' }, 'type', 'type must be a character type'],
  ['create charm', { charm_type: 'Dance' }, 'charm_type', 'charm_type must be one of'],
  ['change type', { type: 'Dragon' }, 'type', 'type must be a character type'],
  // names, lines and text
  ['create character', { name: long(201) }, 'name', 'name must be at most 200 characters'],
  ['patch character', { name: '   ' }, 'name', 'name cannot be blank'],
  ['patch qc', { name: 42 }, 'name', 'name must be text'],
  // A null caste (the reference's Alchemical crashed on it) is a clear 422, never a 500.
  ['patch character', { caste: null }, 'caste', 'caste must be text'],
  ['create spell', { name: '' }, 'name', 'name cannot be blank'],
  ['patch character', { notes: long(20_001) }, 'notes', 'notes must be at most 20000 characters'],
  ['patch merit', { description: long(20_001) }, 'description', 'at most 20000 characters'],
  ['patch character', { portrait_link: 'javascript:alert(1)' }, 'portrait_link', 'http or https'],
  // lists
  ['patch character', { rituals: many(501) }, 'rituals', 'rituals must have at most 500 items'],
  ['patch character', { rituals: 'all of them' }, 'rituals', 'rituals must be a list'],
  ['create weapon', { tags: [1] }, 'tags', 'tags[0] must be text'],
  ['patch character', { caste_abilities: ['cooking'] }, 'caste_abilities', 'must be an ability'],
  // list items
  [
    'patch character',
    { abil_craft: [{ craft: 'forging', rating: 6 }] },
    'abil_craft',
    'abil_craft[0].rating must be between 0 and 5',
  ],
  [
    'patch qc',
    { ties: [{ subject: 'Mother', rating: 2, secret: true }] },
    'ties',
    'ties[0].secret is not a known field',
  ],
  ['patch qc', { actions: [{ action: 'Bite' }] }, 'actions', 'actions[0].pool'],
  // active effects (see core/src/schemas/effects.ts)
  [
    'patch character',
    { effects: [effect({ modifiers: [{ target: 'luck', value: 1 }] })] },
    'effects',
    'must be one of the effect targets',
  ],
  [
    'patch character',
    { effects: [effect({ duration: 'rounds' })] },
    'effects',
    'needs rounds_left',
  ],
  [
    'patch character',
    { effects: [effect({ active: 'on' })] },
    'effects',
    'active must be true or false',
  ],
  [
    'patch character',
    { effects: [effect({ modifiers: [{ target: 'soak', value: 0.5 }] })] },
    'effects',
    'must be a whole number',
  ],
  [
    'patch qc',
    { effects: [effect({ modifiers: [{ target: 'weapon_damage', value: 1 }] })] },
    'effects',
    'must be one of the effect targets',
  ],
  [
    'patch battlegroup',
    { effects: [effect({ source: 'artifact' })] },
    'effects',
    'source must be one of',
  ],
  ['patch battlegroup', { effects: [effect({ name: '' })] }, 'effects', 'cannot be blank'],
  [
    'create charm',
    { charm_type: 'Essence', effects: [effect()] },
    'effects',
    'is not a known field',
  ],
  [
    'patch weapon',
    { overrides: { attack_attribute: { use: 'wits', always: true } } },
    'overrides',
    'overrides.attack_attribute.always is not a known field',
  ],
  // a Lunar's forms and the attribute targets a taken form's effect uses
  ['patch character', { forms: [{ form: 'Tiger', strength: 11 }] }, 'forms', 'between 1 and 10'],
  ['patch character', { forms: [{ form: 'Tiger', dexterity: 2.5 }] }, 'forms', 'whole number'],
  ['patch character', { forms: [{ form: 'Tiger', qc_id: -3 }] }, 'forms', 'between 1 and'],
  ['patch character', { forms: [{ form: 'Tiger', wits: 3 }] }, 'forms', 'not a known field'],
  [
    'patch qc',
    { effects: [effect({ source: 'form', modifiers: [{ target: 'strength', value: 2 }] })] },
    'effects',
    'must be one of the effect targets',
  ],
  [
    'patch character',
    { effects: [effect({ source: 'shape' })] },
    'effects',
    'source must be one of',
  ],
  // unknown and server-managed fields
  ['patch character', { favourite_food: 'rice' }, 'favourite_food', 'not a known field'],
  ['create qc', { favourite_food: 'rice' }, 'favourite_food', 'not a known field'],
  ['patch character', { player_id: 2 }, 'player_id', 'player_id is set by the server'],
  ['patch character', { chronicle_id: 2 }, 'chronicle_id', 'chronicle_id is set by the server'],
  ['create character', { chronicle_id: 2 }, 'chronicle_id', 'chronicle_id is set by the server'],
  ['patch character', { type: 'SolarCharacter' }, 'type', 'type is set by the server'],
  ['patch qc', { sorting: 5 }, 'sorting', 'sorting is set by the server'],
  ['patch qc', { version: 9 }, 'version', 'version is set by the server'],
  ['patch merit', { character_id: 1 }, 'character_id', 'character_id is set by the server'],
  ['create poison', { poisonable_type: 'qc' }, 'poisonable_type', 'is set by the server'],
  ['patch character', { sorting_position: 'sideways' }, 'sorting_position', 'must be a position'],
  // cross-field rules
  ['patch character', { caste: 'noon' }, 'caste', 'caste must be one of dawn, zenith'],
  // the shape of the body
  [
    'patch character',
    { character: { name: 'Zan' }, essence: 3 },
    'essence',
    'essence must go inside "character"',
  ],
  ['patch character', { character: 'Zan' }, 'character', 'character must be an object'],
  ['create merit', { merit: ['Allies'] }, 'merit', 'merit must be an object of fields'],
  ['create qc', [1, 2], 'body', 'Send the qc fields as a JSON object'],
]

forEachEngine((engine) => {
  const published: Change[] = []
  const t = useTestApp(engine, { changes: { publish: (change) => published.push(change) } })
  let owner: Caller
  const urls = {} as Record<Target, { method: 'POST' | 'PATCH'; url: string }>

  beforeAll(async () => {
    owner = await t.createPlayer()
    const character = await created(t, owner, '/api/v1/characters', { type: 'SolarCharacter' })
    const qc = await created(t, owner, '/api/v1/qcs')
    const battlegroup = await created(t, owner, '/api/v1/battlegroups')
    const c = `/api/v1/characters/${character.id}`
    const merit = await created(t, owner, `${c}/merits`)
    const weapon = await created(t, owner, `${c}/weapons`)
    const qcCharm = await created(t, owner, `/api/v1/qcs/${qc.id}/qc_charms`)
    Object.assign(urls, {
      'create character': { method: 'POST', url: '/api/v1/characters' },
      'patch character': { method: 'PATCH', url: c },
      'create qc': { method: 'POST', url: '/api/v1/qcs' },
      'patch qc': { method: 'PATCH', url: `/api/v1/qcs/${qc.id}` },
      'patch battlegroup': { method: 'PATCH', url: `/api/v1/battlegroups/${battlegroup.id}` },
      'create merit': { method: 'POST', url: `${c}/merits` },
      'patch merit': { method: 'PATCH', url: `${c}/merits/${merit.id}` },
      'create weapon': { method: 'POST', url: `${c}/weapons` },
      'patch weapon': { method: 'PATCH', url: `${c}/weapons/${weapon.id}` },
      'create charm': { method: 'POST', url: `${c}/charms` },
      'create spell': { method: 'POST', url: `${c}/spells` },
      'create poison': { method: 'POST', url: `${c}/poisons` },
      'create qc_attack': { method: 'POST', url: `/api/v1/qcs/${qc.id}/qc_attacks` },
      'patch qc_charm': { method: 'PATCH', url: `/api/v1/qcs/${qc.id}/qc_charms/${qcCharm.id}` },
      'change type': { method: 'POST', url: `${c}/change_type` },
    })
  })

  async function expectNothingChanged(send: () => Promise<{ statusCode: number }>) {
    const before = await snapshot(t, ITEM_TABLES)
    published.length = 0
    const response = await send()
    expect(await snapshot(t, ITEM_TABLES)).toEqual(before)
    expect(published).toEqual([])
    return response
  }

  describe('a body that breaks a rule gets 422 naming the field and changes nothing', () => {
    it.each(badBodies)('%s with %j', async (target, body, field, words) => {
      const { method, url } = urls[target]
      const response = await expectNothingChanged(() => call(t, owner, method, url, body))
      expect(response.statusCode).toBe(422)
      const errors = (response as unknown as { json(): Record<string, { error: string }[]> }).json()
      expect(Object.keys(errors)).toContain(field)
      expect(errors[field]![0]!.error).toContain(words)
    })
  })

  describe('a body that is not JSON, or too big', () => {
    it.each([
      'patch character',
      'create qc',
      'create merit',
    ] as const)('answers 400 to malformed JSON sent to %s', async (target) => {
      const { method, url } = urls[target]
      const response = await expectNothingChanged(async () =>
        t.app.inject({
          method,
          url,
          headers: { ...(await t.authorizedAs(owner.id)), 'content-type': 'application/json' },
          payload: '{"name": "Zan",',
        }),
      )
      expect(response.statusCode).toBe(400)
      expect((response as unknown as { json(): unknown }).json()).toEqual({
        error: 'The request body is not valid JSON',
      })
    })

    it.each([
      'patch character',
      'create qc',
      'create merit',
    ] as const)('answers 413 to a body over 1 MiB sent to %s', async (target) => {
      const { method, url } = urls[target]
      const response = await expectNothingChanged(() =>
        call(t, owner, method, url, { notes: long(1024 * 1024 + 10) }),
      )
      expect(response.statusCode).toBe(413)
    })
  })
})
