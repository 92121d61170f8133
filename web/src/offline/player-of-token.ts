/**
 * The player a request's `Authorization: Bearer <jwt>` names (its `sub`), read without
 * checking the signature: it only chooses which stored answers a request may be given, and
 * the server checks every token it receives. 'anonymous' without a readable token.
 */
export function playerOfAuthorization(authorization: string | null): string {
  const payload = authorization?.match(/^Bearer [^.]+\.([^.]+)\./)?.[1]
  if (payload === undefined) return 'anonymous'
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown
    }
    return typeof claims.sub === 'string' && /^\d+$/.test(claims.sub) ? claims.sub : 'anonymous'
  } catch {
    return 'anonymous'
  }
}
