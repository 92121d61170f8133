import { describe, expect, it } from 'vitest'
import {
  assocOf,
  assocsUnder,
  KIND_NAMES,
  KINDS,
  type KindName,
  kindByPlural,
  validationErrors,
} from '../../src/index.ts'

const everyField = KIND_NAMES.flatMap((kind) =>
  KINDS[kind].schemas.writableFields.map((field) => [kind, field] as const),
)

describe('every writable field of every kind', () => {
  it.each(everyField)('a %s refuses an object as %s, naming the field', (kind, field) => {
    const result = KINDS[kind].schemas.patch.safeParse({ [field]: { nested: true } })
    expect(Object.keys(validationErrors(result.error!))).toEqual([field])
  })

  it.each(everyField)('a %s refuses 20001 characters as %s', (kind, field) => {
    const result = KINDS[kind].schemas.patch.safeParse({ [field]: 'x'.repeat(20_001) })
    expect(Object.keys(validationErrors(result.error!))).toEqual([field])
  })
})

describe('every kind', () => {
  it.each(KIND_NAMES)('a %s refuses a field it does not have', (kind) => {
    const result = KINDS[kind].schemas.patch.safeParse({ colour: 'red' })
    expect(validationErrors(result.error!)).toEqual({
      colour: [{ error: 'colour is not a known field' }],
    })
  })

  it.each(KIND_NAMES)('a %s refuses every server-managed field in an update', (kind) => {
    const { systemFields } = KINDS[kind].schemas
    const result = KINDS[kind].schemas.patch.safeParse(
      Object.fromEntries(systemFields.map((field) => [field, 1])),
    )
    expect(Object.keys(validationErrors(result.error!)).sort()).toEqual([...systemFields].sort())
  })

  it.each(
    KIND_NAMES,
  )('a %s keeps indexed fields in columns and the rest in its document', (kind) => {
    const { columns, documentFields, schemas } = KINDS[kind]
    expect([...columns, ...documentFields].sort()).toEqual(
      [...schemas.systemFields, ...schemas.writableFields].sort(),
    )
    expect(columns).toEqual(expect.arrayContaining(['id', 'version', 'created_at', 'updated_at']))
  })
})

describe('defaults', () => {
  it.each<[KindName, Record<string, unknown>]>([
    ['chronicle', { name: 'New Chronicle', notes: '' }],
    [
      'qc',
      {
        name: 'New QC',
        essence: 1,
        senses: 3,
        parry: 1,
        hardness: 0,
        willpower_temporary: 3,
        health_level_1s: 2,
      },
    ],
    [
      'battlegroup',
      {
        name: 'New Battlegroup',
        size: 1,
        might: 0,
        drill: 1,
        magnitude: 8,
        health_levels: 7,
        senses: 1,
      },
    ],
    ['combat_actor', { name: '', willpower_temporary: 0, anima_level: 0, has_acted: false }],
    ['merit', { merit_name: 'New Merit', rating: 1, merit_cat: 'story', ref: 'Core p.157-169' }],
    ['weapon', { name: 'New Weapon', weight: 'light', ability: 'melee', overrides: {}, tags: [] }],
    [
      'charm',
      {
        name: 'New Charm',
        cost: '0m',
        timing: 'reflexive',
        duration: 'instant',
        prereqs: 'none',
        min_essence: 1,
      },
    ],
    [
      'spell',
      {
        name: 'New Spell',
        cost: '0sm, 1wp',
        duration: 'instant',
        circle: 'terrestrial',
        control: false,
        ref: 'Core p.471-483',
      },
    ],
    [
      'poison',
      {
        name: '',
        penalty: 0,
        interval: 'rounds',
        damage: 1,
        damage_type: 'i',
        crash_damage_type: 'x',
        duration: 1,
        duration_type: 'rounds',
      },
    ],
    ['qc_attack', { name: 'New Attack', pool: 1, damage: 1, overwhelming: 1, range: 'close' }],
    ['qc_merit', { name: 'New Merit', latent: false, magical: false, ref: '' }],
    ['qc_charm', { name: 'New QC Charm', cost: '0m', category: 'miscellaneous', min_essence: 1 }],
    [
      'character',
      {
        name: 'New Character',
        essence: 1,
        attr_wits: 1,
        abil_war: 0,
        armor_weight: 'unarmored',
        native_language: 'Riverspeak',
      },
    ],
  ])('a new %s starts with %j', (kind, expected) => {
    expect(KINDS[kind].schemas.fields.parse({})).toMatchObject(expected)
  })
})

describe('create bodies', () => {
  it('lets a character be created as any type, but not as an unknown one', () => {
    const schema = KINDS.character.schemas.create
    expect(schema.parse({ name: 'Zan', type: 'SolarCharacter' })).toEqual({
      name: 'Zan',
      type: 'SolarCharacter',
    })
    expect(validationErrors(schema.safeParse({ type: 'Charms::AbilityCharm' }).error!)).toEqual({
      type: [{ error: 'type must be a character type, not "Charms::AbilityCharm"' }],
    })
  })

  it('needs the kind of a new charm', () => {
    const schema = KINDS.charm.schemas.create
    expect(schema.parse({ charm_type: 'Evocation' })).toEqual({ charm_type: 'Evocation' })
    expect(Object.keys(validationErrors(schema.safeParse({ name: 'Fire' }).error!))).toEqual([
      'charm_type',
    ])
  })

  it('needs the chronicle and the qc or battlegroup a combat actor stands for', () => {
    const schema = KINDS.combat_actor.schemas.create
    const body = { actor_type: 'qc', actor_id: 4, chronicle_id: 10, name: 'Bandit 1' }
    expect(schema.parse(body)).toEqual(body)
    const missing = validationErrors(schema.safeParse({ name: 'Bandit 1' }).error!)
    expect(Object.keys(missing).sort()).toEqual(['actor_id', 'actor_type', 'chronicle_id'])
  })

  it('refuses ownership and placement in a create body', () => {
    const result = KINDS.qc.schemas.create.safeParse({
      name: 'Bandit',
      player_id: 9,
      chronicle_id: 2,
    })
    expect(validationErrors(result.error!)).toEqual({
      player_id: [{ error: 'player_id is set by the server and cannot be written' }],
      chronicle_id: [{ error: 'chronicle_id is set by the server and cannot be written' }],
    })
  })

  it('accepts an empty body for every kind without create-only fields', () => {
    for (const kind of KIND_NAMES) {
      const needsMore = KINDS[kind].schemas.createOnlyFields.length > 0 && kind !== 'character'
      expect(KINDS[kind].schemas.create.safeParse({}).success).toBe(!needsMore)
    }
  })
})

describe('the registry', () => {
  it.each<[KindName, string, [string, string][], string | null, string | null]>([
    ['merit', 'merits', [['character', 'merits']], 'character_id', null],
    ['weapon', 'weapons', [['character', 'weapons']], 'character_id', null],
    ['charm', 'charms', [['character', 'charms']], 'character_id', null],
    [
      'spell',
      'spells',
      [
        ['character', 'spells'],
        ['qc', 'spells'],
      ],
      'sorcerer_id',
      'sorcerer_type',
    ],
    [
      'qc_attack',
      'qc_attacks',
      [
        ['qc', 'qc_attacks'],
        ['battlegroup', 'qc_attacks'],
      ],
      'qc_attackable_id',
      'qc_attackable_type',
    ],
    ['qc_merit', 'qc_merits', [['qc', 'qc_merits']], 'qc_id', null],
    ['qc_charm', 'qc_charms', [['qc', 'qc_charms']], 'qc_id', null],
    [
      'poison',
      'poisons',
      [
        ['character', 'poisons'],
        ['qc', 'poisons'],
        ['battlegroup', 'poisons'],
        ['combat_actor', 'poisons'],
        ['weapon', 'poisons'],
        ['qc_attack', 'poisons'],
      ],
      'poisonable_id',
      'poisonable_type',
    ],
    ['character', 'characters', [], null, null],
    ['chronicle', 'chronicles', [], null, null],
  ])('a %s is stored in %s under %j by %s', (kind, table, parents, idField, typeField) => {
    const definition = KINDS[kind]
    expect(definition.table).toBe(table)
    expect(definition.parents.map((parent) => [parent.kind, parent.assoc])).toEqual(parents)
    expect([definition.parentIdField, definition.parentTypeField]).toEqual([idField, typeField])
  })

  it('keeps what lists filter on in columns and the sheet in the document', () => {
    expect(KINDS.character.columns).toEqual(
      expect.arrayContaining([
        'player_id',
        'chronicle_id',
        'type',
        'hidden',
        'public',
        'pinned',
        'sorting',
        'chronicle_sorting',
      ]),
    )
    expect(KINDS.character.documentFields).toEqual(
      expect.arrayContaining(['name', 'essence', 'ties']),
    )
    expect(KINDS.character.documentFields).not.toContain('hidden')
    expect(KINDS.chronicle.columns).toEqual(expect.arrayContaining(['st_id', 'invite_code']))
    expect(KINDS.charm.columns).toEqual(
      expect.arrayContaining(['character_id', 'charm_type', 'sorting']),
    )
  })

  it('knows which lists hold secrets', () => {
    expect(KINDS.character.secretLists).toEqual(['workings', 'ties', 'principles'])
    expect(KINDS.qc.secretLists).toEqual(['ties', 'principles'])
    expect(KINDS.battlegroup.secretLists).toEqual([])
  })

  it('finds a kind by its plural, as paths and events name it', () => {
    expect(kindByPlural('qc_attacks')?.name).toBe('qc_attack')
    expect(kindByPlural('dragons')).toBeUndefined()
  })

  it('accepts a whole stored character', () => {
    const stored = {
      ...KINDS.character.schemas.fields.parse({}),
      id: 44,
      type: 'SolarCharacter',
      player_id: 7,
      chronicle_id: null,
      sorting: 0,
      chronicle_sorting: 0,
      portrait_digest: '',
      version: 1,
      created_at: '2024-03-01T10:15:30.123Z',
      updated_at: '2024-03-01T10:15:30.123Z',
    }
    expect(KINDS.character.schemas.entity.parse(stored)).toEqual(stored)
  })
})

describe('the lists children appear in', () => {
  it('puts each kind of charm in its own list of the character', () => {
    expect(assocOf(KINDS.charm, { charm_type: 'MartialArts' }, 'character')).toBe(
      'martial_arts_charms',
    )
    expect(assocOf(KINDS.charm, { charm_type: 'Essence' }, 'character')).toBe('charms')
    expect(assocsUnder(KINDS.charm, 'character')).toEqual([
      'charms',
      'martial_arts_charms',
      'evocations',
      'spirit_charms',
    ])
  })

  it('puts other children in the one list their parent has for them', () => {
    expect(assocOf(KINDS.poison, {}, 'weapon')).toBe('poisons')
    expect(assocsUnder(KINDS.qc_attack, 'battlegroup')).toEqual(['qc_attacks'])
  })
})
