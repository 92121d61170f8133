import { describe, expect, it } from 'vitest'
import type { RollRecord } from '../../src/dice/roll-record.ts'
import { cableFrameSchema, liveEventSchema, liveMessageSchema } from '../../src/protocol.ts'

const record: RollRecord = {
  id: 5,
  chronicle_id: 3,
  player_id: 2,
  player_name: 'Ana',
  character_type: 'character',
  character_id: 12,
  label: 'Join Battle',
  visibility: 'public',
  target_player_id: null,
  dice: [10, 7, 1],
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
  influence: null,
  initiative: 6,
  created_at: '2026-11-24T10:00:00.000Z',
}

describe('roll events on the live channel', () => {
  it('carry a new roll and a cleared log in a channel frame', () => {
    for (const message of [
      { event: 'roll', chronicle_id: 3, roll: record },
      { event: 'rolls_cleared', chronicle_id: 3 },
      { event: 'rolls_cleared', chronicle_id: null },
    ]) {
      expect(liveMessageSchema.parse(message)).toEqual(message)
      expect(cableFrameSchema.safeParse({ identifier: '{}', message }).success).toBe(true)
    }
  })

  it('are no entity events, so clients that know only those skip them', () => {
    expect(
      liveEventSchema.safeParse({ event: 'roll', chronicle_id: 3, roll: record }).success,
    ).toBe(false)
  })

  it('refuse a roll with a face off the die', () => {
    const roll = { ...record, dice: [11] }
    expect(liveMessageSchema.safeParse({ event: 'roll', chronicle_id: 3, roll }).success).toBe(
      false,
    )
  })
})
