// The session token: written by the server's sign-in callback page, read by every API call.
const KEY = 'jwt'

export function readToken(): string | null {
  return localStorage.getItem(KEY)
}

/** What the server's sign-in page script does, for the sign-ins that answer JSON (passkeys). */
export function storeToken(token: string): void {
  localStorage.setItem(KEY, token)
}

export function clearToken(): void {
  localStorage.removeItem(KEY)
}
