import { fileURLToPath } from 'node:url'
import type { DeliveryTimings } from './discord/delivery-queue.ts'
import {
  DISCORD_WEBHOOK_PREFIXES,
  parseWebhookPrefix,
  type WebhookPrefix,
} from './discord/webhook-address.ts'
import type { HistorySettings } from './history/history-recorder.ts'
import {
  DEFAULT_ROLL_RATE_LIMIT,
  DEFAULT_WRITE_RATE_LIMIT,
  type WriteRateLimit,
} from './http/write-rate-limit.ts'
import { readOrCreateSecretKeyBase } from './secret-key-base.ts'

/** Everything the server reads from its environment, parsed once at start. */
export interface AppConfig {
  port: number
  /** Undefined: every interface, IPv6 and IPv4, so localhost works whichever one it resolves to. */
  host: string | undefined
  databaseUrl: string | undefined
  redisUrl: string | undefined
  secretKeyBase: string
  google: GoogleConfig | undefined
  /** A group's own OpenID providers (OIDC_PROVIDERS), each with its own button. */
  oidcProviders: OidcProviderConfig[]
  discord: DiscordConfig | undefined
  /**
   * Where a chronicle's Discord webhook may point (DISCORD_WEBHOOK_PREFIXES, comma-separated);
   * Discord's own https://discord.com/api/webhooks/ and discordapp.com unless set.
   */
  discordWebhookPrefixes: readonly WebhookPrefix[]
  /** How webhook deliveries retry; tests shorten the waits. Defaults unless set. */
  discordDeliveryTimings?: DeliveryTimings
  /** The address browsers use to reach the server; without it each request's own Host is used. */
  publicUrl: string | undefined
  production: boolean
  logLevel: string
  /** Folder holding Vite's build (index.html and the hashed assets). */
  webDist: string
  /**
   * The web build's server renderer (web/src/server-render, built beside the app); pages it
   * renders are sent with their content, the others as the bare app. Without the file, every
   * page is the bare app.
   */
  serverRenderer: string
  /**
   * Which proxies may name the client (X-Forwarded-For/-Proto), as Fastify's trustProxy:
   * false, true, or a comma-separated list of proxy addresses and CIDRs. Needed behind a
   * load balancer so that rate limits count each visitor, not the balancer.
   */
  trustProxy: boolean | string
  /** Sign-in attempts allowed per client address and minute on /auth/*. */
  authRateLimitPerMinute: number
  /** Writes allowed per player; null (WRITE_RATE_LIMIT=off) for none, as benchmarks need. */
  writeRateLimit: WriteRateLimit | null
  /** Dice rolls allowed per player; null (ROLL_RATE_LIMIT=off) for none, as benchmarks need. */
  rollRateLimit: WriteRateLimit | null
  /**
   * Item history: recorded unless ITEM_HISTORY=off, which only the write-path benchmark's
   * comparison sets (bench/api.ts, BENCH_HISTORY=compare).
   */
  itemHistory: HistorySettings
  /** Set: GET /metrics on the public port, answered only to this bearer token. */
  metricsToken: string | undefined
  /** Set: the metrics on a port of their own (127.0.0.1 unless METRICS_HOST says otherwise). */
  metricsListen: { host: string; port: number } | undefined
}

export interface GoogleConfig {
  clientId: string
  clientSecret: string
  issuer: string
}

/** An OpenID Connect provider besides Google; its sign-in lives at /auth/oidc_<name>. */
export interface OidcProviderConfig extends GoogleConfig {
  /** `oidc_<name>`, the provider id stored with each identity. */
  id: string
  label: string
}

export interface DiscordConfig {
  clientId: string
  clientSecret: string
  /** Discord's endpoints; only tests point them at a provider on loopback. */
  authorizationUrl: string
  tokenUrl: string
  userUrl: string
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DATA_DIR = `${REPO_ROOT}data`
const GOOGLE_ISSUER = 'https://accounts.google.com'
const DISCORD_ENDPOINTS = {
  authorizationUrl: 'https://discord.com/oauth2/authorize',
  tokenUrl: 'https://discord.com/api/oauth2/token',
  userUrl: 'https://discord.com/api/users/@me',
}
const OIDC_NAME = /^[a-z0-9]{1,24}$/

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const production = env.NODE_ENV === 'production'
  return {
    port: parsePort(env.PORT),
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    secretKeyBase: env.SECRET_KEY_BASE || readOrCreateSecretKeyBase(DATA_DIR),
    google: parseGoogle(env),
    oidcProviders: parseOidcProviders(env),
    discord: parseDiscord(env),
    discordWebhookPrefixes: parseWebhookPrefixes(env.DISCORD_WEBHOOK_PREFIXES),
    publicUrl: env.PUBLIC_URL ? parsePublicUrl(env.PUBLIC_URL) : undefined,
    production,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: `${REPO_ROOT}web/dist`,
    serverRenderer: `${REPO_ROOT}web/dist-server/render-page.js`,
    authRateLimitPerMinute: 120,
    writeRateLimit: env.WRITE_RATE_LIMIT === 'off' ? null : DEFAULT_WRITE_RATE_LIMIT,
    rollRateLimit: env.ROLL_RATE_LIMIT === 'off' ? null : DEFAULT_ROLL_RATE_LIMIT,
    itemHistory: { recording: env.ITEM_HISTORY !== 'off' },
    metricsToken: env.METRICS_TOKEN ? parseMetricsToken(env.METRICS_TOKEN) : undefined,
    metricsListen: env.METRICS_PORT
      ? { host: env.METRICS_HOST || '127.0.0.1', port: parsePort(env.METRICS_PORT, 'METRICS_PORT') }
      : undefined,
  }
}

/** Long enough that guessing it is hopeless; `openssl rand -hex 32` gives 64 characters. */
const MIN_METRICS_TOKEN_LENGTH = 32

function parseMetricsToken(value: string): string {
  if (value.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (try \`openssl rand -hex 32\`), got ${value.length} characters`,
    )
  }
  return value
}

function parsePort(value: string | undefined, name = 'PORT'): number {
  if (value === undefined || value === '') return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${value}"`)
  }
  return port
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false
  return value === 'true' ? true : value
}

function parseGoogle(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID
  const clientSecret = env.GOOGLE_CLIENT_SECRET
  if (!clientId && !clientSecret) return undefined
  if (!clientId || !clientSecret) {
    throw new Error('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither')
  }
  const issuer = checkedIssuer('OIDC_ISSUER', env.OIDC_ISSUER || GOOGLE_ISSUER)
  return { clientId, clientSecret, issuer }
}

/** OIDC_PROVIDERS=authentik,keycloak with OIDC_AUTHENTIK_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _LABEL… */
function parseOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (new Set(names).size !== names.length) {
    throw new Error(`OIDC_PROVIDERS names a provider twice: "${env.OIDC_PROVIDERS}"`)
  }
  return names.map((name) => {
    if (!OIDC_NAME.test(name)) {
      throw new Error(
        `OIDC_PROVIDERS names must be 1 to 24 lowercase letters and digits, got "${name}"`,
      )
    }
    const prefix = `OIDC_${name.toUpperCase()}_`
    const required = (suffix: string) => {
      const value = env[`${prefix}${suffix}`]
      if (!value) throw new Error(`Set ${prefix}${suffix} for the OpenID provider "${name}"`)
      return value
    }
    return {
      id: `oidc_${name}`,
      label: env[`${prefix}LABEL`] || name,
      issuer: checkedIssuer(`${prefix}ISSUER`, required('ISSUER')),
      clientId: required('CLIENT_ID'),
      clientSecret: required('CLIENT_SECRET'),
    }
  })
}

function parseDiscord(env: NodeJS.ProcessEnv): DiscordConfig | undefined {
  const clientId = env.DISCORD_CLIENT_ID
  const clientSecret = env.DISCORD_CLIENT_SECRET
  if (!clientId && !clientSecret) return undefined
  if (!clientId || !clientSecret) {
    throw new Error('Set both DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET, or neither')
  }
  return { clientId, clientSecret, ...DISCORD_ENDPOINTS }
}

/** Replaces Discord's own prefixes: an operator lists every place webhooks may point. */
function parseWebhookPrefixes(value: string | undefined): readonly WebhookPrefix[] {
  const listed = (value ?? '')
    .split(',')
    .map((prefix) => prefix.trim())
    .filter(Boolean)
  return listed.length === 0 ? DISCORD_WEBHOOK_PREFIXES : listed.map(parseWebhookPrefix)
}

function checkedIssuer(variable: string, issuer: string): string {
  const { protocol, hostname } = new URL(issuer)
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
  if (protocol !== 'https:' && !(protocol === 'http:' && loopback)) {
    throw new Error(`${variable} must be an https address (http only on loopback), got "${issuer}"`)
  }
  return issuer
}

function parsePublicUrl(value: string): string {
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http or https address, got "${value}"`)
  }
  return url.origin
}
