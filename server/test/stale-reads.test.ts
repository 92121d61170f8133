import { describe, expect, it } from 'vitest'
import type { Change, ItemChange } from '../src/live/changes.ts'
import { staleReadsOf } from '../src/read-cache/stale-reads.ts'

const itemChange = (fields: Partial<ItemChange>): ItemChange => ({
  kind: 'item',
  event: 'update',
  type: 'character',
  id: 7,
  parent: null,
  root: { type: 'character', id: 7 },
  entity: {},
  changes: {},
  version: 2,
  audience: null,
  ...fields,
})

describe('what a change makes stale in the read cache', () => {
  it.each<[string, Change, ReturnType<typeof staleReadsOf>]>([
    ['a character changed: its head', itemChange({}), ['head:character:7']],
    [
      'a charm changed: its character’s head, whose revision moved',
      itemChange({
        type: 'charm',
        id: 40,
        parent: { type: 'character', id: 7, assoc: 'charms' },
        root: { type: 'character', id: 7 },
      }),
      ['head:character:7'],
    ],
    [
      'a poison on a weapon changed: the head of the weapon’s character',
      itemChange({
        type: 'poison',
        id: 3,
        parent: { type: 'weapon', id: 12, assoc: 'poisons' },
        root: { type: 'character', id: 7 },
      }),
      ['head:character:7'],
    ],
    [
      'a player renamed: their row',
      itemChange({ type: 'player', id: 4, root: { type: 'player', id: 4 } }),
      ['player:4'],
    ],
    [
      'a chronicle reported as an item change: its membership',
      itemChange({ event: 'create', type: 'chronicle', id: 9, root: { type: 'chronicle', id: 9 } }),
      ['members:9'],
    ],
    [
      'a player joined or was removed: the chronicle’s membership',
      {
        kind: 'chronicle_membership',
        chronicle_id: 9,
        player_id: 4,
        event: 'removed',
        version: 3,
      },
      ['members:9'],
    ],
    [
      'a chronicle deleted: its membership',
      { kind: 'chronicle_deleted', chronicle: { id: 9, st_id: 1, version: 4 }, member_ids: [4] },
      ['members:9'],
    ],
    [
      'an account deleted: everything, for what went with it unpublished',
      { kind: 'player_deleted', player_id: 4 },
      'all',
    ],
    [
      'a chronicle renamed: nothing cached',
      { kind: 'chronicle_updated', chronicle: { id: 9 }, changes: { name: 'Jade' } },
      [],
    ],
    [
      'an invite code replaced: nothing cached',
      { kind: 'chronicle_invite_code', chronicle_id: 9, st_id: 1, invite_code: null, version: 5 },
      [],
    ],
    [
      'a roll log cleared: nothing cached',
      { kind: 'rolls_cleared', chronicle_id: 9, player_id: 1 },
      [],
    ],
  ])('%s', (_, change, stale) => {
    expect(staleReadsOf(change)).toEqual(stale)
  })
})
