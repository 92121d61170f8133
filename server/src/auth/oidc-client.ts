import * as client from 'openid-client'
import type { GoogleConfig } from '../config.ts'

/** What the browser must bring back to the callback, kept in a signed cookie meanwhile. */
export interface PendingSignIn {
  state: string
  nonce: string
  codeVerifier: string
}

/** What a provider tells us about the person, in OpenID Connect's terms. */
export interface OidcProfile {
  sub: string
  email: string | undefined
  emailVerified: boolean
  name: string | undefined
}

export interface OidcClient {
  /** Where to send the browser, and the checks its return must pass. */
  start(
    redirectUri: string,
    options: { shareEmail: boolean },
  ): Promise<{ url: URL; pending: PendingSignIn }>
  /**
   * Exchanges the code in the callback URL. Throws when the state, the nonce, the PKCE
   * verifier, the issuer or the ID token's signature does not match.
   */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<OidcProfile>
}

/** Plain http is accepted only for a loopback provider (tests, local development). */
export function insecureOnLoopback(url: URL) {
  return url.protocol === 'http:' ? [client.allowInsecureRequests] : []
}

/**
 * OpenID Connect authorization-code flow with state, nonce and PKCE. The provider's
 * metadata is fetched on first use, so the server starts even while the provider is
 * unreachable, and fetched again after a failure.
 */
export function createOidcClient(google: GoogleConfig): OidcClient {
  const issuer = new URL(google.issuer)
  let discovered: Promise<client.Configuration> | undefined
  const configuration = () => {
    discovered ??= client
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        // The ID token's signature is checked against the issuer's keys even though it comes
        // straight from the token endpoint: a forged or altered token is refused.
        execute: [...insecureOnLoopback(issuer), client.enableNonRepudiationChecks],
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  return {
    async start(redirectUri) {
      const config = await configuration()
      const pending = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      })
      return { url, pending }
    },

    async finish(callbackUrl, pending) {
      const config = await configuration()
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('The provider sent no ID token')
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      }
    },
  }
}
