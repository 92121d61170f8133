import type { FastifyRequest } from 'fastify'

/** Who passkeys are made for: the site's host name (the RP id) and its exact origin. */
export interface RelyingParty {
  id: string
  origin: string
  name: string
}

/**
 * From PUBLIC_URL when it is set; otherwise from the address the browser used, which is how
 * a fresh `npm start` on http://localhost works (browsers allow passkeys on localhost).
 */
export function relyingPartyFor(
  request: FastifyRequest,
  publicUrl: string | undefined,
): RelyingParty {
  const origin = publicUrl ?? `${request.protocol}://${request.host}`
  return { id: new URL(origin).hostname, origin, name: 'Loom' }
}
