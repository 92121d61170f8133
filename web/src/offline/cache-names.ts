// The cache the service worker keeps the player's data in (service-worker/sw.ts), which the
// page empties on sign-out. (The app's own code is kept apart, in Workbox's precache.)

/** Answers of GET /api/…, stored per player. */
export const API_CACHE = 'loom-api'
