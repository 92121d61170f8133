import type { PlayerRow } from '../db/schema.ts'

/** A player as the API shows them: their account, without their lists. */
export function playerJson(player: PlayerRow) {
  return {
    id: player.id,
    created_at: player.created_at,
    updated_at: player.updated_at,
    version: player.version,
    display_name: player.display_name,
  }
}

/** What a deleted account answers: the player, whose lists are empty by now. */
export function emptyPlayerJson(player: PlayerRow) {
  return {
    ...playerJson(player),
    chronicles: [],
    own_chronicles: [],
    characters: [],
    qcs: [],
    battlegroups: [],
  }
}
