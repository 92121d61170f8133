import type { Generated, Kysely, Selectable } from 'kysely'

/**
 * The tables as the server sees them, identical on both engines: ids are numbers and
 * timestamps are ISO-8601 UTC strings with milliseconds (see database.ts for the PostgreSQL
 * type parsers that make it so).
 */
export interface Tables {
  players: PlayersTable
  identities: IdentitiesTable
  sign_in_challenges: SignInChallengesTable
  chronicles: ChroniclesTable
  chronicle_players: ChroniclePlayersTable
  combat_actors: CombatActorsTable
  rolls: RollsTable
  combat_resolutions: CombatResolutionsTable
  combat_moves: CombatMovesTable
  portraits: PortraitsTable
  library_entries: LibraryEntriesTable
  handover_offers: HandoverOffersTable
  session_log_lines: SessionLogLinesTable
  session_log_readers: SessionLogReadersTable
  combat_rounds: CombatRoundsTable
  chronicle_webhooks: ChronicleWebhooksTable
  journal_entries: JournalEntriesTable
  journal_entry_players: JournalEntryPlayersTable
  item_history: ItemHistoryTable
}

export type Db = Kysely<Tables>

export interface PlayersTable {
  id: Generated<number>
  display_name: string
  /** The sign-in e-mail; never sent to anyone. */
  email: string | null
  created_at: string
  updated_at: string
  version: Generated<number>
}

export interface IdentitiesTable {
  id: Generated<number>
  player_id: number
  provider: string
  uid: string
  email: string | null
  /** A passkey's COSE public key, base64url; null for a provider's identity. */
  public_key: string | null
  /** A passkey's signature counter as last seen; null for a provider's identity. */
  sign_count: number | null
  /** A passkey's transports, comma-separated, handed back to the browser as hints. */
  transports: string | null
  last_used_at: string | null
  created_at: string
  updated_at: string
}

/** A single-use passkey challenge or OAuth state (see migration 0011). */
export interface SignInChallengesTable {
  challenge: string
  purpose: string
  player_id: number | null
  display_name: string | null
  expires_at: string
}

export type IdentityRow = Selectable<IdentitiesTable>

export type PlayerRow = Selectable<PlayersTable>

export interface ChroniclesTable {
  id: Generated<number>
  st_id: number
  name: string
  /** Null while the storyteller has disabled joining. */
  invite_code: string | null
  /** JSON text: the writable fields that are not columns (notes). */
  document: string
  version: Generated<number>
  created_at: string
  updated_at: string
}

export interface ChroniclePlayersTable {
  id: Generated<number>
  chronicle_id: number
  player_id: number
  created_at: string
}

export type ChronicleRow = Selectable<ChroniclesTable>

export interface CombatActorsTable {
  id: Generated<number>
  player_id: number
  chronicle_id: number
  /** Exactly one of qc_id and battlegroup_id names what the actor stands for. */
  qc_id: number | null
  battlegroup_id: number | null
  revision: Generated<number>
  version: Generated<number>
  created_at: string
  updated_at: string
  /** JSON text: every writable combat actor field. */
  document: string
}

export type CombatActorRow = Selectable<CombatActorsTable>

export interface RollsTable {
  id: Generated<number>
  /** Null for a personal roll. */
  chronicle_id: number | null
  player_id: number
  character_type: string | null
  character_id: number | null
  visibility: string
  /** An attack's: the owner of the combatant attacked, who sees the roll whatever its visibility. */
  target_player_id: number | null
  /** JSON text: the request as acted on (target number, doubles, rerolls, label, spend). */
  settings: string
  /** JSON text: the faces, the rerolled faces, successes, botch, and a Join Battle's Initiative. */
  result: string
  created_at: string
}

export type RollRow = Selectable<RollsTable>

export interface CombatResolutionsTable {
  id: Generated<number>
  chronicle_id: number
  /** Who resolved it. */
  player_id: number
  /** JSON text: attacker, target, kind of attack, hit, the changes made and the rolls logged. */
  document: string
  created_at: string
}

export type CombatResolutionRow = Selectable<CombatResolutionsTable>

export interface CombatMovesTable {
  id: Generated<number>
  chronicle_id: number
  /** Who made the move. */
  player_id: number
  /** JSON text: the changes the move made, each combatant's fields before and after. */
  document: string
  created_at: string
}

export type CombatMoveRow = Selectable<CombatMovesTable>

export interface PortraitsTable {
  id: Generated<number>
  /** Exactly one of the three names the item the portrait belongs to. */
  character_id: number | null
  qc_id: number | null
  battlegroup_id: number | null
  /** One of core's PORTRAIT_TYPES, read from the bytes. */
  content_type: string
  /** A Buffer from better-sqlite3 and from pg alike. */
  bytes: Buffer
  /** Hex SHA-256 of the bytes: the ETag, and the item's `portrait_digest`. */
  digest: string
  created_at: string
}

export interface LibraryEntriesTable {
  id: Generated<number>
  /** Who saved it: an own entry's owner, a chronicle entry's creator. */
  player_id: number
  /** Null for an entry of the player's own library. */
  chronicle_id: number | null
  kind: string
  name: string
  /** JSON text: the entry's tags, a list of lower-case strings. */
  tags: string
  /** JSON text: the saved item's fields and the rows under it. */
  document: string
  version: Generated<number>
  created_at: string
  updated_at: string
}

export type LibraryEntryRow = Selectable<LibraryEntriesTable>

/** A handover offer (see migration 0016). */
export interface HandoverOffersTable {
  id: Generated<number>
  chronicle_id: number
  thing_type: string
  thing_id: number
  thing_name: string
  from_player_id: number
  to_player_id: number
  status: string
  version: Generated<number>
  created_at: string
  updated_at: string
}

/** The chronicle's journal (migration 0013). */
export interface JournalEntriesTable {
  id: Generated<number>
  chronicle_id: number
  author_id: number
  title: string
  /** Markdown. */
  body: string
  session_number: number | null
  /** `YYYY-MM-DD`. */
  session_date: string | null
  /** One of core's JOURNAL_VISIBILITIES. */
  visibility: string
  version: Generated<number>
  created_at: string
  updated_at: string
}

export type HandoverOfferRow = Selectable<HandoverOffersTable>

export interface SessionLogLinesTable {
  id: Generated<number>
  chronicle_id: number
  /** The happening's kind (core's HappeningKind). */
  kind: string
  /** The whole chronicle may read it; otherwise the storyteller and its readers. */
  everyone: boolean | number
  /** JSON text: the happening's subject (core's HappeningSubject). */
  document: string
  at: string
}

export type SessionLogLineRow = Selectable<SessionLogLinesTable>

export interface SessionLogReadersTable {
  line_id: number
  player_id: number
}

export interface CombatRoundsTable {
  chronicle_id: number
  round: number
}
/** A chronicle's Discord webhook (see migration 0015); the URL never leaves the server. */
export interface ChronicleWebhooksTable {
  chronicle_id: number
  url: string
  /** Booleans on PostgreSQL, 0/1 on SQLite. */
  announce_rolls: boolean | number
  announce_attacks: boolean | number
  announce_combat: boolean | number
  announce_joins: boolean | number
  last_failure: string | null
  last_failure_at: string | null
  updated_at: string
}

export type ChronicleWebhookRow = Selectable<ChronicleWebhooksTable>

export type JournalEntryRow = Selectable<JournalEntriesTable>

/** The players a `chosen` journal entry is shown to. */
export interface JournalEntryPlayersTable {
  entry_id: number
  player_id: number
}

/** One change to a top-level item or a child under it (migration 0014). */
export interface ItemHistoryTable {
  id: Generated<number>
  item_type: string
  item_id: number
  child_kind: string | null
  child_id: number | null
  /** Who made the change; null when no signed-in player did. */
  player_id: number | null
  event: string
  /** JSON text: each changed field's value before and after, `{ field: [from, to] }`. */
  changes: string
  created_at: string
}

export type ItemHistoryRow = Selectable<ItemHistoryTable>
