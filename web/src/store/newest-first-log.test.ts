import { describe, expect, it } from 'vitest'
import { type HeldLog, type LogPage, withPage } from './newest-first-log.ts'

const EMPTY: HeldLog = { ids: [], nextPage: 1 }

/** Ids from `from` down to `to`, as a newest-first page lists them. */
const span = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => from - index)

const page = (
  ids: number[],
  at: number,
  totalPages: number,
  totalCount: number,
  newestWhenAsked = 0,
): LogPage => ({ ids, page: at, totalPages, totalCount, newestWhenAsked })

describe('a newest-first log, a page at a time', () => {
  it('adds later pages below and stops after the last', () => {
    const first = withPage(EMPTY, page(span(12, 7), 1, 2, 12))
    expect(first).toMatchObject({ ids: span(12, 7), nextPage: 2 })
    const second = withPage(first, page(span(6, 1), 2, 2, 12))
    expect(second).toMatchObject({ ids: span(12, 1), nextPage: null, dropped: [] })
  })

  it('the top fetched again keeps the older pages already read (the live channel came back after Load more)', () => {
    const read = withPage(
      withPage(EMPTY, page(span(18, 13), 1, 3, 18)),
      page(span(12, 7), 2, 3, 18),
    )
    const again = withPage(read, page(span(18, 13), 1, 3, 18))
    expect(again).toMatchObject({ ids: span(18, 7), nextPage: 3, dropped: [] })
  })

  it('the top fetched again while page 2 is on its way: page 2 still lands, in either order', () => {
    const opened = withPage(EMPTY, page(span(18, 13), 1, 3, 18))
    const topFirst = withPage(
      withPage(opened, page(span(18, 13), 1, 3, 18)),
      page(span(12, 7), 2, 3, 18),
    )
    const secondFirst = withPage(
      withPage(opened, page(span(12, 7), 2, 3, 18)),
      page(span(18, 13), 1, 3, 18),
    )
    for (const log of [topFirst, secondFirst])
      expect(log).toMatchObject({ ids: span(18, 7), nextPage: 3 })
  })

  it('after new entries, paging resumes at the page holding the first entry not held', () => {
    const read = withPage(withPage(EMPTY, page(span(12, 7), 1, 2, 12)), page(span(6, 4), 2, 3, 15))
    // Two written since: the top now runs 14..9, and 8, 7 sit below it with 6..4.
    const again = withPage(read, page(span(14, 9), 1, 3, 14))
    expect(again.ids).toEqual(span(14, 4))
    // 11 held of 14: the 12th newest is on page 2 (entries 7 to 12).
    expect(again.nextPage).toBe(2)
  })

  it('a live entry newer than the top stays', () => {
    const heard = { ids: [20, ...span(12, 7)], nextPage: 2 }
    expect(withPage(heard, page(span(12, 7), 1, 2, 12)).ids).toEqual([20, ...span(12, 7)])
  })

  it('entries within the top the server lacks are gone (cleared while away)', () => {
    const read = withPage(EMPTY, page(span(12, 7), 1, 2, 12))
    const after = withPage(read, page([13, 11], 1, 1, 2))
    expect(after).toMatchObject({ ids: [13, 11], nextPage: null })
    expect(after.dropped).toEqual([12, ...span(10, 7)])
  })

  it('older pages go when the server holds fewer older entries than are held (cleared, then written again)', () => {
    const read = withPage(withPage(EMPTY, page(span(12, 7), 1, 2, 12)), page(span(6, 1), 2, 2, 12))
    const after = withPage(read, page(span(30, 25), 1, 2, 8))
    expect(after).toMatchObject({ ids: span(30, 25), nextPage: 2 })
    expect(after.dropped).toEqual(span(12, 1))
  })

  it('without a count from the server, the top replaces the older pages as it always did', () => {
    const read = withPage(withPage(EMPTY, page(span(12, 7), 1, 2, 12)), page(span(6, 1), 2, 2, 12))
    const after = withPage(read, {
      ids: span(12, 7),
      page: 1,
      totalPages: 2,
      totalCount: null,
      newestWhenAsked: 12,
    })
    expect(after).toMatchObject({ ids: span(12, 7), nextPage: 2 })
  })

  it('an empty top empties the log of all it held when asked, and keeps what was heard since', () => {
    const read = withPage(withPage(EMPTY, page(span(12, 7), 1, 2, 12)), page(span(6, 1), 2, 2, 12))
    // Cleared while away; 13 was heard live while the empty top was on its way.
    const heard = { ...read, ids: [13, ...read.ids] }
    const after = withPage(heard, page([], 1, 1, 0, 12))
    expect(after).toMatchObject({ ids: [13], nextPage: null })
    expect(after.dropped).toEqual(span(12, 1))
  })

  it('an entry held when the top was asked for and missing from it is gone, however new', () => {
    const heard = { ids: [20, ...span(12, 7)], nextPage: 2 }
    const after = withPage(heard, page(span(12, 7), 1, 2, 12, 20))
    expect(after.ids).toEqual(span(12, 7))
    expect(after.dropped).toEqual([20])
  })
})
