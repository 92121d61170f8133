import type { AppConfig } from '../config.ts'
import { createDiscordClient } from './discord-client.ts'
import { createOidcClient } from './oidc-client.ts'
import type { SignInProvider } from './provider-sign-in.ts'

/**
 * Every sign-in through another site the server knows of, configured or not: Google and
 * Discord always (so a visitor learns which ones the host has not set up), then each OpenID
 * provider of OIDC_PROVIDERS. Google is one OpenID provider among them.
 */
export function signInProviders(
  config: Pick<AppConfig, 'google' | 'discord' | 'oidcProviders'>,
): SignInProvider[] {
  return [
    {
      id: 'google_oauth2',
      label: 'Google',
      client: config.google && createOidcClient(config.google),
      settings: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      asksEmailConsent: false,
    },
    {
      id: 'discord',
      label: 'Discord',
      client: config.discord && createDiscordClient(config.discord),
      settings: 'DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET',
      asksEmailConsent: true,
    },
    ...config.oidcProviders.map((oidc) => ({
      id: oidc.id,
      label: oidc.label,
      client: createOidcClient(oidc),
      settings: `the OIDC_${oidc.id.slice('oidc_'.length).toUpperCase()}_ settings`,
      asksEmailConsent: false,
    })),
  ]
}

/** The label each stored provider id is shown with in Settings. */
export function providerLabels(providers: SignInProvider[]): ReadonlyMap<string, string> {
  return new Map([
    ['developer', 'Developer sign-in'],
    ...providers.map((provider) => [provider.id, provider.label] as const),
  ])
}
