import { randomBytes } from 'node:crypto'
import type { RandomInt } from '@loom/core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { createSessionTokens } from '../../src/auth/session-token.ts'
import type { AppConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/database.ts'
import type { Db, PlayerRow } from '../../src/db/schema.ts'
import { DISCORD_WEBHOOK_PREFIXES } from '../../src/discord/webhook-address.ts'
import type { LogStream } from '../../src/http/request-log.ts'
import type { ChangePublisher } from '../../src/live/changes.ts'
import { deriveKey } from '../../src/secret-key-base.ts'
import type { TestDatabase, TestEngine } from './test-engines.ts'

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    redisUrl: undefined,
    secretKeyBase: randomBytes(32).toString('hex'),
    google: undefined,
    oidcProviders: [],
    discord: undefined,
    discordWebhookPrefixes: DISCORD_WEBHOOK_PREFIXES,
    publicUrl: undefined,
    production: false,
    logLevel: 'silent',
    trustProxy: false,
    webDist: '/nonexistent/loom-web-dist',
    serverRenderer: '/nonexistent/loom-web-dist-server/render-page.js',
    authRateLimitPerMinute: 1000,
    // Off but where a test sets it: suites create rows faster than any table would.
    writeRateLimit: null,
    rollRateLimit: null,
    itemHistory: { recording: true },
    metricsToken: undefined,
    metricsListen: undefined,
    ...overrides,
  }
}

/** A built app on a fresh database of one engine, for the tests of one file. */
export interface TestApp {
  readonly app: FastifyInstance
  readonly database: Database
  readonly db: Db
  readonly config: AppConfig
  createPlayer(fields?: Partial<Pick<PlayerRow, 'display_name' | 'email'>>): Promise<PlayerRow>
  /** A valid session token for the player, as a sign-in would issue it. */
  tokenFor(playerId: number, options?: { issuedAt?: Date }): Promise<string>
  /** Headers carrying the player's token. */
  authorizedAs(playerId: number): Promise<{ authorization: string }>
}

/**
 * Registers beforeAll/afterAll hooks that build the app on a fresh database and tear
 * both down; use the returned object inside tests.
 */
export function useTestApp(
  engine: TestEngine,
  options: {
    /** A function when a value is only known in an earlier beforeAll (e.g. a provider's port). */
    config?: Partial<AppConfig> | (() => Partial<AppConfig>)
    logStream?: LogStream
    /** Extra routes a test needs, added before the app is ready. */
    routes?: (app: FastifyInstance) => void
    /** Receives every committed change instead of the live channel. */
    changes?: ChangePublisher
    /** How long a live event waits for the versions before it (see buildApp). */
    versionGapWaitMs?: number
    /** The dice attacks are resolved with, instead of the cryptographic generator. */
    dice?: RandomInt
  } = {},
): TestApp {
  let config: AppConfig | undefined
  let fresh: TestDatabase | undefined
  let app: FastifyInstance | undefined
  let nextEmail = 0

  beforeAll(async () => {
    config = testConfig(typeof options.config === 'function' ? options.config() : options.config)
    fresh = await engine.freshDatabase()
    app = buildApp({
      config,
      database: fresh.database,
      logStream: options.logStream,
      changes: options.changes,
      versionGapWaitMs: options.versionGapWaitMs,
      dice: options.dice,
    })
    options.routes?.(app)
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await fresh?.drop()
  })

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test app is built in beforeAll; use it in tests')
    return value
  }
  const context: TestApp = {
    get app() {
      return ready(app)
    },
    get database() {
      return ready(fresh).database
    },
    get db() {
      return ready(fresh).database.db
    },
    get config() {
      return ready(config)
    },
    async createPlayer(fields = {}) {
      const now = new Date().toISOString()
      nextEmail += 1
      return context.db
        .insertInto('players')
        .values({
          display_name: fields.display_name ?? `Player ${nextEmail}`,
          email: fields.email === undefined ? `player${nextEmail}@example.com` : fields.email,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    tokenFor(playerId, tokenOptions = {}) {
      const issuedAt = tokenOptions.issuedAt
      const tokens = createSessionTokens(deriveKey(context.config.secretKeyBase, 'session token'), {
        now: issuedAt ? () => issuedAt : undefined,
      })
      return tokens.issue(playerId)
    },
    async authorizedAs(playerId) {
      return { authorization: `Bearer ${await context.tokenFor(playerId)}` }
    },
  }
  return context
}
