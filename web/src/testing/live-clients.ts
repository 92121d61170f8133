import type { LiveEvent } from '@loom/core'
import type { Id } from '../api/types.ts'
import type { LiveHandlers } from '../live/live-link.ts'
import { networkActions } from '../store/network.ts'
import { drainOutbox } from '../store/outbox/outbox.ts'
import { startSession } from '../store/player.ts'
import { testStore } from './fake-api.ts'
import type { LiveWorld, Published } from './live-world.ts'

/**
 * Browsers on a LiveWorld, each a real store wired to the world's routes and to a socket the
 * test drives: events published to a connected socket wait in its queue until delivered, a
 * dropped socket loses its queue, and each answer is computed when the call reaches the
 * world but held back until the test releases it, so that answers and events cross.
 */
export interface Browser {
  player: Id
  store: ReturnType<typeof testStore>['store']
  handlers: LiveHandlers
  /** Published to this socket and not delivered yet. */
  queue: LiveEvent[]
  delivered: LiveEvent[]
  connected: boolean
  /** Answers waiting to be released, oldest first. */
  held: (() => void)[]
  /** Off while the session starts: answers then arrive at once. */
  holding: boolean
  /** Whether the device has a network: offline, every call fails before reaching the world. */
  online: boolean
}

/** Lets the store's thunks run on to their next call, or to their end. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 8; round += 1) await new Promise((resolve) => setImmediate(resolve))
}

/** Puts each event in the queue of each socket of its player (one a device) that is up. */
export function publish(browsers: readonly Browser[], events: readonly Published[]): void {
  for (const { player, event } of events) {
    for (const browser of browsers) {
      if (browser.player === player && browser.connected) browser.queue.push(event)
    }
  }
}

/** A signed-in browser of `player`, its session loaded and its live channel open. */
export async function openBrowser(
  world: LiveWorld,
  player: Id,
  browsers: Browser[],
): Promise<Browser> {
  const self = { browser: undefined as Browser | undefined }
  const { store, live } = testStore((call) => {
    if (self.browser?.online === false) throw new TypeError('Failed to fetch')
    const reply = world.answer(player, call)
    publish(browsers, world.takePublished())
    const held = self.browser?.holding ? self.browser.held : undefined
    return held ? new Promise((resolve) => held.push(() => resolve(reply))) : reply
  })
  await store.dispatch(startSession())
  const browser: Browser = {
    player,
    store,
    handlers: live.opened[0]!.handlers,
    queue: [],
    delivered: [],
    connected: true,
    held: [],
    holding: false,
    online: true,
  }
  self.browser = browser
  browsers.push(browser)
  browser.handlers.connected()
  return browser
}

/**
 * The item a live event belongs to. What the server keeps in order is one item's events
 * with its children's (version-order.ts orders each entity; a child's events follow its
 * item's create); different items' events may overtake one another.
 */
const itemOf = (event: LiveEvent) => (event.type === 'character' ? event.id : event.parent_id)

/** Delivers the next event of one of the items waiting in the queue, chosen by `pick`. */
export function deliverNext(browser: Browser, pick: number): void {
  if (browser.queue.length === 0) return
  const items = [...new Set(browser.queue.map(itemOf))]
  const item = items[pick % items.length]
  const [event] = browser.queue.splice(
    browser.queue.findIndex((queued) => itemOf(queued) === item),
    1,
  )
  browser.delivered.push(event!)
  browser.handlers.received(event!)
}

/** Delivers again one of the last events delivered, late: a repeat, stale by now or not. */
export function deliverAgain(browser: Browser, pick: number): void {
  const recent = Math.min(6, browser.delivered.length)
  if (recent === 0) return
  browser.handlers.received(browser.delivered[browser.delivered.length - 1 - (pick % recent)]!)
}

/** Releases one held answer, chosen by `pick`. */
export function answer(browser: Browser, pick: number): void {
  if (browser.held.length === 0) return
  browser.held.splice(pick % browser.held.length, 1)[0]!()
}

/** The socket drops: whatever waited in it is lost. */
export function drop(browser: Browser): void {
  if (!browser.connected) return
  browser.connected = false
  browser.queue = []
  browser.handlers.disconnected()
}

/** The socket comes back (not while the device is offline); the store fetches again what it shows. */
export function reconnect(browser: Browser): void {
  if (browser.connected || !browser.online) return
  browser.connected = true
  browser.handlers.connected()
}

/** The device loses its network: the browser says so, and the socket drops with it. */
export function goOffline(browser: Browser): void {
  if (!browser.online) return
  browser.online = false
  browser.store.dispatch(networkActions.changed('offline'))
  drop(browser)
}

/** The network is back: the browser says so (edits kept meanwhile are sent), then the socket. */
export function goOnline(browser: Browser): void {
  if (browser.online) return
  browser.online = true
  browser.store.dispatch(networkActions.changed('online'))
  reconnect(browser)
}

/**
 * Brings whoever is offline or disconnected back, then lets every answer and every queued
 * event arrive and every waiting edit go, until a round leaves every store as it was.
 */
export async function drain(browsers: readonly Browser[]): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    const before = browsers.map((browser) => browser.store.getState())
    for (const browser of browsers) {
      browser.holding = false
      goOnline(browser)
      reconnect(browser)
      for (const release of browser.held.splice(0)) release()
      while (browser.queue.length > 0) deliverNext(browser, 0)
      // The outbox's pause before trying again a change that kept meeting newer versions ends.
      browser.store.dispatch(drainOutbox())
    }
    await settle()
    const still = browsers.every(
      (browser, index) =>
        browser.held.length === 0 &&
        browser.queue.length === 0 &&
        browser.store.getState() === before[index],
    )
    if (still) return
  }
  throw new Error('the browsers never settled')
}
