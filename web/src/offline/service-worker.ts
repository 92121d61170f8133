import { API_CACHE } from './cache-names.ts'

/** How long after the page has loaded the worker is registered: its install fetches every file. */
const REGISTER_AFTER_LOAD_MS = 3_000

/**
 * Registers the service worker (service-worker/sw.ts, served at /sw.js) a moment after the
 * page has loaded, in built apps only (the development server has no worker to serve): the
 * worker's install downloads the whole app, which must not compete with the first page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    // Without it the app still works, online only.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
  }
  window.addEventListener('load', () => setTimeout(register, REGISTER_AFTER_LOAD_MS))
}

/** Forgets every answer kept for offline use: on sign-out and on a refused token. */
export async function forgetPrivateCaches(): Promise<void> {
  if ('caches' in window) await caches.delete(API_CACHE)
}
