import type { Happening, RollRecord } from '@loom/core'
import { describe, expect, it } from 'vitest'
import {
  createHappenings,
  itemHappeningAudience,
  rollHappeningAudience,
} from '../src/happenings/happenings.ts'

const joined = (chronicleId = 1): Happening => ({
  chronicle_id: chronicleId,
  at: '2026-11-27T23:00:00.000Z',
  audience: 'chronicle',
  kind: 'player_joined',
  player: { id: 2, name: 'Ana' },
})

describe('the happenings seam', () => {
  it('tells every listener each happening, in order, after the teller moved on', async () => {
    const happenings = createHappenings()
    const first: Happening[] = []
    const second: number[] = []
    happenings.listen((h) => {
      first.push(h)
    })
    happenings.listen((h) => {
      second.push(h.chronicle_id)
    })
    happenings.tell(joined(1))
    happenings.tell(joined(2))
    expect(first).toEqual([])
    await happenings.idle()
    expect(first.map((h) => h.chronicle_id)).toEqual([1, 2])
    expect(second).toEqual([1, 2])
  })

  it('reports a failing listener, thrown or rejected, and still tells the others', async () => {
    const reported: string[] = []
    const happenings = createHappenings((error) => reported.push((error as Error).message))
    const heard: string[] = []
    happenings.listen(() => {
      throw new Error('thrown')
    })
    happenings.listen(async () => {
      throw new Error('rejected')
    })
    happenings.listen((h) => {
      heard.push(h.kind)
    })
    expect(() => happenings.tell(joined())).not.toThrow()
    await happenings.idle()
    expect(reported.sort()).toEqual(['rejected', 'thrown'])
    expect(heard).toEqual(['player_joined'])
  })

  it('waits for a slow listener when asked whether it is idle', async () => {
    const happenings = createHappenings()
    let done = false
    happenings.listen(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      done = true
    })
    happenings.tell(joined())
    await happenings.idle()
    expect(done).toBe(true)
  })
})

describe('who may know of a happening', () => {
  it('a visible item is the whole chronicle’s; a hidden one its owner’s and the storyteller’s', () => {
    expect(itemHappeningAudience({ hidden: false, player_id: 4 })).toBe('chronicle')
    expect(itemHappeningAudience({ hidden: true, player_id: 4 })).toEqual({ storyteller_and: [4] })
  })

  const roll = (fields: Partial<RollRecord>) =>
    ({ player_id: 5, target_player_id: null, visibility: 'public', ...fields }) as RollRecord
  const ST = 1

  it('a public roll reaches the chronicle', () => {
    expect(rollHappeningAudience(roll({}), ST)).toBe('chronicle')
  })

  it('a storyteller-only roll never reaches the chronicle: its roller and target only', () => {
    expect(rollHappeningAudience(roll({ visibility: 'storyteller' }), ST)).toEqual({
      storyteller_and: [5],
    })
    expect(
      rollHappeningAudience(roll({ visibility: 'storyteller', target_player_id: 6 }), ST),
    ).toEqual({ storyteller_and: [5, 6] })
  })

  it('a player’s private roll is not told; the storyteller’s reaches its target alone', () => {
    expect(rollHappeningAudience(roll({ visibility: 'private' }), ST)).toBeNull()
    expect(
      rollHappeningAudience(
        roll({ visibility: 'private', player_id: ST, target_player_id: 6 }),
        ST,
      ),
    ).toEqual({ storyteller_and: [6] })
  })
})
