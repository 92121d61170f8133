import { CHRONICLE_ITEM_KINDS, KINDS, type KindName } from '@loom/core'
import fc from 'fast-check'
import { childBody, PNG, textField } from './owner-world.ts'

/**
 * Every write route of the API (POST, PUT, PATCH, DELETE under /api/), each with an arbitrary
 * of requests to it: ids named after the owner world's rows (`@hero`, `@qc_attack_of_qc`, …)
 * or plain small numbers, and bodies mixing fields the route accepts with the fields only an
 * item's owner may change, bare, wrapped in the kind's key, or beside it.
 *
 * The owner-only property test checks this list against the routes the app registers, so a new
 * write route fails it until it is listed here.
 */

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A request in the world's names, as fast-check generates and prints it. */
export interface WriteRequest {
  /** `METHOD /pattern`, as the app registers the route. */
  readonly route: string
  readonly path: string
  readonly body?: unknown
}

export interface WriteRoute {
  readonly method: Method
  readonly pattern: string
  readonly request: fc.Arbitrary<WriteRequest>
}

/** A path parameter: one of the world's rows by name, or now and then any small id. */
function id(...names: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names.map((name) => `@${name}`)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  )
}

function route(
  method: Method,
  pattern: string,
  params: Record<string, fc.Arbitrary<string>> = {},
  body: fc.Arbitrary<unknown> = fc.constant(undefined),
): WriteRoute {
  const request = fc.record({ values: fc.record(params), body }).map(({ values, body }) => {
    const path = pattern.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? name)
    return { route: `${method} ${pattern}`, path, ...(body === undefined ? {} : { body }) }
  })
  return { method, pattern, request }
}

/**
 * The fields only an item's owner may change, as an attacker would send them: publish or
 * unpublish (`public`), hand it to someone (`player_id`), place it (`chronicle_id`, which moves
 * only through add_/remove_), change its type (change_type, the owner's alone).
 */
export const ownerOnlyFields = fc.record(
  {
    public: fc.boolean(),
    player_id: fc.constantFrom('@st', '@other', '@stranger', '@player'),
    chronicle_id: fc.constantFrom('@chronicle', null),
    type: fc.constantFrom('LunarCharacter', 'Character'),
  },
  { requiredKeys: [] },
)

/** Owner-only fields, or none at all (so that valid requests get through and change things). */
const maybeOwnerOnly = fc.oneof(fc.constant({}), ownerOnlyFields)

/** `valid` fields with owner-only ones: bare, wrapped in the kind's key, or beside the key. */
function mixed(key: string, valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, maybeOwnerOnly, fc.constantFrom('bare', 'wrapped', 'beside'))
    .map(([fields, forged, shape]) => {
      if (shape === 'bare') return { ...fields, ...forged }
      if (shape === 'wrapped') return { [key]: { ...fields, ...forged } }
      return { [key]: fields, ...forged }
    })
}

/** A strict body (combat, rolls, library): owner-only fields added, or not. */
function strict(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, maybeOwnerOnly).map(([fields, forged]) => ({ ...fields, ...forged }))
}

const TOP_LEVEL_REFS: Record<string, string[]> = {
  character: ['hero', 'loner'],
  qc: ['qc'],
  battlegroup: ['band'],
  combat_actor: ['actor'],
}

/**
 * What a top-level item's own writable fields may be set to (hiding and pinning included; a
 * PATCH may move it too).
 */
function itemFields(kind: KindName, patch = false): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      name: fc.constantFrom('Renamed', 'Z'),
      hidden: fc.boolean(),
      pinned: fc.boolean(),
      ...(patch ? { sorting_position: fc.constantFrom('first', 'last', 0) } : {}),
      ...(kind === 'character' ? { essence: fc.integer({ min: 1, max: 5 }) } : {}),
    },
    { requiredKeys: [] },
  )
}

/** A child's writable text, or the whole create body of the kind. */
function childFields(kind: KindName): fc.Arbitrary<Record<string, unknown>> {
  const created = childBody(kind)[kind] as Record<string, unknown>
  return fc.oneof(fc.constant(created), fc.constant({ [textField(kind)]: 'Changed' }))
}

const combatantRefs = fc.constantFrom(
  { type: 'character', id: '@hero' },
  { type: 'character', id: '@loner' },
  { type: 'battlegroup', id: '@band' },
  { type: 'qc', id: '@qc' },
  { type: 'combat_actor', id: '@actor' },
)

/** An attempt to slip owner-only fields into a combatant reference (its own type kept). */
const combatant = fc.oneof(
  { weight: 4, arbitrary: combatantRefs },
  {
    weight: 1,
    arbitrary: fc.tuple(combatantRefs, ownerOnlyFields).map(([ref, forged]) => ({
      ...forged,
      ...ref,
    })),
  },
)

const itemRoutes = CHRONICLE_ITEM_KINDS.flatMap((name) => {
  const { plural } = KINDS[name]
  const item = id(...(TOP_LEVEL_REFS[name] ?? []))
  const base = `/api/v1/${plural}`
  const exported = fc
    .tuple(itemFields(name), maybeOwnerOnly, fc.boolean())
    .map(([fields, forged, outside]) => ({
      format: 'loom',
      version: 1,
      kind: name,
      item: {
        ...(name === 'character' ? { type: 'SolarCharacter' } : {}),
        ...fields,
        ...forged,
      },
      ...(outside ? forged : {}),
    }))
  const portrait = fc.oneof(fc.constant(PNG), strict(fc.constant({})))
  return [
    route('POST', base, {}, mixed(name, itemFields(name))),
    route('PATCH', `${base}/:id`, { id: item }, mixed(name, itemFields(name, true))),
    route('DELETE', `${base}/:id`, { id: item }),
    route('POST', `${base}/:id/duplicate`, { id: item }, maybeOwnerOnly),
    route('POST', `${base}/import`, {}, exported),
    route('PUT', `${base}/:id/portrait`, { id: item }, portrait),
    route('DELETE', `${base}/:id/portrait`, { id: item }),
  ]
})

/** The world's rows that hold children: the top-level items, a weapon and two qc attacks. */
const PARENT_REFS: Record<string, string[]> = {
  ...TOP_LEVEL_REFS,
  weapon: ['weapon_of_character'],
  qc_attack: ['qc_attack_of_qc', 'qc_attack_of_battlegroup'],
}

/** Every child kind under every parent it may have, as the app registers them. */
const childRoutes = Object.values(KINDS).flatMap((child) =>
  child.parents.flatMap((link) => {
    const onActor = link.kind === 'combat_actor'
    const param = onActor ? 'actorId' : 'parentId'
    const base = `/api/v1/${KINDS[link.kind].plural}/:${param}/${child.plural}`
    const parent = id(...(PARENT_REFS[link.kind] ?? []))
    const own = id(`${child.name}_of_${link.kind}`)
    const body = mixed(child.name, childFields(child.name))
    return [
      route('POST', base, { [param]: parent }, body),
      route('PATCH', `${base}/:id`, { [param]: parent, id: own }, body),
      route('DELETE', `${base}/:id`, { [param]: parent, id: own }),
    ]
  }),
)

const characterRoutes = [
  route(
    'POST',
    '/api/v1/characters/:id/change_type',
    { id: id('hero', 'loner') },
    strict(fc.record({ type: fc.constantFrom('LunarCharacter', 'Character', 'SolarCharacter') })),
  ),
  route('POST', '/api/v1/battlegroups/create_from_qc/:qcId', { qcId: id('qc') }, maybeOwnerOnly),
  route(
    'POST',
    '/api/v1/characters/:id/copy_charm',
    { id: id('hero', 'loner') },
    strict(fc.record({ charm_id: fc.constantFrom('@charm_of_character', 1, 2) })),
  ),
]

const actor = id('actor')
const combatActorRoutes = [
  route(
    'POST',
    '/api/v1/combat_actors',
    {},
    mixed(
      'combat_actor',
      fc.record({
        chronicle_id: fc.constant('@chronicle'),
        actor_type: fc.constantFrom('qc', 'battlegroup'),
        actor_id: fc.constantFrom('@qc', '@band'),
        name: fc.constant('Fielded'),
      }),
    ),
  ),
  route(
    'PATCH',
    '/api/v1/combat_actors/:id',
    { id: actor },
    mixed(
      'combat_actor',
      fc.record(
        { name: fc.constant('Renamed'), initiative: fc.integer({ min: -3, max: 20 }) },
        { requiredKeys: [] },
      ),
    ),
  ),
  route('DELETE', '/api/v1/combat_actors/:id', { id: actor }),
  route('POST', '/api/v1/combat_actors/:id/duplicate', { id: actor }, maybeOwnerOnly),
]

const chronicle = id('chronicle')
const inChronicle = '/api/v1/chronicles/:id'
const combatBodies: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  'combat/join_battle': fc.record({ combatant, successes: fc.integer({ min: 0, max: 8 }) }),
  'combat/initiative': fc.record(
    { combatant, initiative: fc.integer({ min: -5, max: 20 }), attacker: combatant },
    { requiredKeys: ['combatant', 'initiative'] },
  ),
  'combat/acted': fc.record({ combatant, acted: fc.boolean() }),
  'combat/leave': fc.record({ combatant }),
  'combat/next_round': fc.constant({}),
  'combat/end_combat': fc.constant({}),
  'st_actions/end_scene': fc.constant({}),
  'st_actions/respire': fc.record({
    motes: fc.integer({ min: 0, max: 20 }),
    include_qcs: fc.boolean(),
  }),
  'st_actions/recover_willpower': fc.record({
    willpower: fc.integer({ min: 0, max: 10 }),
    exceed_permanent: fc.boolean(),
    include_qcs: fc.boolean(),
  }),
  'st_actions/downtime': fc.record({ hours: fc.integer({ min: 0, max: 24 }) }),
}

/**
 * The request of issue 40's first hole: the storyteller's generic undo "restoring" `public:
 * true` on a member's hidden character, which published it. Kept as a fixed example.
 */
export const PUBLISH_THROUGH_UNDO: WriteRequest = {
  route: 'POST /api/v1/chronicles/:id/combat/undo',
  path: '/api/v1/chronicles/@chronicle/combat/undo',
  body: {
    changes: [
      { type: 'character', id: '@hero', before: { public: true }, after: { public: false } },
    ],
  },
}

/** Undo names a recorded move; the old forged form (`changes` saying what to write) too. */
const undoBody = fc.oneof(
  fc.record({
    move_id: fc.constantFrom('@move_by_owner', '@move_by_st', '@move_of_actor', '@move_of_band'),
  }),
  fc.integer({ min: 1, max: 12 }).map((move_id) => ({ move_id })),
  fc
    .tuple(combatantRefs, ownerOnlyFields, fc.option(fc.constant('@move_by_owner')))
    .map(([ref, forged, move]) => ({
      ...(move === null ? {} : { move_id: move }),
      changes: [{ ...ref, before: forged, after: { public: !forged.public } }],
    })),
  fc.constant(PUBLISH_THROUGH_UNDO.body),
)

const attackBody = fc.record(
  {
    attacker: combatant,
    target: combatant,
    attack: fc.constantFrom('withering', 'decisive'),
    weapon_id: fc.constantFrom(
      '@weapon_of_character',
      '@qc_attack_of_qc',
      '@qc_attack_of_battlegroup',
    ),
    defence_bonus: fc.integer({ min: -100, max: 100 }),
    visibility: fc.constantFrom('public', 'storyteller', 'private'),
  },
  { requiredKeys: ['attacker', 'target', 'attack', 'weapon_id'] },
)

const grappleBody = fc.record(
  {
    controller: combatant,
    held: combatant,
    action: fc.constantFrom('savage', 'throw', 'restrain', 'drag', 'release', 'escape'),
    attack: fc.constantFrom('withering', 'decisive'),
    weapon_id: fc.constantFrom('@weapon_of_character', '@qc_attack_of_qc'),
  },
  { requiredKeys: ['controller', 'held', 'action'] },
)

const combatRoutes = [
  ...Object.entries(combatBodies).map(([path, body]) =>
    route('POST', `${inChronicle}/${path}`, { id: chronicle }, strict(body)),
  ),
  route('POST', `${inChronicle}/combat/undo`, { id: chronicle }, undoBody),
  route('POST', `${inChronicle}/combat/attack`, { id: chronicle }, strict(attackBody)),
  route('POST', `${inChronicle}/combat/grapple`, { id: chronicle }, strict(grappleBody)),
  route(
    'POST',
    `${inChronicle}/combat/attack/undo`,
    { id: chronicle },
    strict(fc.record({ forget: fc.boolean() }, { requiredKeys: [] })),
  ),
]

const chronicleFields = fc.record(
  { name: fc.constant('Renamed'), notes: fc.constant('Notes') },
  { requiredKeys: [] },
)
const member = id('player', 'other', 'st', 'stranger')
const chronicleRoutes = [
  route('POST', '/api/v1/chronicles', {}, mixed('chronicle', chronicleFields)),
  route('PATCH', inChronicle, { id: chronicle }, mixed('chronicle', chronicleFields)),
  route('DELETE', inChronicle, { id: chronicle }),
  route('POST', `${inChronicle}/regen_invite_code`, { id: chronicle }),
  route('POST', `${inChronicle}/disable_invite_code`, { id: chronicle }),
  route(
    'POST',
    '/api/v1/chronicles/join',
    {},
    strict(fc.record({ invite_code: fc.constantFrom('@invite_code', 'not-a-code') })),
  ),
  route('POST', `${inChronicle}/remove_player/:playerId`, { id: chronicle, playerId: member }),
  // Discord: only a URL the server refuses, so that no request of this test leaves the machine.
  route(
    'PATCH',
    `${inChronicle}/discord`,
    { id: chronicle },
    strict(
      fc.record(
        {
          url: fc.constant('http://discord.com/api/webhooks/1/refused'),
          announce_rolls: fc.boolean(),
          announce_joins: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
    ),
  ),
  route('DELETE', `${inChronicle}/discord`, { id: chronicle }),
  route('POST', `${inChronicle}/discord/test`, { id: chronicle }),
  ...CHRONICLE_ITEM_KINDS.flatMap((name) => {
    const item = id(...(TOP_LEVEL_REFS[name] ?? []))
    return [
      route('POST', `${inChronicle}/add_${name}/:itemId`, { id: chronicle, itemId: item }),
      route('POST', `${inChronicle}/remove_${name}/:itemId`, { id: chronicle, itemId: item }),
    ]
  }),
]

/** An id the world has no row for yet, but a request of the sequence may have made. */
const madeInTheRun = fc.integer({ min: 1, max: 6 }).map(String)

const journalFields = fc.record(
  {
    title: fc.constantFrom('Session notes', 'Handout'),
    body: fc.constant('What happened'),
    visibility: fc.constantFrom('everyone', 'storyteller', 'chosen'),
    chosen_player_ids: fc.constant(['@other', '@player']),
  },
  { requiredKeys: [] },
)
const journalRoutes = [
  route('POST', `${inChronicle}/journal`, { id: chronicle }, strict(journalFields)),
  route(
    'PATCH',
    `${inChronicle}/journal/:entryId`,
    { id: chronicle, entryId: madeInTheRun },
    strict(journalFields),
  ),
  route('DELETE', `${inChronicle}/journal/:entryId`, { id: chronicle, entryId: madeInTheRun }),
]

/**
 * Handing over: the offers a non-owner may try are of items, which only their owner may offer.
 * The chronicle itself is left out: its storyteller hands it to a member by design, which the
 * property's "a chronicle's storyteller never changes" does not allow for; handover.test.ts
 * tries every way to break who may offer and accept it.
 */
const itemOffer = fc.constantFrom('character', 'qc', 'battlegroup').chain((thing) =>
  fc.record({
    thing_type: fc.constant(thing),
    thing_id: fc.constantFrom(...(TOP_LEVEL_REFS[thing] ?? []).map((name) => `@${name}`)),
    to_player_id: fc.constantFrom('@st', '@other', '@stranger', '@player'),
  }),
)
const handoverRoutes = [
  route('POST', `${inChronicle}/handover_offers`, { id: chronicle }, strict(itemOffer)),
  ...['accept', 'decline', 'withdraw'].map((answer) =>
    route('POST', `/api/v1/handover_offers/:id/${answer}`, { id: madeInTheRun }),
  ),
]

const awardRoutes = [
  route(
    'POST',
    `${inChronicle}/experience_awards`,
    { id: chronicle },
    strict(
      fc.record({
        character_ids: fc.constantFrom(['@hero'], ['@loner'], ['@hero', '@loner']),
        kind: fc.constantFrom('normal', 'exalt', 'craft_silver'),
        amount: fc.integer({ min: 1, max: 5 }),
        reason: fc.constant('For the session'),
      }),
    ),
  ),
]

const entry = id('own_entry', 'chronicle_entry', 'chronicle_band_entry')
const libraryRoutes = [
  route(
    'POST',
    '/api/v1/library_entries',
    {},
    strict(
      fc.oneof(
        fc.record({
          kind: fc.constant('merit'),
          chronicle_id: fc.constantFrom('@chronicle', null),
          document: fc.constant({ merit_name: 'Saved' }),
        }),
        fc.record({
          kind: fc.constantFrom('battlegroup', 'weapon'),
          source: fc.constantFrom(
            { kind: 'battlegroup', id: '@band' },
            { kind: 'weapon', id: '@weapon_of_character' },
          ),
        }),
      ),
    ),
  ),
  route(
    'PATCH',
    '/api/v1/library_entries/:id',
    { id: entry },
    strict(fc.record({ name: fc.constant('Renamed'), tags: fc.constant(['x']) })),
  ),
  route('DELETE', '/api/v1/library_entries/:id', { id: entry }),
  route(
    'POST',
    '/api/v1/library_entries/:id/copy',
    { id: entry },
    strict(
      fc.record(
        {
          character_id: fc.constantFrom('@hero', '@loner'),
          chronicle_id: fc.constant('@chronicle'),
        },
        { requiredKeys: [] },
      ),
    ),
  ),
]

const roll = fc.record(
  {
    dice: fc.integer({ min: 1, max: 10 }),
    character_type: fc.constant('character'),
    character_id: fc.constantFrom('@hero', '@loner'),
    spend: fc.constant({ motes: 1, pool: 'personal', mute: true, willpower: 0 }),
    join_battle: fc.boolean(),
    visibility: fc.constantFrom('public', 'private'),
    // One interval of an extended roll: a working (roller and ST only) or a craft project.
    extended: fc.constantFrom(
      { list: 'workings', id: 'wk001' },
      { list: 'craft_projects', id: 'cp001' },
    ),
    influence: fc.record({
      action: fc.constantFrom('persuade', 'read_intentions'),
      target_type: fc.constantFrom('character', 'qc'),
      target_id: fc.constantFrom('@hero', '@qc'),
    }),
  },
  { requiredKeys: ['dice'] },
)
const rollRoutes = [
  route('POST', `${inChronicle}/rolls`, { id: chronicle }, mixed('roll', roll)),
  route('POST', '/api/v1/rolls', {}, mixed('roll', roll)),
  route('DELETE', `${inChronicle}/rolls`, { id: chronicle }),
  route('DELETE', '/api/v1/rolls'),
]

const accountRoutes = [
  route(
    'PATCH',
    '/api/v1/players/:id',
    { id: member },
    mixed('player', fc.record({ display_name: fc.constant('Renamed') })),
  ),
  route('DELETE', '/api/v1/players'),
  route('POST', '/api/v1/cable_ticket'),
  route('POST', '/api/v1/sign_in_methods/passkey/options'),
  route('POST', '/api/v1/sign_in_methods/passkey', {}, fc.constant({ credential: {} })),
  route('DELETE', '/api/v1/sign_in_methods/:id', { id: fc.constantFrom('1', '2', '999') }),
]

export const WRITE_ROUTES: readonly WriteRoute[] = [
  ...itemRoutes,
  ...childRoutes,
  ...characterRoutes,
  ...combatActorRoutes,
  ...combatRoutes,
  ...chronicleRoutes,
  ...journalRoutes,
  ...handoverRoutes,
  ...awardRoutes,
  ...libraryRoutes,
  ...rollRoutes,
  ...accountRoutes,
]
