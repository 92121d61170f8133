import type { RollRecord } from '../src/index.ts'

/**
 * A roll as the server records it: unless told otherwise, a public roll Ana (player 7) made for
 * character 12 in chronicle 3, showing 10, 7, 3 and 1 against 7 (three successes, the 10
 * doubled), nothing spent.
 */
export function rollRecord(fields: Partial<RollRecord> = {}): RollRecord {
  return {
    id: 1,
    chronicle_id: 3,
    player_id: 7,
    player_name: 'Ana',
    character_type: 'character',
    character_id: 12,
    label: 'Roll',
    visibility: 'public',
    target_player_id: null,
    dice: [10, 7, 3, 1],
    rerolled: [],
    successes: 3,
    botch: false,
    target_number: 7,
    double: [10],
    reroll: [],
    reroll_once: true,
    auto_successes: 0,
    damage: false,
    spent: null,
    initiative: null,
    influence: null,
    created_at: '2026-11-24T10:00:00.000Z',
    ...fields,
  }
}
