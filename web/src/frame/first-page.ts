import { useSyncExternalStore } from 'react'

// Ready unless the app's start says otherwise, so tests and later pages never wait.
let ready = true
const listeners = new Set<() => void>()

/**
 * Holds the frame's page area until `loading` (the first page's code) settles, failed or not:
 * a failed load shows its error once the page renders.
 */
export function awaitFirstPage(loading: Promise<unknown>): void {
  ready = false
  void loading
    .catch(() => undefined)
    .then(() => {
      ready = true
      for (const listener of listeners) listener()
    })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Whether the first page's code is here. Until it is, the frame shows a loading phrase in its
 * place rather than suspending: React would hold back the page's first content for a while
 * after a suspense fallback, but not after an ordinary render.
 */
export function useFirstPageReady(): boolean {
  // A server-rendered page is rendered, and hydrated, with its code already here.
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => true,
  )
}
