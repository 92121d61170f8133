/**
 * The live protocol between the server's /cable and the web app: Action Cable's JSON frames
 * (so the stock @rails/actioncable client works unchanged) carrying Loom's live events.
 * Bump PROTOCOL_VERSION whenever a shape here changes incompatibly.
 */
import { z } from 'zod'
import { rollRecordSchema } from './dice/roll-record.ts'
import { handoverOfferSchema } from './handover-offer.ts'
import { sessionLogLineSchema } from './happenings.ts'
import { journalEntrySchema } from './journal/journal-entry.ts'
import { PROTOCOL_VERSION } from './protocol-version.ts'
import { assocOf, KIND_NAMES, KINDS, type KindName } from './schemas/registry.ts'

export { PROTOCOL_VERSION }

export const CABLE_PATH = '/cable'
/** Subprotocols the stock client offers; the server answers with the first. */
export const CABLE_SUBPROTOCOLS = ['actioncable-v1-json', 'actioncable-unsupported'] as const
/**
 * The client proves who it is with one more subprotocol, `loom-token.<session token>`, added
 * with `consumer.addSubProtocol`, so the token never appears in a URL.
 */
export const AUTH_SUBPROTOCOL_PREFIX = 'loom-token.'
export const PING_INTERVAL_SECONDS = 3
export const CHRONICLE_CHANNEL = 'ChronicleChannel'
/** Commands are tiny; anything bigger is refused before parsing. */
export const MAX_COMMAND_BYTES = 4096
export const MAX_SOCKETS_PER_PLAYER = 10

/** The subprotocol carrying a session token. */
export function authSubprotocol(token: string): string {
  return `${AUTH_SUBPROTOCOL_PREFIX}${token}`
}

/** The session token among the offered subprotocols, if any. */
export function tokenFromSubprotocols(offered: readonly string[]): string | null {
  const carrier = offered.find((protocol) => protocol.startsWith(AUTH_SUBPROTOCOL_PREFIX))
  return carrier === undefined ? null : carrier.slice(AUTH_SUBPROTOCOL_PREFIX.length) || null
}

// ---- Client → server -------------------------------------------------------------------

const cableCommandSchema = z.strictObject({
  command: z.enum(['subscribe', 'unsubscribe', 'message'], {
    error: 'command must be subscribe, unsubscribe or message',
  }),
  /** A JSON string, e.g. `{"channel":"ChronicleChannel","id":7}`; echoed back verbatim. */
  identifier: z.string({ error: 'identifier must be a JSON string' }),
  data: z.string().optional(),
})
type CableCommand = z.infer<typeof cableCommandSchema>

/** The parsed identifier of a ChronicleChannel subscription: the subscriber's player id. */
const chronicleChannelIdentifierSchema = z.strictObject({
  channel: z.literal(CHRONICLE_CHANNEL, { error: `channel must be ${CHRONICLE_CHANNEL}` }),
  id: z.int({ error: 'id must be a player id' }).positive({ error: 'id must be a player id' }),
})
type ChronicleChannelIdentifier = z.infer<typeof chronicleChannelIdentifierSchema>

/** The identifier string the client sends for its own stream. */
export function chronicleChannelIdentifier(playerId: number): string {
  return JSON.stringify({ channel: CHRONICLE_CHANNEL, id: playerId })
}

/** A raw frame from a client, decoded; null when it is not a well-formed command. */
export function parseCableCommand(raw: string): CableCommand | null {
  if (raw.length > MAX_COMMAND_BYTES) return null
  const parsed = cableCommandSchema.safeParse(parseJson(raw))
  return parsed.success ? parsed.data : null
}

/** A subscription identifier, decoded; null when it does not name a ChronicleChannel stream. */
export function parseChronicleChannelIdentifier(
  identifier: string,
): ChronicleChannelIdentifier | null {
  const parsed = chronicleChannelIdentifierSchema.safeParse(parseJson(identifier))
  return parsed.success ? parsed.data : null
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

// ---- Live events ---------------------------------------------------------------------------

/** Where lists live in the client's store: a kind's plural, e.g. `characters`, `players`. */
const pluralSchema = z.enum(
  Object.values(KINDS).map((kind) => kind.plural) as [string, ...string[]],
)
const kindSchema = z.enum(KIND_NAMES)
const idSchema = z.int().positive()
const fieldsSchema = z.record(z.string(), z.unknown())

const placement = {
  type: kindSchema,
  id: idSchema,
  /** The list holding the item: `players`/owner for top-level items, the parent for children. */
  parent_type: pluralSchema.nullable(),
  parent_id: idSchema.nullable(),
  assoc: z.string().nullable(),
  /** The chronicle of the top-level item concerned, if any. */
  chronicle_id: idSchema.nullable(),
  /** The entity's version after the change; a client ignores events older than what it has. */
  version: z.int().min(0),
}

export const liveEventSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('create'),
    ...placement,
    /** The whole entity as JSON text, as the viewer may see it (secrets removed). */
    entity: z.string(),
    changes: z.null(),
  }),
  z.strictObject({
    event: z.literal('update'),
    ...placement,
    entity: z.null(),
    /** Changed fields with their new values (timestamps as ISO strings). */
    changes: fieldsSchema,
  }),
  z.strictObject({
    event: z.literal('destroy'),
    ...placement,
    entity: z.null(),
    changes: z.null(),
  }),
])
export type LiveEvent = z.infer<typeof liveEventSchema>
export type LiveEventPlacement = Omit<LiveEvent, 'event' | 'entity' | 'changes'>

/**
 * The roll log's events, beside the entity events: a new roll, to exactly the players who may
 * see it, and a cleared log (a chronicle's, or a player's personal one, `chronicle_id` null).
 * Clients built before rolls existed skip them: they parse entity events only.
 */
export const rollEventSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('roll'),
    chronicle_id: idSchema.nullable(),
    roll: rollRecordSchema,
  }),
  z.strictObject({ event: z.literal('rolls_cleared'), chronicle_id: idSchema.nullable() }),
])
export type RollEvent = z.infer<typeof rollEventSchema>

/**
 * A handover offer made, or closed (accepted, declined, withdrawn, cancelled): to its two
 * parties and its chronicle's storyteller. What the acceptance changed arrives as the usual
 * entity events. Clients built before handovers skip it.
 */
export const handoverOfferEventSchema = z.strictObject({
  event: z.literal('handover_offer'),
  chronicle_id: idSchema,
  offer: handoverOfferSchema,
})
export type HandoverOfferEvent = z.infer<typeof handoverOfferEventSchema>

/**
 * The journal's events: an entry created or changed, whole, to exactly those who may read it
 * now; `journal_entry_removed` to those who could read it and no longer can (it was deleted,
 * or its visibility narrowed). Clients built before the journal skip them.
 */
export const journalEventSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('journal_entry'),
    chronicle_id: idSchema,
    entry: journalEntrySchema,
  }),
  z.strictObject({
    event: z.literal('journal_entry_removed'),
    chronicle_id: idSchema,
    id: idSchema,
    /** The entry's version when it left the reader's sight. */
    version: z.int().min(1),
  }),
])
export type JournalEvent = z.infer<typeof journalEventSchema>

/**
 * A new line of a chronicle's session log, to exactly the players who may read it. Clients
 * built before the log existed skip it, as they skip any message they cannot parse.
 */
export const logLineEventSchema = z.strictObject({
  event: z.literal('log_line'),
  chronicle_id: idSchema,
  line: sessionLogLineSchema,
})
export type LogLineEvent = z.infer<typeof logLineEventSchema>

/** Every message the ChronicleChannel carries. */
export const liveMessageSchema = z.union([
  liveEventSchema,
  rollEventSchema,
  handoverOfferEventSchema,
  journalEventSchema,
  logLineEventSchema,
])
export type LiveMessage = LiveEvent | RollEvent | HandoverOfferEvent | JournalEvent | LogLineEvent

/** A stored row as the live channel sees it: the registry says which fields place it. */
type StoredRow = { readonly id: number; readonly version: number } & Readonly<
  Record<string, unknown>
>

/**
 * Where an entity sits in the client's store: top-level items and chronicles under their
 * owner (`players`), children under their parent, players nowhere. `chronicleId` is the
 * chronicle of the top-level item concerned (for a child, its ancestor's).
 */
export function eventPlacement(
  kind: KindName,
  row: StoredRow,
  chronicleId: number | null,
): LiveEventPlacement {
  const definition = KINDS[kind]
  const common = { type: kind, id: row.id, version: row.version, chronicle_id: chronicleId }
  if (kind === 'player') return { ...common, parent_type: null, parent_id: null, assoc: null }
  if (definition.parentIdField === null) {
    const ownerId = (kind === 'chronicle' ? row.st_id : row.player_id) as number
    return { ...common, parent_type: 'players', parent_id: ownerId, assoc: definition.plural }
  }
  const parentKind = (
    definition.parentTypeField === null
      ? definition.parents[0]!.kind
      : row[definition.parentTypeField]
  ) as KindName
  return {
    ...common,
    parent_type: KINDS[parentKind].plural,
    parent_id: row[definition.parentIdField] as number,
    assoc: assocOf(definition, row, parentKind),
  }
}

/** A create event; the entity must already be stripped for its recipient. */
export function createEvent(place: LiveEventPlacement, entity: object): LiveEvent {
  return { event: 'create', ...place, entity: JSON.stringify(entity), changes: null }
}

export function updateEvent(
  place: LiveEventPlacement,
  changes: Record<string, unknown>,
): LiveEvent {
  return { event: 'update', ...place, entity: null, changes }
}

/** Also sent to viewers who lose sight of an item (hidden, removed from their chronicle). */
export function destroyEvent(place: LiveEventPlacement): LiveEvent {
  return { event: 'destroy', ...place, entity: null, changes: null }
}

/** The entity of a create event, decoded. */
export function eventEntity(event: LiveEvent): Record<string, unknown> | null {
  if (event.entity === null) return null
  const decoded = parseJson(event.entity)
  return fieldsSchema.safeParse(decoded).success ? (decoded as Record<string, unknown>) : null
}

// ---- Server → client -----------------------------------------------------------------------

const DISCONNECT_REASONS = ['unauthorized', 'invalid_request', 'server_restart', 'remote'] as const
export type DisconnectReason = (typeof DISCONNECT_REASONS)[number]

/**
 * The server's first frame on every socket. `protocol_version` is the server's
 * PROTOCOL_VERSION: a client built for an older one asks to be reloaded.
 */
const welcomeFrameSchema = z.strictObject({
  type: z.literal('welcome'),
  protocol_version: z.int().optional(),
})

/** The protocol version a raw frame tells, when it is a welcome that tells one; else null. */
export function welcomeProtocolVersion(raw: string): number | null {
  const parsed = welcomeFrameSchema.safeParse(parseJson(raw))
  return parsed.success ? (parsed.data.protocol_version ?? null) : null
}

export const cableFrameSchema = z.union([
  welcomeFrameSchema,
  /** `message` is the server's clock in unix seconds. */
  z.strictObject({ type: z.literal('ping'), message: z.int() }),
  z.strictObject({ type: z.literal('confirm_subscription'), identifier: z.string() }),
  z.strictObject({ type: z.literal('reject_subscription'), identifier: z.string() }),
  z.strictObject({
    type: z.literal('disconnect'),
    reason: z.enum(DISCONNECT_REASONS),
    reconnect: z.boolean(),
  }),
  z.strictObject({ identifier: z.string(), message: liveMessageSchema }),
])
export type CableFrame = z.infer<typeof cableFrameSchema>

export const cableFrames = {
  welcome: (): CableFrame => ({ type: 'welcome', protocol_version: PROTOCOL_VERSION }),
  ping: (unixSeconds: number): CableFrame => ({ type: 'ping', message: Math.floor(unixSeconds) }),
  confirm: (identifier: string): CableFrame => ({ type: 'confirm_subscription', identifier }),
  reject: (identifier: string): CableFrame => ({ type: 'reject_subscription', identifier }),
  disconnect: (reason: DisconnectReason, reconnect: boolean): CableFrame => ({
    type: 'disconnect',
    reason,
    reconnect,
  }),
  event: (identifier: string, message: LiveMessage): CableFrame => ({ identifier, message }),
}
