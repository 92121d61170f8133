import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, type LookupFunction } from 'node:net'
import type { WebhookPrefix } from './webhook-address.ts'

/**
 * One POST of a JSON body to a checked webhook URL, and what to do next. Redirects are never
 * followed (Node's client does not follow them, and a 3xx counts as a refusal); the response
 * body is never read, so nothing the far end says can be echoed; every attempt is bounded in
 * time. Hosts of Discord's own prefixes must resolve to public addresses.
 */
export type PostOutcome =
  | { kind: 'delivered' }
  /** Worth another try: rate limited (429), a server error (5xx), or no answer. */
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  /** Not worth another try: the webhook is gone, the request is wrong, or a redirect. */
  | { kind: 'refused'; reason: string }

export const POST_TIMEOUT_MS = 10_000

const internal = new BlockList()
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, bits, 'ipv4')
}
for (const [network, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, bits, 'ipv6')
}

/** Whether an address is loopback, private, link-local or otherwise not on the internet. */
export function isInternalAddress(address: string, family: number): boolean {
  return internal.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** A resolver that refuses names resolving to internal addresses. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const bad = addresses.find((one) => isInternalAddress(one.address, one.family))
    if (bad !== undefined || addresses.length === 0) {
      const refused = Object.assign(new Error('resolves to an internal address'), {
        code: 'EINTERNALADDRESS',
      })
      return callback(refused, '', 0)
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    const first = addresses[0] as LookupAddress
    callback(null, first.address, first.family)
  })
}

/** Retry-After in milliseconds: seconds (Discord may send a fraction) or an HTTP date. */
export function retryAfterMs(
  header: string | string[] | undefined,
  now = Date.now(),
): number | null {
  const value = Array.isArray(header) ? header[0] : header
  if (value === undefined || value.trim() === '') return null
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export function postJson(
  url: URL,
  prefix: WebhookPrefix,
  body: unknown,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<PostOutcome> {
  const payload = Buffer.from(JSON.stringify(body))
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: PostOutcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'user-agent': 'Loom (chronicle announcements)',
        },
        timeout: timeoutMs,
        ...(prefix.privateAddresses ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0
        // The body is never read: nothing the far end says reaches anyone.
        response.destroy()
        if (status >= 200 && status < 300) return settle({ kind: 'delivered' })
        if (status === 429) {
          return settle({
            kind: 'retry',
            reason: 'Discord is rate limiting this webhook (HTTP 429)',
            retryAfterMs: retryAfterMs(response.headers['retry-after']),
          })
        }
        if (status >= 500) {
          return settle({
            kind: 'retry',
            reason: `the webhook answered HTTP ${status}`,
            retryAfterMs: null,
          })
        }
        if (status >= 300 && status < 400) {
          return settle({
            kind: 'refused',
            reason: `the webhook answered with a redirect (HTTP ${status}), which is never followed`,
          })
        }
        settle({ kind: 'refused', reason: `the webhook refused the message (HTTP ${status})` })
      },
    )
    request.on('timeout', () => {
      request.destroy()
      settle({
        kind: 'retry',
        reason: `no answer within ${timeoutMs / 1000} s`,
        retryAfterMs: null,
      })
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EINTERNALADDRESS') {
        return settle({
          kind: 'refused',
          reason: 'the webhook host resolves to an internal address',
        })
      }
      // Only the error's code: its message may name the address.
      settle({
        kind: 'retry',
        reason: `could not reach the webhook (${error.code ?? 'network error'})`,
        retryAfterMs: null,
      })
    })
    request.end(payload)
  })
}
