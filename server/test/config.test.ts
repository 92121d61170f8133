import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { readOrCreateSecretKeyBase } from '../src/secret-key-base.ts'

const SECRET = { SECRET_KEY_BASE: 'k'.repeat(64) }

describe('configuration from the environment', () => {
  it('defaults to port 3000, every interface, SQLite, no Google and development mode', () => {
    const config = loadConfig({ ...SECRET })
    expect(config).toMatchObject({
      port: 3000,
      host: undefined,
      databaseUrl: undefined,
      google: undefined,
      production: false,
      logLevel: 'info',
      trustProxy: false,
      secretKeyBase: SECRET.SECRET_KEY_BASE,
    })
  })

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ ...SECRET, TRUST_PROXY: value }).trustProxy).toBe(expected)
  })

  it('reads every setting it is given', () => {
    const config = loadConfig({
      ...SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db/loom',
      REDIS_URL: 'redis://cache:6379',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://loom.example.com/ignored/path',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db/loom',
      redisUrl: 'redis://cache:6379',
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
      publicUrl: 'https://loom.example.com',
      production: true,
      logLevel: 'warn',
    })
  })

  it.each([
    [{ PORT: 'http' }, 'PORT must be an integer between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT must be an integer between 0 and 65535'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'],
    [
      { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER: 'http://idp.example' },
      'OIDC_ISSUER must be an https address (http only on loopback)',
    ],
    [{ PUBLIC_URL: 'ftp://loom.example' }, 'PUBLIC_URL must be an http or https address'],
    [{ DISCORD_CLIENT_SECRET: 's' }, 'Set both DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET'],
    [{ OIDC_PROVIDERS: 'Key Cloak' }, 'OIDC_PROVIDERS names must be 1 to 24 lowercase letters'],
    [{ OIDC_PROVIDERS: 'keep,keep' }, 'OIDC_PROVIDERS names a provider twice'],
    [{ OIDC_PROVIDERS: 'keep' }, 'Set OIDC_KEEP_ISSUER for the OpenID provider "keep"'],
    [
      { OIDC_PROVIDERS: 'keep', OIDC_KEEP_ISSUER: 'https://id.example', OIDC_KEEP_CLIENT_ID: 'c' },
      'Set OIDC_KEEP_CLIENT_SECRET for the OpenID provider "keep"',
    ],
    [
      {
        OIDC_PROVIDERS: 'keep',
        OIDC_KEEP_ISSUER: 'http://id.example',
        OIDC_KEEP_CLIENT_ID: 'c',
        OIDC_KEEP_CLIENT_SECRET: 's',
      },
      'OIDC_KEEP_ISSUER must be an https address (http only on loopback)',
    ],
  ])('refuses %j with a message saying what to fix', (env, message) => {
    expect(() => loadConfig({ ...SECRET, ...env })).toThrow(message)
  })

  it('accepts a plain-http OpenID provider on loopback, as in tests', () => {
    const config = loadConfig({
      ...SECRET,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      OIDC_ISSUER: 'http://127.0.0.1:8080',
    })
    expect(config.google?.issuer).toBe('http://127.0.0.1:8080')
  })
})

describe('sign-in providers from the environment', () => {
  it('has none but passkeys and developer sign-in when nothing is set', () => {
    expect(loadConfig({ ...SECRET })).toMatchObject({
      google: undefined,
      discord: undefined,
      oidcProviders: [],
    })
  })

  it('reads Discord and several OpenID providers at once, each with its label', () => {
    const config = loadConfig({
      ...SECRET,
      DISCORD_CLIENT_ID: 'd-id',
      DISCORD_CLIENT_SECRET: 'd-secret',
      OIDC_PROVIDERS: 'authentik, keycloak',
      OIDC_AUTHENTIK_ISSUER: 'https://auth.example/application/o/loom/',
      OIDC_AUTHENTIK_CLIENT_ID: 'a-id',
      OIDC_AUTHENTIK_CLIENT_SECRET: 'a-secret',
      OIDC_AUTHENTIK_LABEL: 'Our Authentik',
      OIDC_KEYCLOAK_ISSUER: 'https://kc.example/realms/loom',
      OIDC_KEYCLOAK_CLIENT_ID: 'k-id',
      OIDC_KEYCLOAK_CLIENT_SECRET: 'k-secret',
    })
    expect(config.discord).toEqual({
      clientId: 'd-id',
      clientSecret: 'd-secret',
      authorizationUrl: 'https://discord.com/oauth2/authorize',
      tokenUrl: 'https://discord.com/api/oauth2/token',
      userUrl: 'https://discord.com/api/users/@me',
    })
    expect(config.oidcProviders).toEqual([
      {
        id: 'oidc_authentik',
        label: 'Our Authentik',
        issuer: 'https://auth.example/application/o/loom/',
        clientId: 'a-id',
        clientSecret: 'a-secret',
      },
      {
        id: 'oidc_keycloak',
        label: 'keycloak',
        issuer: 'https://kc.example/realms/loom',
        clientId: 'k-id',
        clientSecret: 'k-secret',
      },
    ])
  })
})

describe('where Discord webhooks may point', () => {
  it("allows Discord's own two prefixes unless told otherwise", () => {
    expect(loadConfig({ ...SECRET }).discordWebhookPrefixes).toEqual([
      { origin: 'https://discord.com', path: '/api/webhooks/', privateAddresses: false },
      { origin: 'https://discordapp.com', path: '/api/webhooks/', privateAddresses: false },
    ])
  })

  it('replaces them with the prefixes an operator lists', () => {
    const config = loadConfig({
      ...SECRET,
      DISCORD_WEBHOOK_PREFIXES:
        ' http://127.0.0.1:9999/api/webhooks/ , https://relay.example/hooks/',
    })
    expect(config.discordWebhookPrefixes).toEqual([
      { origin: 'http://127.0.0.1:9999', path: '/api/webhooks/', privateAddresses: true },
      { origin: 'https://relay.example', path: '/hooks/', privateAddresses: true },
    ])
  })

  it.each([
    ['not a URL', 'is not a URL'],
    ['ftp://relay.example/hooks/', 'must start with https:// or http://'],
    ['https://relay.example/hooks', 'must be a scheme, host and path ending in /'],
    ['https://user:pw@relay.example/hooks/', 'with no user, query or fragment'],
    ['https://relay.example/hooks/?x=1', 'with no user, query or fragment'],
  ])('refuses the prefix %s at start', (prefix, problem) => {
    expect(() => loadConfig({ ...SECRET, DISCORD_WEBHOOK_PREFIXES: prefix })).toThrow(problem)
  })
})

describe('the generated secret key base', () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('is created once, readable only by its owner, and the same on the next start', () => {
    folder = mkdtempSync(join(tmpdir(), 'loom-secret-'))
    const data = join(folder, 'data')
    const first = readOrCreateSecretKeyBase(data)
    const second = readOrCreateSecretKeyBase(data)
    expect(first).toMatch(/^[0-9a-f]{128}$/)
    expect(second).toBe(first)
    expect(readFileSync(join(data, 'secret_key_base'), 'utf8')).toBe(first)
    expect(statSync(join(data, 'secret_key_base')).mode & 0o777).toBe(0o600)
  })
})
