import type { Character as CoreCharacter } from '@loom/core'

// Rows as the normalized store keeps them: the API's fields (core's schemas give their
// types), with embedded lists replaced by id lists, and any field possibly missing from a
// summary. Only the fields the shell reads are named; the rest passes through untouched.

export type Id = number

export interface Row {
  id: Id
  version?: number
  created_at?: string
  updated_at?: string
  [field: string]: unknown
}

/** The block shared by characters, QCs and battlegroups (api.md §6.3). */
export interface Asset extends Row {
  name: string
  player_id: Id
  chronicle_id: Id | null
  type: string | null
  hidden: boolean
  public: boolean
  pinned: boolean
  sorting: number
  chronicle_sorting: number
}

export interface Character
  extends Asset,
    Partial<Pick<CoreCharacter, 'essence' | 'caste' | 'aspect' | 'exalt_type' | 'is_sorcerer'>> {}

export type Qc = Asset
export type Battlegroup = Asset

export interface ChronicleSummary extends Row {
  name: string
  st_id: Id
  /** Member ids in the player summary; member objects in a full chronicle. */
  players: Array<Id | PlayerSummary>
}

export interface PlayerSummary extends Row {
  display_name: string
}

export interface Player extends PlayerSummary {
  chronicles: ChronicleSummary[]
  own_chronicles: ChronicleSummary[]
  characters?: Character[]
  qcs?: Qc[]
  battlegroups?: Battlegroup[]
}

export interface Chronicle extends ChronicleSummary {
  notes?: string
  invite_code?: string
  /** The storyteller: an object from the API, its id once in the store. */
  st?: PlayerSummary | Id
}

export interface AuthProviders {
  google: boolean
  developer: boolean
}
