import * as client from 'openid-client'
import { z } from 'zod'
import type { DiscordConfig } from '../config.ts'
import { insecureOnLoopback, type OidcClient } from './oidc-client.ts'

const discordUserSchema = z.looseObject({
  id: z.string().regex(/^[0-9]{1,20}$/),
  username: z.string().optional(),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})

/**
 * Discord's OAuth2 (it speaks no OpenID Connect): the authorization-code flow with state and
 * PKCE, then the user behind the access token. The scope is `identify`, plus `email` only
 * when the player ticked the box to share it.
 */
export function createDiscordClient(discord: DiscordConfig): OidcClient {
  const config = new client.Configuration(
    {
      issuer: new URL(discord.authorizationUrl).origin,
      authorization_endpoint: discord.authorizationUrl,
      token_endpoint: discord.tokenUrl,
    },
    discord.clientId,
    discord.clientSecret,
  )
  for (const allow of insecureOnLoopback(new URL(discord.tokenUrl))) allow(config)

  return {
    async start(redirectUri, options) {
      const pending = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: options.shareEmail ? 'identify email' : 'identify',
        response_type: 'code',
        state: pending.state,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'none',
      })
      return { url, pending }
    },

    async finish(callbackUrl, pending) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: pending.state,
        pkceCodeVerifier: pending.codeVerifier,
      })
      const response = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(discord.userUrl),
        'GET',
      )
      if (!response.ok) throw new Error(`Discord answered ${response.status} for the user`)
      const user = discordUserSchema.parse(await response.json())
      return {
        sub: user.id,
        email: user.email ?? undefined,
        emailVerified: user.verified === true,
        name: user.global_name ?? user.username,
      }
    },
  }
}
