import { describe, expect, it } from 'vitest'
import { READ_TTL_MS, ReadCache } from '../src/read-cache/read-cache.ts'

/** A load the test finishes when it chooses, counting how often the database was asked. */
function database(value: string) {
  let asked = 0
  let current = value
  const pending: (() => void)[] = []
  return {
    get asked() {
      return asked
    },
    /** What the database holds from now on. */
    write(next: string) {
      current = next
    },
    /** Answers at once with what the database holds. */
    load: async () => {
      asked += 1
      return current
    },
    /** Reads now, answers when `finish` is called: a read slower than a change. */
    slowLoad: () => {
      asked += 1
      const read = current
      return new Promise<string>((resolve) => pending.push(() => resolve(read)))
    },
    finish() {
      for (const resolve of pending.splice(0)) resolve()
    },
  }
}

function hearingCache(options: { maxEntries?: number; now?: () => number } = {}) {
  const cache = new ReadCache(options)
  cache.setHearing(true)
  return cache
}

describe('the read cache', () => {
  it('asks the database once for a row read again and again', async () => {
    const cache = hearingCache()
    const row = database('Zan')
    for (let read = 0; read < 3; read += 1) {
      expect(await cache.read('player:1', row.load)).toBe('Zan')
    }
    expect(row.asked).toBe(1)
  })

  it('reads a forgotten row afresh', async () => {
    const cache = hearingCache()
    const row = database('Zan')
    await cache.read('player:1', row.load)
    row.write('Zan the Bold')
    cache.forget(['player:1'])
    expect(await cache.read('player:1', row.load)).toBe('Zan the Bold')
  })

  it('never keeps a row a read found missing', async () => {
    const cache = hearingCache()
    let asked = 0
    const missing = async () => {
      asked += 1
      return undefined
    }
    await cache.read('player:1', missing)
    await cache.read('player:1', missing)
    expect(asked).toBe(2)
  })

  it('does not keep what a read found before a change it finished after', async () => {
    const cache = hearingCache()
    const row = database('visible')
    const reading = cache.read('head:character:1', row.slowLoad)
    row.write('hidden')
    cache.forget(['head:character:1'])
    row.finish()
    // The read still answers what it found: it started before the change.
    expect(await reading).toBe('visible')
    expect(await cache.read('head:character:1', row.load)).toBe('hidden')
  })

  it('keeps a slow read of another row when one row is forgotten', async () => {
    const cache = hearingCache()
    const other = database('members 1, 2')
    const reading = cache.read('members:7', other.slowLoad)
    cache.forget(['head:character:1'])
    other.finish()
    await reading
    await cache.read('members:7', other.load)
    expect(other.asked).toBe(1)
  })

  it('forgets every row and spoils every read in flight when told to forget all', async () => {
    const cache = hearingCache()
    const player = database('Zan')
    const members = database('members 1, 2')
    await cache.read('player:1', player.load)
    const reading = cache.read('members:7', members.slowLoad)
    cache.forget('all')
    members.finish()
    await reading
    await cache.read('player:1', player.load)
    await cache.read('members:7', members.load)
    expect([player.asked, members.asked]).toEqual([2, 2])
  })

  it('keeps at most its bound, dropping the row used longest ago', async () => {
    const cache = hearingCache({ maxEntries: 2 })
    const rows = { a: database('a'), b: database('b'), c: database('c') }
    await cache.read('a', rows.a.load)
    await cache.read('b', rows.b.load)
    await cache.read('a', rows.a.load)
    await cache.read('c', rows.c.load)
    await cache.read('a', rows.a.load)
    await cache.read('c', rows.c.load)
    await cache.read('b', rows.b.load)
    expect([rows.a.asked, rows.b.asked, rows.c.asked]).toEqual([1, 2, 1])
  })

  it('trusts a row no longer than READ_TTL_MS', async () => {
    let now = 1_000
    const cache = hearingCache({ now: () => now })
    const row = database('Zan')
    await cache.read('player:1', row.load)
    now += READ_TTL_MS - 1
    await cache.read('player:1', row.load)
    expect(row.asked).toBe(1)
    now += 1
    await cache.read('player:1', row.load)
    expect(row.asked).toBe(2)
  })

  describe('and the bus it hears changes on', () => {
    it('keeps nothing before the bus says it hears every change', async () => {
      const cache = new ReadCache()
      const row = database('Zan')
      await cache.read('player:1', row.load)
      await cache.read('player:1', row.load)
      expect(row.asked).toBe(2)
    })

    it('forgets everything when the bus stops hearing, and keeps nothing until it hears again', async () => {
      const cache = hearingCache()
      const row = database('Zan')
      await cache.read('player:1', row.load)
      cache.setHearing(false)
      await cache.read('player:1', row.load)
      await cache.read('player:1', row.load)
      expect(row.asked).toBe(3)
      cache.setHearing(true)
      await cache.read('player:1', row.load)
      await cache.read('player:1', row.load)
      expect(row.asked).toBe(4)
    })

    it('does not keep a read that was in flight while the bus stopped hearing', async () => {
      const cache = hearingCache()
      const row = database('member')
      const reading = cache.read('members:7', row.slowLoad)
      cache.setHearing(false)
      // A change made now may never be heard: the read may hold what it undid.
      row.write('removed')
      cache.setHearing(true)
      row.finish()
      await reading
      expect(await cache.read('members:7', row.load)).toBe('removed')
    })
  })
})
