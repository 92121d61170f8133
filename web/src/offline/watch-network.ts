import { networkActions } from '../store/network.ts'
import type { AppStore } from '../store/store.ts'

/** Keeps the store's network status in step with the browser's. */
export function watchNetwork(store: AppStore): void {
  const update = () =>
    store.dispatch(networkActions.changed(navigator.onLine ? 'online' : 'offline'))
  update()
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
}
