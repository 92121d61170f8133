import type { Migration } from 'kysely'
import * as players from './0001_players.ts'
import * as chronicles from './0002_chronicles.ts'
import * as items from './0003_items.ts'
import * as combatActors from './0004_combat_actors.ts'
import * as rolls from './0005_rolls.ts'
import * as combatResolutions from './0006_combat_resolutions.ts'
import * as portraits from './0007_portraits.ts'
import * as libraryEntries from './0008_library_entries.ts'
import * as combatMoves from './0009_combat_moves.ts'
import * as rollTargets from './0010_roll_targets.ts'
import * as signInMethods from './0011_sign_in_methods.ts'
import * as sessionLog from './0012_session_log.ts'
import * as journalEntries from './0013_journal_entries.ts'
import * as itemHistory from './0014_item_history.ts'
import * as discordWebhooks from './0015_discord_webhooks.ts'
import * as handoverOffers from './0016_handover_offers.ts'

/**
 * Every migration in order. Listed in code rather than read from the folder so that
 * tsx, Vitest and a bundler all see the same set. Add new files at the end.
 */
export const migrations: Record<string, Migration> = {
  '0001_players': players,
  '0002_chronicles': chronicles,
  '0003_items': items,
  '0004_combat_actors': combatActors,
  '0005_rolls': rolls,
  '0006_combat_resolutions': combatResolutions,
  '0007_portraits': portraits,
  '0008_library_entries': libraryEntries,
  '0009_combat_moves': combatMoves,
  '0010_roll_targets': rollTargets,
  '0011_sign_in_methods': signInMethods,
  '0012_session_log': sessionLog,
  '0013_journal_entries': journalEntries,
  '0014_item_history': itemHistory,
  '0015_discord_webhooks': discordWebhooks,
  '0016_handover_offers': handoverOffers,
}
