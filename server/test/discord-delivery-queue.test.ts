import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createDeliveryQueue,
  type Delivery,
  type DeliveryTimings,
  type FinalOutcome,
} from '../src/discord/delivery-queue.ts'
import { checkWebhookUrl, parseWebhookPrefix } from '../src/discord/webhook-address.ts'
import { isInternalAddress, postJson, retryAfterMs } from '../src/discord/webhook-post.ts'
import { SINK_SECRET, WebhookSink } from './support/webhook-sink.ts'

/**
 * The outbound queue against a loopback sink standing in for Discord: order per chronicle,
 * retries after 429 (waiting what Retry-After says) and 5xx, a bounded number of tries,
 * redirects never followed and the far end's body never repeated.
 */
const fast: DeliveryTimings = { attempts: 3, backoffMs: 50, maxWaitMs: 5000, maxPending: 5 }

let sink: WebhookSink
beforeAll(async () => {
  sink = await WebhookSink.start()
})
afterAll(() => sink.close())
afterEach(() => sink.reset())

function queueWithReports(timings = fast) {
  const reports: { delivered: Delivery[]; givenUp: [Delivery, string][] } = {
    delivered: [],
    givenUp: [],
  }
  const queue = createDeliveryQueue(
    {
      delivered: (delivery) => reports.delivered.push(delivery),
      givenUp: (delivery, reason) => reports.givenUp.push([delivery, reason]),
    },
    timings,
  )
  return { queue, reports }
}

function delivery(chronicleId: number, body: unknown, webhook = 1): Delivery {
  const check = checkWebhookUrl(sink.webhookUrl(webhook), [parseWebhookPrefix(sink.prefix)])
  if (!check.ok) throw new Error(check.problem)
  return { chronicleId, url: check.url, prefix: check.prefix, body }
}

describe('the delivery queue', () => {
  it('posts one chronicle’s messages in the order they were queued, even when one is retried', async () => {
    const { queue } = queueWithReports()
    sink.answer({ status: 500 })
    const outcomes = [1, 2, 3].map((n) => queue.enqueue(delivery(7, { n })))
    await Promise.all(outcomes)
    expect(sink.requests.map((one) => one.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }, { n: 3 }])
  })

  it('does not hold one chronicle’s messages behind another’s retries', async () => {
    const { queue } = queueWithReports({ ...fast, backoffMs: 1500 })
    sink.answer({ status: 503 })
    const slow = queue.enqueue(delivery(1, { chronicle: 1 }))
    await sink.waitFor(1)
    await queue.enqueue(delivery(2, { chronicle: 2 }))
    // The second chronicle's message went through while the first waited out its back-off.
    expect(sink.requests.map((one) => one.body)).toEqual([{ chronicle: 1 }, { chronicle: 2 }])
    expect(await slow).toEqual({ delivered: true })
  })

  it('waits what a 429’s Retry-After says before trying again', async () => {
    const { queue, reports } = queueWithReports()
    sink.answer({ status: 429, headers: { 'retry-after': '1' } })
    expect(await queue.enqueue(delivery(3, { hello: 1 }))).toEqual({ delivered: true })
    const [first, second] = sink.requests
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950)
    expect(reports.delivered).toHaveLength(1)
  })

  it('backs off and tries again after a 500', async () => {
    const { queue } = queueWithReports()
    sink.answer({ status: 500 }, { status: 502 })
    expect(await queue.enqueue(delivery(4, {}))).toEqual({ delivered: true })
    const times = sink.requests.map((one) => one.at)
    expect(times).toHaveLength(3)
    // 50 ms, then 100 ms: the back-off doubles.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(45)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(95)
  })

  it('gives a message up after the bounded number of tries and reports why', async () => {
    const { queue, reports } = queueWithReports()
    sink.answer({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 })
    const outcome = await queue.enqueue(delivery(5, {}))
    expect(sink.requests).toHaveLength(3)
    expect(outcome).toEqual({
      delivered: false,
      reason: 'the webhook answered HTTP 500; given up after 3 tries',
    })
    expect(reports.givenUp.map(([, reason]) => reason)).toEqual([
      (outcome as { reason: string }).reason,
    ])
  })

  it('does not retry a webhook that refuses the message (404: deleted in Discord)', async () => {
    const { queue } = queueWithReports()
    sink.answer({ status: 404 })
    const outcome = await queue.enqueue(delivery(6, {}))
    expect(sink.requests).toHaveLength(1)
    expect(outcome).toMatchObject({ delivered: false })
  })

  it('drops messages beyond the bounded backlog of a chronicle and reports the drop', async () => {
    const { queue, reports } = queueWithReports({ ...fast, maxPending: 2 })
    sink.answer({ status: 500 })
    const outcomes: Promise<FinalOutcome>[] = [1, 2, 3].map((n) =>
      queue.enqueue(delivery(8, { n })),
    )
    expect(await outcomes[2]).toMatchObject({ delivered: false })
    await Promise.all(outcomes)
    expect(reports.givenUp[0]![1]).toMatch(/more than 2 messages were waiting/)
    expect(sink.requests.map((one) => one.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }])
  })

  it('gives up pending retries when closed, without calling it the webhook’s failure', async () => {
    const { queue, reports } = queueWithReports({ ...fast, backoffMs: 60_000 })
    sink.answer({ status: 500 })
    const outcome = queue.enqueue(delivery(9, {}))
    await sink.waitFor(1)
    queue.close()
    expect(await outcome).toMatchObject({ delivered: false })
    await queue.idle()
    expect(sink.requests).toHaveLength(1)
    expect(reports.givenUp).toEqual([])
  })
})

describe('one post', () => {
  const prefix = () => parseWebhookPrefix(sink.prefix)
  const url = () => new URL(sink.webhookUrl())

  it('never follows a redirect and never repeats what the far end said', async () => {
    sink.answer({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } })
    const outcome = await postJson(url(), prefix(), {})
    expect(outcome).toEqual({
      kind: 'refused',
      reason: 'the webhook answered with a redirect (HTTP 302), which is never followed',
    })
    expect(sink.requests).toHaveLength(1)
    for (const status of [400, 500, 429]) {
      sink.answer({ status })
      expect(JSON.stringify(await postJson(url(), prefix(), {}))).not.toContain(SINK_SECRET)
    }
  })

  it('refuses a Discord-prefixed host that resolves to an internal address', async () => {
    const discordLike = { ...prefix(), privateAddresses: false }
    const outcome = await postJson(
      new URL(sink.webhookUrl().replace('127.0.0.1', 'localhost')),
      discordLike,
      {},
    )
    expect(outcome).toEqual({
      kind: 'refused',
      reason: 'the webhook host resolves to an internal address',
    })
    expect(sink.requests).toHaveLength(0)
  })

  it('gives up on a silent endpoint within its time bound', async () => {
    const net = await import('node:net')
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as { port: number }).port
    const started = Date.now()
    const outcome = await postJson(
      new URL(`http://127.0.0.1:${port}/api/webhooks/1/x`),
      prefix(),
      {},
      300,
    )
    expect(outcome).toMatchObject({ kind: 'retry', reason: 'no answer within 0.3 s' })
    expect(Date.now() - started).toBeLessThan(3000)
    silent.close()
  })

  it.each([
    ['127.0.0.1', 4, true],
    ['10.1.2.3', 4, true],
    ['172.20.0.1', 4, true],
    ['192.168.1.1', 4, true],
    ['169.254.169.254', 4, true],
    ['100.64.0.1', 4, true],
    ['0.0.0.0', 4, true],
    ['::1', 6, true],
    ['fd00::1', 6, true],
    ['fe80::1', 6, true],
    ['::ffff:127.0.0.1', 6, true],
    ['162.159.135.232', 4, false],
    ['2606:4700::6810:1', 6, false],
  ] as const)('%s is internal: %s', (address, family, internal) => {
    expect(isInternalAddress(address, family)).toBe(internal)
  })

  it('reads Retry-After as seconds, fractions included, or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000)
    expect(retryAfterMs('0.25')).toBe(250)
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000)
    expect(retryAfterMs(undefined)).toBeNull()
    expect(retryAfterMs('soon')).toBeNull()
  })
})
