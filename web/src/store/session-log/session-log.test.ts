import type { SessionLogLine } from '@loom/core'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../../testing/fake-api.ts'
import { listPage } from '../../testing/signed-in.ts'
import { startLive } from '../live.ts'
import { loadSessionLog, selectSessionLog } from './index.ts'

const line = (id: number, chronicleId = 3): SessionLogLine => ({
  id,
  chronicle_id: chronicleId,
  at: '2026-11-27T23:00:00.000Z',
  kind: 'round_started',
  round: id,
})

const ids = (setup: ReturnType<typeof testStore>, chronicleId = 3) =>
  selectSessionLog(setup.store.getState(), chronicleId).lines.map((l) => l.id)

function liveChannel(setup: ReturnType<typeof testStore>) {
  setup.store.dispatch(startLive())
  const channel = setup.live.opened[0]
  if (!channel) throw new Error('the live channel did not open')
  return channel.handlers
}

describe('the session log', () => {
  it('loads newest first, a page at a time, and stops after the last page', async () => {
    const setup = testStore({
      'GET /chronicles/3/log?limit=10&page=1': listPage([line(9), line(8)], 1, 2),
      'GET /chronicles/3/log?limit=10&page=2': listPage([line(5)], 2, 2),
    })
    await setup.store.dispatch(loadSessionLog(3, true))
    expect(ids(setup)).toEqual([9, 8])
    await setup.store.dispatch(loadSessionLog(3))
    expect(ids(setup)).toEqual([9, 8, 5])
    await setup.store.dispatch(loadSessionLog(3))
    expect(setup.calls.map((call) => call.path)).toEqual([
      '/chronicles/3/log?limit=10&page=1',
      '/chronicles/3/log?limit=10&page=2',
    ])
  })

  it('puts a line heard live on top of an open log, once, and ignores logs not open', async () => {
    const setup = testStore({
      'GET /chronicles/3/log?limit=10&page=1': listPage([line(8)], 1, 1),
    })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadSessionLog(3, true))
    handlers.received({ event: 'log_line', chronicle_id: 3, line: line(10) })
    handlers.received({ event: 'log_line', chronicle_id: 3, line: line(10) })
    handlers.received({ event: 'log_line', chronicle_id: 4, line: line(11, 4) })
    expect(ids(setup)).toEqual([10, 8])
    expect(selectSessionLog(setup.store.getState(), 4).lines).toEqual([])
  })

  it('a first page fetched again keeps lines heard live while it was on its way', async () => {
    let heardMeanwhile: SessionLogLine | null = null
    const setup = testStore({
      'GET /chronicles/3/log?limit=10&page=1': () => {
        if (heardMeanwhile)
          handlers.received({ event: 'log_line', chronicle_id: 3, line: heardMeanwhile })
        return listPage([line(8), line(7)], 1, 1)
      },
    })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadSessionLog(3, true))
    heardMeanwhile = line(12)
    await setup.store.dispatch(loadSessionLog(3, true))
    expect(ids(setup)).toEqual([12, 8, 7])
  })

  it('a line held when the first page was asked for and missing from it is gone (cleared)', async () => {
    let lines = [line(8), line(7)]
    const setup = testStore({
      'GET /chronicles/3/log?limit=10&page=1': () => listPage(lines, 1, 1),
    })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadSessionLog(3, true))
    handlers.received({ event: 'log_line', chronicle_id: 3, line: line(12) })
    lines = []
    await setup.store.dispatch(loadSessionLog(3, true))
    expect(ids(setup)).toEqual([])
  })

  it('a log read before the live channel first opened is read again once it opens', async () => {
    let lines = [line(8)]
    const setup = testStore({
      'GET /chronicles/3/log?limit=10&page=1': () => listPage(lines, 1, 1),
    })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadSessionLog(3, true))
    // Written after the page was answered and before the channel opened: never heard live.
    lines = [line(9), line(8)]
    handlers.connected()
    await vi.waitFor(() => expect(ids(setup)).toEqual([9, 8]))
  })
})
