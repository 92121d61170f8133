import type {
  Battlegroup as BattlegroupEntity,
  Character as CharacterEntity,
  Charm,
  Chronicle as ChronicleEntity,
  CombatActor,
  FullBattlegroup,
  FullCharacter,
  FullCombatActor,
  FullQc,
  FullQcAttack,
  FullWeapon,
  Merit,
  Player as PlayerEntity,
  Poison,
  QcAttack,
  QcCharm,
  Qc as QcEntity,
  QcMerit,
  Spell,
  Weapon,
} from '@loom/core'

// Rows as the normalized store keeps them, typed by core's schemas: embedded lists become id
// lists, and any field a summary leaves out may be missing.

export type Id = number

/**
 * A row of any kind: as the API answers it (lists still embedded) and as the store's generic
 * code (merging, linking, live events) handles it.
 */
export interface Row {
  id: Id
  version?: number
  created_at?: string
  updated_at?: string
  [field: string]: unknown
}

/** The embedded lists of an API row: the fields its `Full` form adds to the entity. */
type ListsOf<Entity, Full> = Exclude<keyof Full, keyof Entity> & string

/**
 * Core's `Entity` as the store keeps it: the `Kept` fields always there (summaries carry
 * them), every other field possibly missing, each list of `Lists` as the ids of its rows.
 */
export type Stored<Entity, Kept extends keyof Entity = never, Lists extends string = never> = Row &
  Pick<Entity, Kept> &
  Partial<Omit<Entity, Kept | Lists>> &
  Partial<Record<Lists, Id[]>>

/** The block every summary of a character, QC or battlegroup carries (api.md §6.3). */
type AssetField =
  | 'name'
  | 'player_id'
  | 'chronicle_id'
  | 'hidden'
  | 'public'
  | 'pinned'
  | 'sorting'
  | 'chronicle_sorting'

export type Character = Stored<
  CharacterEntity,
  AssetField | 'type',
  ListsOf<CharacterEntity, FullCharacter>
>
export type Qc = Stored<QcEntity, AssetField, ListsOf<QcEntity, FullQc>>
export type Battlegroup = Stored<
  BattlegroupEntity,
  AssetField,
  ListsOf<BattlegroupEntity, FullBattlegroup>
>
/** A character, QC or battlegroup, as pages and cards common to the three see it. */
export type Asset = Character | Qc | Battlegroup

/** The player's summary of their items and chronicles; a chronicle's people carry less. */
export type Player = Stored<
  PlayerEntity,
  'display_name',
  'characters' | 'qcs' | 'battlegroups' | 'chronicles' | 'own_chronicles'
>

/**
 * A chronicle: its summary in the player's lists, or the whole of it with the ids of its
 * people and contents; its storyteller (`st`) arrives as a player and is kept by id.
 */
export type Chronicle = Stored<
  ChronicleEntity,
  'name' | 'st_id',
  'players' | 'characters' | 'qcs' | 'battlegroups' | 'combat_actors'
> & { st?: Id }

/** A storyteller's copy of a QC or battlegroup in a chronicle's combat; always loaded whole. */
export type CombatActorRow = Stored<
  CombatActor,
  'name' | 'player_id' | 'chronicle_id',
  ListsOf<CombatActor, FullCombatActor>
>

/** The row type of each kind the store keeps, by the store's (plural) key. */
export interface StoredRows {
  players: Player
  chronicles: Chronicle
  characters: Character
  qcs: Qc
  battlegroups: Battlegroup
  combat_actors: CombatActorRow
  weapons: Stored<Weapon, never, ListsOf<Weapon, FullWeapon>>
  merits: Stored<Merit>
  charms: Stored<Charm>
  spells: Stored<Spell>
  poisons: Stored<Poison>
  qc_attacks: Stored<QcAttack, never, ListsOf<QcAttack, FullQcAttack>>
  qc_merits: Stored<QcMerit>
  qc_charms: Stored<QcCharm>
}

export interface AuthProviders {
  google: boolean
  developer: boolean
  /** Passkeys need no configuration; absent only from a server that predates them. */
  passkey?: boolean
  /** Every sign-in through another site the server knows, configured by the host or not. */
  providers?: SignInProviderInfo[]
}

export interface SignInProviderInfo {
  /** Its sign-in form posts to /auth/<id>. */
  id: string
  label: string
  configured: boolean
}

/** One of the signed-in player's ways in, as Settings lists them. */
export interface SignInMethod {
  id: number
  kind: 'passkey' | 'provider'
  provider: string
  label: string
  email: string | null
  created_at: string
  last_used_at: string | null
}
