import { describe, expect, it, vi } from 'vitest'
import type { Row } from '../api/types.ts'
import { settle, testStore } from '../testing/fake-api.ts'
import { liveUpdate } from '../testing/live-events.ts'
import { listPage, signedInRoutes, signedInStore } from '../testing/signed-in.ts'
import { createItem, fetchItem, fetchItemUnlessAsked, reorderItem, updateItem } from './items.ts'
import { onScreenActions } from './on-screen.ts'
import { startSession } from './player.ts'
import { selectMyItems, selectRow } from './selectors.ts'

const character = (id: number, fields: Partial<Row> = {}): Row => ({
  id,
  name: `Character ${id}`,
  player_id: 7,
  chronicle_id: null,
  type: 'SolarCharacter',
  hidden: false,
  public: false,
  pinned: false,
  sorting: id * 10,
  chronicle_sorting: 0,
  version: 1,
  ...fields,
})
// Ana's characters come in two pages.
const LISTS = {
  'GET /characters?page=1': listPage([character(1), character(2)], 1, 2),
  'GET /characters?page=2': listPage([character(3)], 2, 2),
}

describe('the session', () => {
  it('after sign-in loads the player and every page of their items, then opens the live channel', async () => {
    const { store, calls, live } = await signedInStore(LISTS)
    const paths = calls.map((call) => call.path)
    // The player and the three lists start side by side; a list's next page follows its first.
    expect(paths.slice(0, 4).sort()).toEqual([
      '/battlegroups?page=1',
      '/characters?page=1',
      '/players',
      '/qcs?page=1',
    ])
    expect(paths.slice(4)).toEqual(['/characters?page=2'])
    expect(selectMyItems(store.getState(), 'characters').map((item) => item.id)).toEqual([1, 2, 3])
    expect(live.opened).toHaveLength(1)
    expect(live.opened[0]?.playerId).toBe(7)
  })

  it('asks for the opened sheet first, and for the lists (whole sheets) only once it has answered', async () => {
    let answerSheet = () => {}
    const { store, calls } = testStore({
      ...signedInRoutes(),
      ...LISTS,
      'GET /characters/2': () =>
        new Promise((resolve) => {
          answerSheet = () => resolve({ body: character(2, { essence: 3 }) })
        }),
    })
    const pageData = store.dispatch(fetchItemUnlessAsked('characters', 2))
    const started = store.dispatch(startSession(pageData))
    await settle()
    expect(calls.map((call) => call.path).sort()).toEqual(['/characters/2', '/players'])
    // The sheet's page, mounting meanwhile, does not ask again.
    await store.dispatch(fetchItemUnlessAsked('characters', 2))
    expect(calls.filter((call) => call.path === '/characters/2')).toHaveLength(1)
    answerSheet()
    await started
    expect(
      calls
        .map((call) => call.path)
        .slice(2, 5)
        .sort(),
    ).toEqual(['/battlegroups?page=1', '/characters?page=1', '/qcs?page=1'])
    expect(selectRow(store.getState(), 'characters', 2)).toMatchObject({ essence: 3 })
    expect(selectMyItems(store.getState(), 'characters').map((item) => item.id)).toEqual([1, 2, 3])
  })

  it('starts the lists all the same when the opened sheet cannot be read', async () => {
    const { store, calls } = testStore({
      ...signedInRoutes(),
      ...LISTS,
      'GET /characters/9': { status: 404, body: { error: 'Character 9 not found' } },
    })
    const pageData = store.dispatch(fetchItemUnlessAsked('characters', 9))
    await store.dispatch(startSession(pageData))
    expect(calls.map((call) => call.path)).toContain('/characters?page=2')
    expect(store.getState().requests['characters/9']).toMatchObject({ httpStatus: 404 })
  })

  it('starts the lists after a while when the opened sheet never answers', async () => {
    const { store, calls } = testStore({
      ...signedInRoutes(),
      'GET /characters/5': () => new Promise(() => {}),
    })
    const pageData = store.dispatch(fetchItemUnlessAsked('characters', 5))
    await store.dispatch(startSession(pageData, 20))
    expect(calls.map((call) => call.path)).toContain('/characters?page=1')
  })

  it('a sheet read before the live channel first opened is read again once it opens', async () => {
    let essence = 2
    const { store, calls, live } = testStore({
      ...signedInRoutes(),
      'GET /characters/40': () => ({ body: character(40, { player_id: 9, essence }) }),
    })
    store.dispatch(onScreenActions.watched({ kind: 'characters', id: 40 }))
    await store.dispatch(startSession(store.dispatch(fetchItemUnlessAsked('characters', 40))))
    // Changed after the sheet was answered and before the channel opened: never heard live.
    essence = 4
    live.opened[0]!.handlers.connected()
    await vi.waitFor(() =>
      expect(selectRow(store.getState(), 'characters', 40)).toMatchObject({ essence: 4 }),
    )
    expect(calls.filter((call) => call.path === '/characters/40')).toHaveLength(2)
  })

  it('any 401 signs the player out, forgets the token and closes the live channel', async () => {
    const { store, browser, live } = await signedInStore({
      ...LISTS,
      'PATCH /characters/1': { status: 401, body: { error: 'Your session has expired' } },
    })
    await store.dispatch(updateItem('characters', 1, { name: 'Jade' }))
    const state = store.getState()
    expect(state.session).toMatchObject({ authenticated: false, id: 0 })
    expect(browser.tokenCleared).toBe(1)
    expect(live.opened[0]?.closed).toBe(true)
    expect(selectMyItems(state, 'characters')).toEqual([])
  })

  it('a session refused at start-up signs the player out without a notice about their lists', async () => {
    const refused = { status: 401, body: { error: 'Your session has expired' } }
    const { store } = testStore({
      'GET /players': refused,
      'GET /characters?page=1': refused,
      'GET /qcs?page=1': refused,
      'GET /battlegroups?page=1': refused,
    })
    await store.dispatch(startSession())
    await settle()
    const state = store.getState()
    expect(state.session).toMatchObject({ authenticated: false, expired: true })
    expect(state.notices.queue).toEqual([])
    expect(state.requests['list characters']).toBeUndefined()
  })

  it('a 401 while fetching a character (a public page) keeps the player signed in', async () => {
    const { store, browser, live } = await signedInStore({
      ...LISTS,
      'GET /characters/40': { status: 401, body: { error: 'Sign in to see character 40' } },
    })
    await store.dispatch(fetchItem('characters', 40))
    const state = store.getState()
    expect(state.session).toMatchObject({ authenticated: true, id: 7 })
    expect(browser.tokenCleared).toBe(0)
    expect(live.opened[0]?.closed).toBe(false)
    expect(state.requests['characters/40']).toMatchObject({ httpStatus: 401 })
  })

  it('a 401 while fetching a QC still signs the player out', async () => {
    const { store } = await signedInStore({
      ...LISTS,
      'GET /qcs/40': { status: 401, body: { error: 'Your session has expired' } },
    })
    await store.dispatch(fetchItem('qcs', 40))
    expect(store.getState().session).toMatchObject({ authenticated: false, id: 0 })
  })
})

describe('saving an edit', () => {
  it('merges the server’s answer, with what the server worked out', async () => {
    const { store, calls } = await signedInStore({
      ...LISTS,
      'PATCH /characters/1': {
        body: character(1, { essence: 3, motes_personal_total: 19, version: 2 }),
      },
    })
    await store.dispatch(updateItem('characters', 1, { essence: 3 }))
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { character: { essence: 3 } } })
    expect(selectRow(store.getState(), 'characters', 1)).toMatchObject({
      essence: 3,
      motes_personal_total: 19,
    })
  })

  it('that fails is taken back and the player is told why', async () => {
    const { store } = await signedInStore({
      ...LISTS,
      'PATCH /characters/1': {
        status: 422,
        body: { essence: [{ error: 'essence must be between 1 and 10' }] },
      },
    })
    const saving = store.dispatch(updateItem('characters', 1, { essence: 11 }))
    expect(selectRow(store.getState(), 'characters', 1)?.essence).toBe(11)
    expect(await saving).toBe(false)
    expect(selectRow(store.getState(), 'characters', 1)?.essence).toBeUndefined()
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      'Your change to essence could not be saved: essence: essence must be between 1 and 10',
    ])
    expect(store.getState().outbox.mutations).toEqual([])
  })
})

describe('a save the server fails for the moment', () => {
  it('stays shown and kept, and is sent again after a pause until the server accepts', async () => {
    let attempts = 0
    const { store, calls } = await signedInStore({
      ...LISTS,
      'PATCH /characters/1': () => {
        attempts += 1
        return attempts === 1
          ? { status: 503, body: null }
          : { body: character(1, { name: 'Jade', version: 2 }) }
      },
    })
    vi.useFakeTimers()
    try {
      expect(await store.dispatch(updateItem('characters', 1, { name: 'Jade' }))).toBe(true)
      expect(selectRow(store.getState(), 'characters', 1)?.name).toBe('Jade')
      expect(store.getState().outbox.mutations).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1000)
    } finally {
      vi.useRealTimers()
    }
    await settle()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2)
    expect(selectRow(store.getState(), 'characters', 1)).toMatchObject({ name: 'Jade', version: 2 })
    expect(store.getState().outbox.mutations).toEqual([])
    expect(store.getState().notices.queue).toEqual([])
  })
})

describe('creating', () => {
  it('puts the new character in the player’s list at once and answers its id', async () => {
    const { store, calls } = await signedInStore({
      ...LISTS,
      'POST /characters': { body: character(9, { name: 'Zan', sorting: 100 }) },
    })
    const id = await store.dispatch(
      createItem('characters', { name: 'Zan', type: 'SolarCharacter' }),
    )
    expect(id).toBe(9)
    expect(calls.at(-1)?.body).toEqual({ character: { name: 'Zan', type: 'SolarCharacter' } })
    expect(selectMyItems(store.getState(), 'characters').at(-1)?.name).toBe('Zan')
  })
})

describe('reordering', () => {
  it('shows the new order at once, sends the new index, and keeps the order the server confirms', async () => {
    let answerReorder: () => void = () => {}
    let third = character(3)
    const { store, calls } = await signedInStore({
      ...LISTS,
      'GET /characters?page=2': () => listPage([third], 2, 2),
      'PATCH /characters/3': () =>
        new Promise((resolve) => {
          answerReorder = () => {
            third = character(3, { sorting: 5, version: 2 })
            resolve({ body: third })
          }
        }),
    })
    const order = () => selectMyItems(store.getState(), 'characters').map((item) => item.id)
    const moving = store.dispatch(reorderItem('characters', [3, 1, 2], 3, 0))
    expect(order()).toEqual([3, 1, 2])
    await settle()
    expect(calls.at(-1)).toMatchObject({ body: { character: { sorting_position: 0 } } })
    answerReorder()
    await moving
    expect(order()).toEqual([3, 1, 2])
  })

  it('puts the old order back when the server refuses', async () => {
    const { store } = await signedInStore({
      ...LISTS,
      'PATCH /characters/3': { status: 403, body: { error: 'You cannot reorder this' } },
    })
    await store.dispatch(reorderItem('characters', [3, 1, 2], 3, 0))
    expect(selectMyItems(store.getState(), 'characters').map((item) => item.id)).toEqual([1, 2, 3])
    expect(store.getState().notices.queue[0]?.message).toBe(
      'The new order could not be saved: You cannot reorder this',
    )
  })
})

describe('the live channel', () => {
  it('applies events it receives to the store', async () => {
    const { store, live } = await signedInStore(LISTS)
    live.opened[0]?.handlers.connected()
    live.opened[0]?.handlers.received(
      liveUpdate({ type: 'character', id: 2, version: 2 }, { name: 'Renamed elsewhere' }),
    )
    expect(selectRow(store.getState(), 'characters', 2)?.name).toBe('Renamed elsewhere')
    expect(store.getState().connection).toBe('live')
  })

  it('after a reconnect fetches again what is on screen', async () => {
    const { store, calls, live } = await signedInStore({
      ...LISTS,
      'GET /characters/2': { body: character(2, { name: 'Fresh', version: 4 }) },
    })
    store.dispatch(onScreenActions.watched({ kind: 'characters', id: 2 }))
    const channel = live.opened[0]!
    channel.handlers.connected()
    channel.handlers.disconnected()
    expect(store.getState().connection).toBe('reconnecting')
    const before = calls.length
    channel.handlers.connected()
    await settle()
    await settle()
    const refetched = calls.slice(before).map((call) => call.path)
    expect(refetched).toContain('/players')
    expect(refetched).toContain('/characters/2')
    expect(selectRow(store.getState(), 'characters', 2)?.name).toBe('Fresh')
  })
})
