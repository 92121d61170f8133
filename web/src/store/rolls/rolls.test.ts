import type { RollRecord } from '@loom/core'
import { rollRecord } from '@loom/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { testStore } from '../../testing/fake-api.ts'
import { listPage, signedInRoutes } from '../../testing/signed-in.ts'
import { startLive } from '../live.ts'
import { sessionActions } from '../session.ts'
import { clearRolls, loadRolls, makeRoll, selectRollLog } from './index.ts'

const roll = (id: number, fields: Partial<RollRecord> = {}): RollRecord =>
  rollRecord({ id, label: `Roll ${id}`, ...fields })

const ids = (store: ReturnType<typeof testStore>['store'], scope: number | null) =>
  selectRollLog(store.getState(), scope).ids

/** The live channel's handlers, as the store opened them. */
function liveChannel(setup: ReturnType<typeof testStore>) {
  setup.store.dispatch(startLive())
  const channel = setup.live.opened[0]
  if (!channel) throw new Error('the live channel did not open')
  return channel.handlers
}

describe('the roll log', () => {
  it('loads newest first, a page at a time, and stops after the last page', async () => {
    const setup = testStore({
      'GET /chronicles/3/rolls?page=1': listPage([roll(9), roll(8)], 1, 2),
      'GET /chronicles/3/rolls?page=2': listPage([roll(5)], 2, 2),
    })
    await setup.store.dispatch(loadRolls(3))
    expect(ids(setup.store, 3)).toEqual([9, 8])
    expect(selectRollLog(setup.store.getState(), 3).nextPage).toBe(2)
    await setup.store.dispatch(loadRolls(3))
    expect(ids(setup.store, 3)).toEqual([9, 8, 5])
    await setup.store.dispatch(loadRolls(3))
    expect(setup.calls.map((call) => call.path)).toEqual([
      '/chronicles/3/rolls?page=1',
      '/chronicles/3/rolls?page=2',
    ])
  })

  it('keeps the personal log apart from a chronicle’s', async () => {
    const setup = testStore({
      'GET /rolls?page=1': listPage([roll(4, { chronicle_id: null })], 1, 1),
    })
    await setup.store.dispatch(loadRolls(null))
    expect(ids(setup.store, null)).toEqual([4])
    expect(ids(setup.store, 3)).toEqual([])
  })

  it('puts a roll just made on top at once, and its live echo does not repeat it', async () => {
    const made = roll(10, { dice: [9, 9, 2], successes: 2 })
    const setup = testStore({
      'GET /chronicles/3/rolls?page=1': listPage([roll(8)], 1, 1),
      'POST /chronicles/3/rolls': { status: 201, body: made },
    })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadRolls(3))
    const answer = await setup.store.dispatch(makeRoll(3, { dice: 3 }))
    expect(answer).toEqual(made)
    expect(setup.calls.at(-1)).toMatchObject({ method: 'POST', body: { roll: { dice: 3 } } })
    expect(ids(setup.store, 3)).toEqual([10, 8])
    handlers.received({ event: 'roll', chronicle_id: 3, roll: made })
    expect(ids(setup.store, 3)).toEqual([10, 8])
  })

  it('a refused roll changes nothing and the player is told why', async () => {
    const setup = testStore({
      'POST /rolls': { status: 422, body: { 'roll.dice': ['dice must be 1 to 100'] } },
    })
    expect(await setup.store.dispatch(makeRoll(null, { dice: 0 }))).toBeNull()
    expect(ids(setup.store, null)).toEqual([])
    expect(setup.store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      expect.stringContaining('dice must be 1 to 100'),
    ])
  })

  it('a roll heard live goes on top of its own chronicle’s log only', async () => {
    const setup = testStore({ 'GET /chronicles/3/rolls?page=1': listPage([roll(8)], 1, 1) })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadRolls(3))
    handlers.received({ event: 'roll', chronicle_id: 3, roll: roll(11) })
    handlers.received({ event: 'roll', chronicle_id: 4, roll: roll(12, { chronicle_id: 4 }) })
    expect(ids(setup.store, 3)).toEqual([11, 8])
    expect(ids(setup.store, 4)).toEqual([12])
  })

  it('a roll heard live while the first page is on its way stays on top of it', async () => {
    let answer: (value: unknown) => void = () => {}
    const setup = testStore({
      'GET /chronicles/3/rolls?page=1': () =>
        new Promise((resolve) => {
          answer = () => resolve(listPage([roll(8)], 1, 1))
        }),
    })
    const handlers = liveChannel(setup)
    const loading = setup.store.dispatch(loadRolls(3))
    handlers.received({ event: 'roll', chronicle_id: 3, roll: roll(9) })
    answer(null)
    await loading
    expect(ids(setup.store, 3)).toEqual([9, 8])
  })

  it('the first page again drops what the server no longer has (cleared while away)', async () => {
    let rolls = [roll(9), roll(8)]
    const setup = testStore({
      'GET /chronicles/3/rolls?page=1': () => listPage(rolls, 1, 1),
    })
    await setup.store.dispatch(loadRolls(3))
    rolls = [roll(13)]
    await setup.store.dispatch(loadRolls(3, true))
    expect(ids(setup.store, 3)).toEqual([13])
    expect(setup.store.getState().rolls.byId[9]).toBeUndefined()
  })

  it('after the live channel comes back, every log shown starts again from its top', async () => {
    let chronicleRolls = [roll(9)]
    let personalRolls = [roll(2, { chronicle_id: null })]
    const setup = testStore({
      ...signedInRoutes(),
      'GET /chronicles/3/rolls?page=1': () => listPage(chronicleRolls, 1, 1),
      'GET /rolls?page=1': () => listPage(personalRolls, 1, 1),
    })
    const channel = liveChannel(setup)
    channel.connected()
    await setup.store.dispatch(loadRolls(3))
    await setup.store.dispatch(loadRolls(null))
    channel.disconnected()
    // Made while this browser heard nothing.
    chronicleRolls = [roll(11), roll(9)]
    personalRolls = [roll(12, { chronicle_id: null })]
    const before = setup.calls.length
    channel.connected()
    await vi.waitFor(() => expect(ids(setup.store, null)).toEqual([12]))
    expect(ids(setup.store, 3)).toEqual([11, 9])
    const paths = setup.calls.slice(before).map((call) => call.path)
    // Only the logs on screen: another chronicle's log was never opened here.
    expect(paths.filter((path) => path.includes('rolls')).sort()).toEqual([
      '/chronicles/3/rolls?page=1',
      '/rolls?page=1',
    ])
  })

  it('the live channel coming back after Load more keeps the older page on screen', async () => {
    const newest = [roll(12), roll(11), roll(10)]
    const setup = testStore({
      ...signedInRoutes(),
      'GET /chronicles/3/rolls?page=1': () => listPage(newest, 1, 2, 5),
      'GET /chronicles/3/rolls?page=2': listPage([roll(9), roll(8)], 2, 2, 5),
    })
    const channel = liveChannel(setup)
    channel.connected()
    await setup.store.dispatch(loadRolls(3))
    await setup.store.dispatch(loadRolls(3))
    expect(ids(setup.store, 3)).toEqual([12, 11, 10, 9, 8])
    channel.disconnected()
    channel.connected()
    await vi.waitFor(() =>
      expect(setup.calls.filter((call) => call.path === '/chronicles/3/rolls?page=1')).toHaveLength(
        2,
      ),
    )
    await vi.waitFor(() => expect(selectRollLog(setup.store.getState(), 3).loading).toBe(false))
    expect(ids(setup.store, 3)).toEqual([12, 11, 10, 9, 8])
    expect(selectRollLog(setup.store.getState(), 3).nextPage).toBeNull()
  })

  it('clearing empties the log here, and a clear heard live empties it elsewhere', async () => {
    const setup = testStore({
      'GET /chronicles/3/rolls?page=1': listPage([roll(9)], 1, 1),
      'GET /rolls?page=1': listPage([roll(2, { chronicle_id: null })], 1, 1),
      'DELETE /chronicles/3/rolls': { status: 204 },
    })
    const handlers = liveChannel(setup)
    await setup.store.dispatch(loadRolls(3))
    await setup.store.dispatch(loadRolls(null))
    expect(await setup.store.dispatch(clearRolls(3))).toBe(true)
    expect(ids(setup.store, 3)).toEqual([])
    expect(selectRollLog(setup.store.getState(), 3).nextPage).toBeNull()
    handlers.received({ event: 'rolls_cleared', chronicle_id: null })
    expect(ids(setup.store, null)).toEqual([])
  })

  it('a refused clear keeps the log', async () => {
    const setup = testStore({
      'GET /chronicles/3/rolls?page=1': listPage([roll(9)], 1, 1),
      'DELETE /chronicles/3/rolls': { status: 403, body: { error: 'Only the storyteller' } },
    })
    await setup.store.dispatch(loadRolls(3))
    expect(await setup.store.dispatch(clearRolls(3))).toBe(false)
    expect(ids(setup.store, 3)).toEqual([9])
  })

  it('signing out forgets every roll', async () => {
    const setup = testStore({
      'GET /rolls?page=1': listPage([roll(2, { chronicle_id: null })], 1, 1),
    })
    await setup.store.dispatch(loadRolls(null))
    setup.store.dispatch(sessionActions.loggedOut())
    expect(setup.store.getState().rolls).toEqual({ byId: {}, logs: {} })
  })
})
