import { describe, expect, it } from 'vitest'
import {
  authSubprotocol,
  CABLE_SUBPROTOCOLS,
  cableFrames,
  chronicleChannelIdentifier,
  createEvent,
  destroyEvent,
  eventEntity,
  eventPlacement,
  type KindName,
  type LiveEventPlacement,
  liveEventSchema,
  PROTOCOL_VERSION,
  parseCableCommand,
  parseChronicleChannelIdentifier,
  tokenFromSubprotocols,
  updateEvent,
  welcomeProtocolVersion,
} from '../src/index.ts'
import { cableFrameSchema, MAX_COMMAND_BYTES } from '../src/protocol.ts'

describe('commands from the client', () => {
  it('reads a subscribe command for the player’s own stream, as the stock client sends it', () => {
    const identifier = chronicleChannelIdentifier(7)
    const command = parseCableCommand(JSON.stringify({ command: 'subscribe', identifier }))
    expect(command).toEqual({
      command: 'subscribe',
      identifier: '{"channel":"ChronicleChannel","id":7}',
    })
    expect(parseChronicleChannelIdentifier(command!.identifier)).toEqual({
      channel: 'ChronicleChannel',
      id: 7,
    })
  })

  it.each([
    ['text that is not JSON', 'subscribe please'],
    ['an unknown command', JSON.stringify({ command: 'shout', identifier: '{}' })],
    ['a command without identifier', JSON.stringify({ command: 'subscribe' })],
    [
      'an identifier that is an object, not a string',
      JSON.stringify({ command: 'subscribe', identifier: {} }),
    ],
    ['an extra key', JSON.stringify({ command: 'subscribe', identifier: '{}', token: 'x' })],
    [
      'a frame over the size limit',
      JSON.stringify({ command: 'message', identifier: '{}', data: 'x'.repeat(MAX_COMMAND_BYTES) }),
    ],
  ])('refuses %s', (_, raw) => {
    expect(parseCableCommand(raw)).toBeNull()
  })

  it.each([
    ['another channel', '{"channel":"AdminChannel","id":7}'],
    ['a player id given as text', '{"channel":"ChronicleChannel","id":"7"}'],
    ['no player id', '{"channel":"ChronicleChannel"}'],
    ['a zero player id', '{"channel":"ChronicleChannel","id":0}'],
    ['broken JSON', '{"channel":'],
  ])('does not accept an identifier naming %s', (_, identifier) => {
    expect(parseChronicleChannelIdentifier(identifier)).toBeNull()
  })

  it('finds the session token among the offered subprotocols, and nothing when it is absent', () => {
    const offered = [...CABLE_SUBPROTOCOLS, authSubprotocol('abc.def.ghi')]
    expect(tokenFromSubprotocols(offered)).toBe('abc.def.ghi')
    expect(tokenFromSubprotocols(CABLE_SUBPROTOCOLS)).toBeNull()
    expect(tokenFromSubprotocols([authSubprotocol('')])).toBeNull()
  })
})

describe('frames from the server', () => {
  const place: LiveEventPlacement = {
    type: 'character',
    id: 44,
    parent_type: 'players',
    parent_id: 7,
    assoc: 'characters',
    chronicle_id: null,
    version: 3,
  }

  it.each([
    ['welcome', cableFrames.welcome()],
    ['ping', cableFrames.ping(1_700_000_000.9)],
    ['confirm', cableFrames.confirm(chronicleChannelIdentifier(7))],
    ['reject', cableFrames.reject(chronicleChannelIdentifier(8))],
    ['disconnect', cableFrames.disconnect('unauthorized', false)],
    [
      'event',
      cableFrames.event(chronicleChannelIdentifier(7), updateEvent(place, { attr_wits: 4 })),
    ],
  ])('builds a %s frame that the schema accepts', (_, frame) => {
    expect(cableFrameSchema.parse(JSON.parse(JSON.stringify(frame)))).toEqual(frame)
  })

  it('announces the protocol version on welcome and pings in whole unix seconds', () => {
    expect(cableFrames.welcome()).toEqual({ type: 'welcome', protocol_version: PROTOCOL_VERSION })
    expect(cableFrames.ping(1_700_000_000.9)).toEqual({ type: 'ping', message: 1_700_000_000 })
  })

  it('reads the protocol version a raw welcome frame tells, and nothing from other frames', () => {
    expect(welcomeProtocolVersion(JSON.stringify(cableFrames.welcome()))).toBe(PROTOCOL_VERSION)
    expect(welcomeProtocolVersion('{"type":"welcome"}')).toBeNull()
    expect(welcomeProtocolVersion(JSON.stringify(cableFrames.ping(1_700_000_000)))).toBeNull()
    expect(welcomeProtocolVersion('not json')).toBeNull()
  })

  it('refuses a disconnect with an unknown reason', () => {
    const frame = { type: 'disconnect', reason: 'bored', reconnect: true }
    expect(cableFrameSchema.safeParse(frame).success).toBe(false)
  })

  it('carries the entity of a create as JSON text that decodes back', () => {
    const event = createEvent(place, { id: 44, name: 'Zan' })
    expect(liveEventSchema.parse(event)).toEqual(event)
    expect(eventEntity(event)).toEqual({ id: 44, name: 'Zan' })
  })

  it.each([
    ['a create without entity', { ...destroyEvent(place), event: 'create' }],
    ['an update without changes', { ...destroyEvent(place), event: 'update' }],
    ['a destroy with changes', { ...updateEvent(place, { name: 'x' }), event: 'destroy' }],
    ['an unknown event', { ...destroyEvent(place), event: 'touch' }],
    ['an unknown kind', { ...destroyEvent(place), type: 'dragon' }],
    ['an entity id given as text', { ...destroyEvent(place), id: '44' }],
  ])('refuses %s', (_, event) => {
    expect(liveEventSchema.safeParse(event).success).toBe(false)
  })
})

describe('where an event places its entity', () => {
  const row = (fields: Record<string, unknown>) => ({ id: 5, version: 2, ...fields })
  it.each<
    [string, KindName, Record<string, unknown>, [string | null, number | null, string | null]]
  >([
    ['a character, under its owner', 'character', { player_id: 7 }, ['players', 7, 'characters']],
    [
      'a battlegroup, under its owner',
      'battlegroup',
      { player_id: 7 },
      ['players', 7, 'battlegroups'],
    ],
    [
      'a combat actor, under its owner',
      'combat_actor',
      { player_id: 2 },
      ['players', 2, 'combat_actors'],
    ],
    ['a chronicle, under its storyteller', 'chronicle', { st_id: 2 }, ['players', 2, 'chronicles']],
    ['a player, nowhere', 'player', {}, [null, null, null]],
    ['a merit, under its character', 'merit', { character_id: 44 }, ['characters', 44, 'merits']],
    [
      'an ability charm, in charms',
      'charm',
      { character_id: 44, charm_type: 'Ability' },
      ['characters', 44, 'charms'],
    ],
    [
      'a martial arts charm, in martial_arts_charms',
      'charm',
      { character_id: 44, charm_type: 'MartialArts' },
      ['characters', 44, 'martial_arts_charms'],
    ],
    [
      'an evocation, in evocations',
      'charm',
      { character_id: 44, charm_type: 'Evocation' },
      ['characters', 44, 'evocations'],
    ],
    ['a spell of a qc', 'spell', { sorcerer_type: 'qc', sorcerer_id: 9 }, ['qcs', 9, 'spells']],
    [
      'a poison on a weapon',
      'poison',
      { poisonable_type: 'weapon', poisonable_id: 3 },
      ['weapons', 3, 'poisons'],
    ],
    [
      'an attack of a battlegroup',
      'qc_attack',
      { qc_attackable_type: 'battlegroup', qc_attackable_id: 8 },
      ['battlegroups', 8, 'qc_attacks'],
    ],
    ['a qc charm, under its qc', 'qc_charm', { qc_id: 9 }, ['qcs', 9, 'qc_charms']],
  ])('%s', (_, kind, fields, [parentType, parentId, assoc]) => {
    expect(eventPlacement(kind, row(fields), 10)).toEqual({
      type: kind,
      id: 5,
      version: 2,
      chronicle_id: 10,
      parent_type: parentType,
      parent_id: parentId,
      assoc,
    })
  })
})
