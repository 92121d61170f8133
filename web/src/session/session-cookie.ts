// The server renders pages for the session in its HttpOnly cookie (server/src/auth/
// session-cookie.ts), which this script cannot touch: it asks the server to set or clear it.

/** Copies the bearer token into the cookie (a session begun before the cookie existed). */
export function shareSessionWithServer(token: string): void {
  void fetch('/auth/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => undefined)
}

/** Clears the cookie (sign-out), even when the page is closing. */
export function endSessionOnServer(): void {
  void fetch('/auth/session', { method: 'DELETE', keepalive: true }).catch(() => undefined)
}
