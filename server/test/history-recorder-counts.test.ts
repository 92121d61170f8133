import { describe, expect, it } from 'vitest'
import type { Db } from '../src/db/schema.ts'
import { createHistoryRecorder } from '../src/history/history-recorder.ts'
import type { HistoryEntry } from '../src/history/item-history.ts'

/**
 * The recorder's count of changes since each item's last pruning: an item is due once a
 * quarter of its allowance has been recorded, and the counts stay bounded in number, the item
 * written longest ago being pruned when a new one would pass the bound.
 */
const changeTo = (id: number): HistoryEntry => ({
  item: { kind: 'character', id },
  child: null,
  by: 1,
  event: 'update',
  changes: { name: ['a', 'b'] },
})
// written() never touches the database; prune() is not called here.
const noDatabase = {} as Db
const recorder = (keptPerItem: number, countedAtMost?: number) =>
  createHistoryRecorder(noDatabase, { recording: true, keptPerItem }, () => {}, countedAtMost)

describe('counting changes until an item is pruned', () => {
  it('makes an item due at every quarter of its allowance, and not before', () => {
    const history = recorder(8)
    expect(history.written([changeTo(1)])).toEqual([])
    expect(history.written([changeTo(1)])).toEqual([{ kind: 'character', id: 1 }])
    expect(history.written([changeTo(1)])).toEqual([])
    expect(history.written([changeTo(1), changeTo(1)])).toEqual([{ kind: 'character', id: 1 }])
  })

  it('names an item once however many of its changes one write records', () => {
    const history = recorder(8)
    const due = history.written([changeTo(7), changeTo(7), changeTo(7), changeTo(7)])
    expect(due).toEqual([{ kind: 'character', id: 7 }])
  })

  it('keeps at most the bound of counts, pruning the stalest item rather than forgetting it', () => {
    // A quarter of 40 is 10 changes: none of these items reaches it.
    const history = recorder(40, 3)
    expect(history.written([changeTo(1)])).toEqual([])
    expect(history.written([changeTo(2)])).toEqual([])
    expect(history.written([changeTo(3)])).toEqual([])
    // Item 1 was written longest ago: it is pruned now, its count dropped.
    expect(history.written([changeTo(4)])).toEqual([{ kind: 'character', id: 1 }])
    // Writing item 2 again makes it the freshest, so item 3 goes next, then item 4.
    expect(history.written([changeTo(2)])).toEqual([])
    expect(history.written([changeTo(5)])).toEqual([{ kind: 'character', id: 3 }])
    expect(history.written([changeTo(6)])).toEqual([{ kind: 'character', id: 4 }])
  })
})
