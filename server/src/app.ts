import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import type { RandomInt } from '@loom/core'
import Fastify, { type FastifyInstance } from 'fastify'
import { authProviderRoutes } from './auth/auth-provider-routes.ts'
import { registerCurrentPlayer } from './auth/current-player.ts'
import { createSessionCookie } from './auth/session-cookie.ts'
import { createSessionTokens, type SessionTokens } from './auth/session-token.ts'
import { signInMethodRoutes } from './auth/sign-in-method-routes.ts'
import { providerLabels, signInProviders } from './auth/sign-in-providers.ts'
import { signInRoutes } from './auth/sign-in-routes.ts'
import { chronicleItemRoutes } from './chronicles/chronicle-item-routes.ts'
import { chronicleRoutes } from './chronicles/chronicle-routes.ts'
import { chronicleMembershipRoutes } from './chronicles/membership-routes.ts'
import { combatAttackRoutes } from './combat/attacks/attack-routes.ts'
import { combatActorPoisonRoutes } from './combat/combat-actor-poison-routes.ts'
import { combatActorRoutes } from './combat/combat-actor-routes.ts'
import { combatRoutes } from './combat/combat-routes.ts'
import type { AppConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { discordRoutes } from './discord/discord-routes.ts'
import { experienceAwardRoutes } from './experience/experience-award-routes.ts'
import { handoverRoutes } from './handover/handover-routes.ts'
import { createHappenings, type Happenings } from './happenings/happenings.ts'
import { registerHistoryRecorder } from './history/history-recorder.ts'
import { historyRoutes } from './history/history-routes.ts'
import { createCsrf } from './http/csrf.ts'
import { holdAnswersUntilDurable } from './http/durable-answers.ts'
import { registerErrorHandling } from './http/errors.ts'
import { heavyWorkGate } from './http/heavy-work-gate.ts'
import { registerJsonBodyParser } from './http/json-body.ts'
import { type LogStream, requestLogOptions } from './http/request-log.ts'
import { registerRequestTextRules } from './http/request-text.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { registerWebApp } from './http/web-app.ts'
import { registerWriteRateLimit } from './http/write-rate-limit.ts'
import { changeTypeRoutes } from './items/change-type-routes.ts'
import { childRoutes } from './items/child-routes.ts'
import { createFromQcRoutes } from './items/create-from-qc-routes.ts'
import { itemRoutes } from './items/item-routes.ts'
import { journalRoutes } from './journal/journal-routes.ts'
import { libraryRoutes } from './library/library-routes.ts'
import type { ChangePublisher } from './live/changes.ts'
import { registerLiveChannel } from './live/live-channel.ts'
import { closeConnectionsWhileClosing } from './ops/closing-connections.ts'
import { healthRoutes } from './ops/health-routes.ts'
import { type AppMetrics, createMetrics } from './ops/metrics.ts'
import { metricsRoutes } from './ops/metrics-routes.ts'
import { playerRoutes } from './players/player-routes.ts'
import { portabilityRoutes } from './portability/portability-routes.ts'
import { portraitRoutes } from './portraits/portrait-routes.ts'
import { readCacheOf } from './read-cache/read-cache.ts'
import { forgettingPublisher } from './read-cache/stale-reads.ts'
import { cryptoRandom } from './rolls/crypto-random.ts'
import { rollLimitHook } from './rolls/roll-limit.ts'
import { rollRoutes } from './rolls/roll-routes.ts'
import { deriveKey } from './secret-key-base.ts'
import { sessionLogRoutes } from './session-log/session-log-routes.ts'

export interface BuildAppOptions {
  config: AppConfig
  /** Already migrated; the caller opens and closes it. */
  database: Database
  logStream?: LogStream
  /** Replaces the token issuer, e.g. to mint expired tokens in tests. */
  sessionTokens?: SessionTokens
  /** Where routes report committed changes; by default the live channel (/cable). */
  changes?: ChangePublisher
  /**
   * How long a live event waits for the versions before it (VERSION_GAP_WAIT_MS unless set),
   * e.g. long in tests of ordering, so that a slow machine never lets one out early.
   */
  versionGapWaitMs?: number
  /** The dice attacks are resolved with; by default the cryptographic generator. */
  dice?: RandomInt
  /** Where routes tell what happened in a chronicle; by default a fresh seam (happenings/). */
  happenings?: Happenings
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The publisher every route calls once per committed change. */
    changes: ChangePublisher
    /** The process's metrics; exposed only as METRICS_TOKEN or METRICS_PORT say. */
    metrics: AppMetrics
    /** What happened in a chronicle, told after its change committed (happenings/). */
    happenings: Happenings
  }
}

const ONE_MEBIBYTE = 1024 * 1024

/** The whole HTTP server, not yet listening: tests call inject() on it, main.ts listens. */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, database } = options
  const { db } = database
  const https = config.publicUrl?.startsWith('https:') ?? false
  const app = Fastify({
    logger: requestLogOptions(config.logLevel, options.logStream),
    bodyLimit: ONE_MEBIBYTE,
    trustProxy: config.trustProxy,
  })
  const csrf = createCsrf(deriveKey(config.secretKeyBase, 'csrf'), { secureCookie: https })
  const sessionTokens =
    options.sessionTokens ?? createSessionTokens(deriveKey(config.secretKeyBase, 'session token'))
  const sessionCookie = createSessionCookie(sessionTokens, { secure: https })

  const metrics = createMetrics({
    processMetrics: config.metricsToken !== undefined || config.metricsListen !== undefined,
  })
  app.decorate('metrics', metrics)
  metrics.timeRequests(app)
  closeConnectionsWhileClosing(app)
  registerSecurityHeaders(app, { https })
  registerErrorHandling(app)
  holdAnswersUntilDurable(app, database)
  registerJsonBodyParser(app)
  registerRequestTextRules(app)
  app.register(cookie, { secret: Buffer.from(deriveKey(config.secretKeyBase, 'cookie')) })
  app.register(formbody, { bodyLimit: ONE_MEBIBYTE })
  registerCurrentPlayer(app, { db, sessionTokens })
  registerWriteRateLimit(app, config.writeRateLimit)
  const live = registerLiveChannel(app, {
    db,
    sessionTokens,
    redisUrl: config.redisUrl,
    secretKeyBase: config.secretKeyBase,
    versionGapWaitMs: options.versionGapWaitMs,
    onDelivered: metrics.delivered,
  })
  metrics.readFrom({
    openSockets: live.openSockets,
    databaseUsage: database.usage,
    busConnections: live.bus.connections,
  })
  const changes = forgettingPublisher(readCacheOf(db), options.changes ?? live.feed)
  app.decorate('changes', changes)
  app.decorate(
    'happenings',
    options.happenings ??
      createHappenings((error, happening) =>
        app.log.error({ err: error, happening: happening.kind }, 'a happening listener failed'),
      ),
  )
  // What was told before closing is still kept (the session log) before the database closes.
  app.addHook('onClose', () => app.happenings.idle())
  app.decorate('heavyWork', heavyWorkGate())

  app.register(healthRoutes, {
    checks: [
      { name: 'database', answers: database.answers },
      ...(config.redisUrl === undefined ? [] : [{ name: 'redis', answers: live.bus.answers }]),
    ],
  })
  if (config.metricsToken !== undefined) {
    app.register(metricsRoutes, { registry: metrics.registry, token: config.metricsToken })
  }
  const providers = signInProviders(config)
  app.register(signInRoutes, {
    db,
    csrf,
    sessionTokens,
    sessionCookie,
    production: config.production,
    providers,
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  })
  app.register(authProviderRoutes, { providers, production: config.production })
  app.register(signInMethodRoutes, {
    db,
    publicUrl: config.publicUrl,
    providerLabels: providerLabels(providers),
  })
  app.register(playerRoutes, { db, changes, sessionCookie })
  registerHistoryRecorder(app, db, config.itemHistory)
  app.register(historyRoutes, { db, changes })
  app.register(itemRoutes, { db, changes, writeQueue: metrics.writeQueue })
  app.register(childRoutes, { db, changes })
  app.register(changeTypeRoutes, { db, changes })
  app.register(createFromQcRoutes, { db, changes })
  app.register(portabilityRoutes, { db, changes })
  app.register(portraitRoutes, { db, changes })
  app.register(chronicleRoutes, { db, changes })
  app.register(chronicleMembershipRoutes, { db, changes })
  app.register(chronicleItemRoutes, { db, changes })
  app.register(handoverRoutes, { db, changes })
  app.register(combatActorRoutes, { db, changes })
  app.register(combatActorPoisonRoutes, { db, changes })
  app.register(combatRoutes, { db, changes })
  const rollLimit = rollLimitHook(config.rollRateLimit)
  app.register(combatAttackRoutes, {
    db,
    changes,
    random: options.dice ?? cryptoRandom,
    rollLimit,
  })
  app.register(libraryRoutes, { db, changes })
  app.register(journalRoutes, { db, changes })
  app.register(rollRoutes, { db, changes, rollLimit })
  app.register(discordRoutes, {
    db,
    changes,
    prefixes: config.discordWebhookPrefixes,
    timings: config.discordDeliveryTimings,
  })
  app.register(sessionLogRoutes, { db, changes })
  app.register(experienceAwardRoutes, { db, changes })
  registerWebApp(app, {
    webDist: config.webDist,
    serverRenderer: config.serverRenderer,
    csrf,
    sessionCookie,
  })
  return app
}
