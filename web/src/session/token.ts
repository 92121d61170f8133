// The session token: written by the server's sign-in callback page, read by every API call.
const KEY = 'jwt'

export function readToken(): string | null {
  return localStorage.getItem(KEY)
}

export function clearToken(): void {
  localStorage.removeItem(KEY)
}
