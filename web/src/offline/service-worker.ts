import { API_CACHE } from './cache-names.ts'

/**
 * Registers the service worker (service-worker/sw.ts, served at /sw.js) once the page has
 * loaded, in built apps only: the development server has no worker to serve.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    // Without it the app still works, online only.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
  })
}

/** Forgets every answer kept for offline use: on sign-out and on a refused token. */
export async function forgetPrivateCaches(): Promise<void> {
  if ('caches' in window) await caches.delete(API_CACHE)
}
