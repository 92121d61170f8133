/// <reference lib="webworker" />
// The service worker (served at /sw.js, scope /): the app's shell and the pages and API
// answers a player has seen stay readable with no network. Online, everything comes from the
// server first, so nothing shown is older than what the server would answer.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { API_CACHE } from '../src/offline/cache-names.ts'
import { playerOfAuthorization } from '../src/offline/player-of-token.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

/** The built index.html: the shell any page of the app starts from. */
const SHELL = '/vite/index.html'
/** How long a request waits for the server before a stored answer is used instead. */
const NETWORK_TIMEOUT_SECONDS = 8

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Pages come from the server (with this browser's sign-in tokens); offline, from the shell,
// which routes to the page itself. Every page is the same shell, so none is kept apart.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error()
      }
    },
    { denylist: [/^\/(api|auth|cable)(\/|$)/] },
  ),
)

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    request.method === 'GET',
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        // Answers are stored per player: another player signed in on this device never reads
        // what was stored for the previous one (the page also empties the store on sign-out).
        cacheKeyWillBeUsed: async ({ request }) => {
          const key = new URL(request.url)
          key.searchParams.set(
            'offline-player',
            playerOfAuthorization(request.headers.get('authorization')),
          )
          return key.href
        },
      },
    ],
  }),
)

self.addEventListener('install', () => {
  void self.skipWaiting()
})
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
