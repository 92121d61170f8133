import type { WebhookPrefix } from './webhook-address.ts'
import { type PostOutcome, postJson } from './webhook-post.ts'

/**
 * Outbound webhook posts, one queue per chronicle so its announcements arrive in order, with
 * retries: after a 429 the wait Discord names in Retry-After, otherwise a doubling back-off.
 * A message is given up after a bounded number of tries and the failure reported. Nothing
 * here is awaited by the request that caused a message: `enqueue` returns at once, and the
 * promise it hands back (the final outcome) is only for "send a test message".
 */
export interface Delivery {
  readonly chronicleId: number
  readonly url: URL
  readonly prefix: WebhookPrefix
  readonly body: unknown
  /** Tries before giving up; the default unless set (a test message tries once). */
  readonly attempts?: number
}

export type FinalOutcome = { delivered: true } | { delivered: false; reason: string }

export interface DeliveryTimings {
  /** Tries per message before it is dropped. */
  attempts: number
  /** The first back-off; each later one doubles. */
  backoffMs: number
  /** The longest wait honoured, Retry-After included; a longer one is capped. */
  maxWaitMs: number
  /** Messages waiting per chronicle; beyond it new ones are dropped, the first drop reported. */
  maxPending: number
}

export const DEFAULT_DELIVERY_TIMINGS: DeliveryTimings = {
  attempts: 5,
  backoffMs: 1000,
  maxWaitMs: 60_000,
  maxPending: 100,
}

export interface DeliveryReports {
  delivered(delivery: Delivery): void
  givenUp(delivery: Delivery, reason: string): void
}

export interface DeliveryQueue {
  enqueue(delivery: Delivery): Promise<FinalOutcome>
  /** Resolves once every queued message is delivered or given up (tests, shutdown). */
  idle(): Promise<void>
  /** Stops waiting: pending messages are given up without further tries, and unreported. */
  close(): void
}

export function createDeliveryQueue(
  reports: DeliveryReports,
  timings: DeliveryTimings = DEFAULT_DELIVERY_TIMINGS,
  post: (delivery: Delivery) => Promise<PostOutcome> = (delivery) =>
    postJson(delivery.url, delivery.prefix, delivery.body),
): DeliveryQueue {
  const tails = new Map<number, Promise<void>>()
  const pending = new Map<number, number>()
  // Chronicles whose backlog is full: the first drop is reported, not every one after it (a
  // dead endpoint under a busy table must not turn each roll into a failure write).
  const overflowing = new Set<number>()
  const closing = new AbortController()

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closing.signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        closing.signal.removeEventListener('abort', done)
        resolve()
      }
      closing.signal.addEventListener('abort', done)
    })

  async function deliver(delivery: Delivery): Promise<FinalOutcome> {
    const attempts = delivery.attempts ?? timings.attempts
    let reason = 'the server stopped before it was sent'
    for (let attempt = 1; attempt <= attempts && !closing.signal.aborted; attempt += 1) {
      const outcome = await post(delivery)
      if (outcome.kind === 'delivered') return { delivered: true }
      reason = outcome.reason
      if (outcome.kind === 'refused' || attempt === attempts) break
      const backoff = timings.backoffMs * 2 ** (attempt - 1)
      await wait(Math.min(outcome.retryAfterMs ?? backoff, timings.maxWaitMs))
    }
    return { delivered: false, reason: `${reason}; given up after ${attemptsWord(attempts)}` }
  }

  function report(delivery: Delivery, outcome: FinalOutcome) {
    if (outcome.delivered) reports.delivered(delivery)
    else reports.givenUp(delivery, outcome.reason)
  }

  return {
    enqueue(delivery) {
      const { chronicleId } = delivery
      const waiting = pending.get(chronicleId) ?? 0
      if (waiting >= timings.maxPending) {
        const outcome: FinalOutcome = {
          delivered: false,
          reason: `more than ${timings.maxPending} messages were waiting; this one was dropped`,
        }
        if (!overflowing.has(chronicleId)) report(delivery, outcome)
        overflowing.add(chronicleId)
        return Promise.resolve(outcome)
      }
      pending.set(chronicleId, waiting + 1)
      const previous = tails.get(chronicleId) ?? Promise.resolve()
      const outcome = previous.then(() => deliver(delivery))
      const tail = outcome.then((final) => {
        // A message cut short by the server stopping is not the webhook's failure.
        if (!closing.signal.aborted) report(delivery, final)
        const left = (pending.get(chronicleId) ?? 1) - 1
        if (left === 0) {
          pending.delete(chronicleId)
          overflowing.delete(chronicleId)
        } else pending.set(chronicleId, left)
        if (tails.get(chronicleId) === tail) tails.delete(chronicleId)
      })
      tails.set(chronicleId, tail)
      return outcome
    },
    async idle() {
      while (tails.size > 0) await Promise.all([...tails.values()])
    },
    close() {
      closing.abort()
    },
  }
}

function attemptsWord(attempts: number): string {
  return attempts === 1 ? '1 try' : `${attempts} tries`
}
