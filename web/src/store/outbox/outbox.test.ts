import { describe, expect, it, vi } from 'vitest'
import { type Call, settle, testStore } from '../../testing/fake-api.ts'
import { createChild } from '../children.ts'
import { entityActions } from '../entities/entities-slice.ts'
import { destroyItem, updateItem } from '../items.ts'
import { networkActions } from '../network.ts'
import { sessionActions } from '../session.ts'
import { OUTBOX_LIMIT, resolveConflict } from './outbox.ts'

const zan = { id: 4, name: 'Zan', essence: 1, notes: 'old', willpower_temporary: 5, version: 3 }
type Routes = Parameters<typeof testStore>[0]

/** A store of player 9 holding Zan, offline, with the server answering `routes`. */
async function offlineWithZan(routes: Routes = {}) {
  const test = testStore(routes)
  test.store.dispatch(sessionActions.playerLoaded(9))
  test.store.dispatch(entityActions.received({ kind: 'characters', rows: [zan] }))
  test.store.dispatch(networkActions.changed('offline'))
  await settle()
  const row = () => test.store.getState().entities.current.byKind.characters.entities[4]
  const patches = () => test.calls.filter((call) => call.method === 'PATCH')
  return { ...test, row, patches }
}

/** Goes online and lets the sync run to its end. */
async function reconnect(store: ReturnType<typeof testStore>['store']) {
  store.dispatch(networkActions.changed('online'))
  for (let turn = 0; turn < 20; turn += 1) await settle()
}

const sent = (call: Call | undefined) => ({
  body: call?.body,
  base: call?.baseVersion,
})

describe('edits made offline', () => {
  it('are kept in order, shown at once, gathered per entity and sent nowhere', async () => {
    const { store, outbox, row, calls } = await offlineWithZan()
    const before = calls.length
    expect(await store.dispatch(updateItem('characters', 4, { name: 'Zan of the Sea' }))).toBe(true)
    await store.dispatch(updateItem('characters', 4, { essence: 2 }))
    await store.dispatch(updateItem('characters', 4, { name: 'Zan the Tide' }))
    expect(row()).toMatchObject({ name: 'Zan the Tide', essence: 2, version: 3 })
    expect(calls.length).toBe(before)
    expect(outbox.mutations).toEqual([
      {
        seq: expect.any(Number),
        player: 9,
        op: 'update',
        kind: 'characters',
        id: 4,
        path: '/characters/4',
        baseVersion: 3,
        base: { name: 'Zan', essence: 1 },
        changes: { name: 'Zan the Tide', essence: 2 },
        conflict: false,
      },
    ])
    expect(store.getState().outbox.mutations).toHaveLength(1)
  })

  it('stay shown over the entity fetched again (a reload) until they are sent', async () => {
    const { store, row } = await offlineWithZan()
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    store.dispatch(entityActions.received({ kind: 'characters', rows: [zan] }))
    await settle()
    expect(row()?.notes).toBe('mine')
  })

  it('are sent once the connection returns, with the version they were based on', async () => {
    const { store, outbox, row, patches } = await offlineWithZan({
      'PATCH /characters/4': { body: { ...zan, notes: 'mine', version: 4 } },
    })
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    await reconnect(store)
    expect(patches().map(sent)).toEqual([{ body: { character: { notes: 'mine' } }, base: '3' }])
    expect(outbox.mutations).toEqual([])
    expect(row()).toMatchObject({ notes: 'mine', version: 4 })
    expect(store.getState().outbox).toEqual({ mutations: [], sending: [], held: false })
  })

  it('met by a change of other fields, are merged and sent again on the new version', async () => {
    const theirs = { ...zan, essence: 3, version: 5 }
    let answer = 0
    const { store, outbox, row, patches } = await offlineWithZan({
      'PATCH /characters/4': () =>
        answer++ === 0
          ? { status: 412, body: { error: 'changed', current: theirs } }
          : { body: { ...theirs, notes: 'mine', version: 6 } },
    })
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    await reconnect(store)
    expect(patches().map(sent)).toEqual([
      { body: { character: { notes: 'mine' } }, base: '3' },
      { body: { character: { notes: 'mine' } }, base: '5' },
    ])
    expect(outbox.mutations).toEqual([])
    expect(row()).toMatchObject({ notes: 'mine', essence: 3, version: 6 })
  })

  it('met by a different change of the same field, wait for the player, the rest sent', async () => {
    const theirs = { ...zan, name: 'Zan the Bold', version: 5 }
    const answers = [
      { status: 412, body: { error: 'changed', current: theirs } },
      { body: { ...theirs, notes: 'mine', version: 6 } },
      { body: { ...theirs, notes: 'mine', name: 'Zan of the Sea', version: 7 } },
    ]
    const { store, outbox, row, patches } = await offlineWithZan({
      'PATCH /characters/4': () => answers.shift() ?? { status: 500 },
    })
    await store.dispatch(updateItem('characters', 4, { name: 'Zan of the Sea', notes: 'mine' }))
    await reconnect(store)
    expect(patches().map(sent)).toEqual([
      { body: { character: { name: 'Zan of the Sea', notes: 'mine' } }, base: '3' },
      { body: { character: { notes: 'mine' } }, base: '5' },
    ])
    // Nothing dropped: the player's value waits beside the server's, which the sheet shows.
    expect(outbox.mutations).toEqual([
      expect.objectContaining({
        baseVersion: 5,
        base: { name: 'Zan the Bold' },
        changes: { name: 'Zan of the Sea' },
        conflict: true,
      }),
    ])
    expect(row()).toMatchObject({ name: 'Zan the Bold', notes: 'mine' })
    expect(store.getState().outbox.mutations).toHaveLength(1)

    await store.dispatch(resolveConflict(outbox.mutations[0]!.seq, ['name']))
    await reconnect(store)
    expect(sent(patches()[2])).toEqual({
      body: { character: { name: 'Zan of the Sea' } },
      base: '5',
    })
    expect(outbox.mutations).toEqual([])
    expect(row()).toMatchObject({ name: 'Zan of the Sea', version: 7 })
  })

  it('in conflict, taken from the server, send nothing more', async () => {
    const theirs = { ...zan, name: 'Zan the Bold', version: 5 }
    const { store, outbox, row, patches } = await offlineWithZan({
      'PATCH /characters/4': { status: 412, body: { error: 'changed', current: theirs } },
    })
    await store.dispatch(updateItem('characters', 4, { name: 'Zan of the Sea' }))
    await reconnect(store)
    await store.dispatch(resolveConflict(outbox.mutations[0]!.seq, []))
    await reconnect(store)
    expect(patches()).toHaveLength(1)
    expect(outbox.mutations).toEqual([])
    expect(row()?.name).toBe('Zan the Bold')
  })

  it('refused by the server for good leave the queue with a notice, never silently', async () => {
    const { store, outbox, row } = await offlineWithZan({
      'PATCH /characters/4': { status: 422, body: { essence: [{ error: 'too high' }] } },
      'GET /characters/4': { body: zan },
    })
    await store.dispatch(updateItem('characters', 4, { essence: 9 }))
    await reconnect(store)
    expect(outbox.mutations).toEqual([])
    expect(row()?.essence).toBe(1)
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      'Your change to essence could not be saved: essence: too high',
    ])
  })

  it('refused for one field, go on without it: the other fields are sent, the refusal named', async () => {
    const { store, outbox, row, patches } = await offlineWithZan({
      'PATCH /characters/4': (call) => {
        const changes = (call.body as { character: Record<string, unknown> }).character
        if ('essence' in changes) return { status: 422, body: { essence: [{ error: 'too high' }] } }
        return { body: { ...zan, ...changes, version: 4 } }
      },
      'GET /characters/4': { body: zan },
    })
    await store.dispatch(updateItem('characters', 4, { essence: 9 }))
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    await reconnect(store)
    expect(patches().map(sent)).toEqual([
      { body: { character: { essence: 9, notes: 'mine' } }, base: '3' },
      { body: { character: { notes: 'mine' } }, base: '3' },
    ])
    expect(outbox.mutations).toEqual([])
    expect(row()).toMatchObject({ essence: 1, notes: 'mine', version: 4 })
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      'Your change to essence could not be saved: essence: too high',
    ])
  })

  it('wait for the next connection when the server still cannot be reached', async () => {
    const { store, outbox, row } = await offlineWithZan({
      'PATCH /characters/4': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    await reconnect(store)
    expect(outbox.mutations).toHaveLength(1)
    expect(row()?.notes).toBe('mine')
    expect(store.getState().notices.queue).toEqual([])
  })

  it('made online when the server cannot be reached are kept too, without a failure notice', async () => {
    const { store, outbox, row } = await offlineWithZan({
      'PATCH /characters/4': () => {
        throw new TypeError('Failed to fetch')
      },
      'GET /characters/4': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    store.dispatch(networkActions.changed('online'))
    await settle()
    expect(await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))).toBe(true)
    expect(outbox.mutations).toEqual([expect.objectContaining({ changes: { notes: 'mine' } })])
    expect(row()?.notes).toBe('mine')
    expect(store.getState().notices.queue).toEqual([])
  })

  it('outlive a session the server refused, for the same player to send once signed in again', async () => {
    const { store, outbox } = await offlineWithZan()
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    store.dispatch(sessionActions.loggedOut({ refused: true }))
    await settle()
    expect(store.getState().outbox.mutations).toEqual([])
    expect(outbox.mutations).toHaveLength(1)
  })

  it('are forgotten on sign-out, and never shown to another player', async () => {
    const { store, outbox } = await offlineWithZan()
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    await outbox.put({ ...outbox.mutations[0]!, seq: 1, player: 10 })
    store.dispatch(sessionActions.playerLoaded(9))
    await settle()
    expect(store.getState().outbox.mutations.map((edit) => edit.player)).toEqual([9])
    store.dispatch(sessionActions.loggedOut())
    await settle()
    expect(outbox.mutations).toEqual([])
    expect(store.getState().outbox.mutations).toEqual([])
  })
})

describe('an edit made online while edits of the same entity wait', () => {
  it('goes after them, on the version their answer made', async () => {
    const { store, outbox, patches } = await offlineWithZan({
      'PATCH /characters/4': (call) => ({
        body: { ...zan, ...(call.body as { character: object }).character, version: 4 },
      }),
    })
    await store.dispatch(updateItem('characters', 4, { notes: 'first' }))
    store.dispatch(networkActions.changed('online'))
    await store.dispatch(updateItem('characters', 4, { essence: 2 }))
    for (let turn = 0; turn < 20; turn += 1) await settle()
    expect(patches().map(sent)).toEqual([
      { body: { character: { notes: 'first' } }, base: '3' },
      { body: { character: { essence: 2 } }, base: '4' },
    ])
    expect(outbox.mutations).toEqual([])
  })
})

describe('an edit made while an earlier edit of the same entity is on its way', () => {
  it('is sent after it, not folded into what the answer takes off the queue', async () => {
    const held: { answer: (() => void) | null } = { answer: null }
    const { store, outbox, patches, row } = await offlineWithZan({
      'PATCH /characters/4': async (call) => {
        const changes = (call.body as { character: object }).character
        if (held.answer === null) {
          await new Promise<void>((resolve) => {
            held.answer = resolve
          })
        }
        const version = Number(call.baseVersion) + 1
        return { body: { ...zan, notes: 'first', ...changes, version } }
      },
    })
    await store.dispatch(updateItem('characters', 4, { notes: 'first' }))
    store.dispatch(networkActions.changed('online'))
    await vi.waitFor(() => expect(held.answer).not.toBeNull())
    // The first edit's PATCH is on its way: an edit of another field is made meanwhile.
    const second = store.dispatch(updateItem('characters', 4, { essence: 2 }))
    held.answer?.()
    expect(await second).toBe(true)
    for (let turn = 0; turn < 20; turn += 1) await settle()
    expect(patches().map(sent)).toEqual([
      { body: { character: { notes: 'first' } }, base: '3' },
      { body: { character: { essence: 2 } }, base: '4' },
    ])
    expect(outbox.mutations).toEqual([])
    expect(row()).toMatchObject({ notes: 'first', essence: 2, version: 5 })
  })
})

describe('an edit that cannot be kept offline', () => {
  it('is taken back and the player told, when the browser’s storage refuses it', async () => {
    const { store, outbox, row } = await offlineWithZan()
    outbox.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'))
    expect(await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))).toBe(false)
    expect(row()?.notes).toBe('old')
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^This change could not be kept on this device/),
    ])
  })
})

describe('the queue of edits kept offline', () => {
  it(`holds ${OUTBOX_LIMIT} entities' edits at most: a new one past it is refused and the player told`, async () => {
    const { store, outbox } = await offlineWithZan()
    for (let id = 100; id < 100 + OUTBOX_LIMIT; id += 1) {
      store.dispatch(entityActions.received({ kind: 'characters', rows: [{ ...zan, id }] }))
      expect(await store.dispatch(updateItem('characters', id, { notes: `n${id}` }))).toBe(true)
    }
    expect(await store.dispatch(updateItem('characters', 4, { notes: 'one too many' }))).toBe(false)
    const row = store.getState().entities.current.byKind.characters.entities[4]
    expect(row?.notes).toBe('old')
    expect(outbox.mutations).toHaveLength(OUTBOX_LIMIT)
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^100 changes already wait on this device/),
    ])
    // An entity already waiting still gathers more changes.
    expect(await store.dispatch(updateItem('characters', 100, { essence: 2 }))).toBe(true)
    expect(outbox.mutations[0]?.changes).toEqual({ notes: 'n100', essence: 2 })
  })
})

describe('every edit goes through the outbox, online too', () => {
  it('a change waits in the outbox, kept on the device, until the server has answered it', async () => {
    let answer: () => void = () => {}
    const { store, outbox, row } = await offlineWithZan({
      'PATCH /characters/4': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { ...zan, notes: 'mine', version: 4 } })
        }),
    })
    store.dispatch(networkActions.changed('online'))
    const saving = store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    expect(row()?.notes).toBe('mine')
    await settle()
    expect(outbox.mutations).toEqual([expect.objectContaining({ changes: { notes: 'mine' } })])
    expect(store.getState().outbox.sending).toHaveLength(1)
    answer()
    expect(await saving).toBe(true)
    expect(outbox.mutations).toEqual([])
    expect(store.getState().outbox.mutations).toEqual([])
    expect(store.getState().entities.confirmed.byKind.characters.entities[4]?.notes).toBe('mine')
  })

  it('shows a change over a row that moves under it, computed again, not patched', async () => {
    const { store, row } = await offlineWithZan()
    await store.dispatch(updateItem('characters', 4, { notes: 'mine' }))
    // Someone else's change arrives (a live event or a fetch) while this one waits.
    store.dispatch(
      entityActions.received({ kind: 'characters', rows: [{ ...zan, essence: 4, version: 4 }] }),
    )
    expect(row()).toMatchObject({ notes: 'mine', essence: 4, version: 4 })
    const confirmed = store.getState().entities.confirmed.byKind.characters.entities[4]
    expect(confirmed).toMatchObject({ notes: 'old', essence: 4 })
  })

  it('a deletion hides the row at once; refused, the row comes back and the player is told', async () => {
    const { store, row } = await offlineWithZan({
      'DELETE /characters/4': {
        status: 403,
        body: { error: 'Remove it from its chronicle first' },
      },
    })
    store.dispatch(networkActions.changed('online'))
    const deleting = store.dispatch(destroyItem('characters', 4))
    expect(row()).toBeUndefined()
    expect(await deleting).toBe(false)
    expect(row()).toMatchObject({ name: 'Zan' })
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      'The character could not be deleted: Remove it from its chronicle first',
    ])
  })

  it('a new row on its way is not kept on the device, so another tab cannot post it again', async () => {
    let answer: () => void = () => {}
    const { store, outbox } = await offlineWithZan({
      'POST /characters/4/merits': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: { id: 31, name: 'Allies', version: 1 } })
        }),
    })
    store.dispatch(networkActions.changed('online'))
    const place = {
      parentKind: 'characters',
      parentId: 4,
      kind: 'merits',
      assoc: 'merits',
    } as const
    const creating = store.dispatch(createChild(place, { name: 'Allies' }))
    await settle()
    expect(store.getState().outbox.mutations).toHaveLength(1)
    expect(outbox.mutations).toEqual([])
    answer()
    expect(await creating).toBe(31)
  })

  it('a new row whose POST finds the server unreachable is kept on the device then', async () => {
    const { store, outbox } = await offlineWithZan({
      'POST /characters/4/merits': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    store.dispatch(networkActions.changed('online'))
    const place = {
      parentKind: 'characters',
      parentId: 4,
      kind: 'merits',
      assoc: 'merits',
    } as const
    void store.dispatch(createChild(place, { name: 'Allies' }))
    for (let turn = 0; turn < 5; turn += 1) await settle()
    expect(outbox.mutations).toEqual([expect.objectContaining({ op: 'create' })])
  })

  it('a new row made offline is kept, created once the connection returns, and listed', async () => {
    const { store, outbox, calls } = await offlineWithZan({
      'POST /characters/4/merits': { status: 201, body: { id: 30, name: 'Allies', version: 1 } },
    })
    store.dispatch(entityActions.received({ kind: 'characters', rows: [{ ...zan, merits: [] }] }))
    const place = {
      parentKind: 'characters',
      parentId: 4,
      kind: 'merits',
      assoc: 'merits',
    } as const
    const creating = store.dispatch(createChild(place, { name: 'Allies' }))
    await settle()
    expect(outbox.mutations).toEqual([
      expect.objectContaining({ op: 'create', path: '/characters/4/merits' }),
    ])
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    expect(store.getState().notices.queue.map((notice) => notice.message)).toEqual([
      'Kept on this device: the new merit is made when the connection returns.',
    ])
    await reconnect(store)
    expect(await creating).toBe(30)
    expect(outbox.mutations).toEqual([])
    const rows = store.getState().entities.current.byKind
    expect(rows.characters.entities[4]?.merits).toEqual([30])
    expect(rows.merits.entities[30]?.name).toBe('Allies')
  })
})
