/**
 * Which webhook URLs a storyteller may set: server-side request forgery is the danger, since
 * the server posts to whatever is stored. Only URLs under an allowed prefix pass (Discord's
 * own by default; an operator may list others, such as a loopback sink in tests). A URL must
 * have no user info, query or fragment, and end in a webhook id and token. The checks compare
 * the parsed, normalised URL, so `..`, `%2e`, `@` and case tricks change nothing.
 */

export interface WebhookPrefix {
  readonly origin: string
  /** Ends in `/`. */
  readonly path: string
  /**
   * Whether the host may resolve to a loopback or private address: only for prefixes an
   * operator listed, never for Discord's own names (a poisoned resolver must not turn
   * discord.com into an internal service).
   */
  readonly privateAddresses: boolean
}

export const DISCORD_WEBHOOK_PREFIXES: readonly WebhookPrefix[] = [
  { origin: 'https://discord.com', path: '/api/webhooks/', privateAddresses: false },
  { origin: 'https://discordapp.com', path: '/api/webhooks/', privateAddresses: false },
]

/** `{id}/{token}` after the prefix, as Discord makes them. */
const ID_AND_TOKEN = /^[0-9]{1,30}\/[A-Za-z0-9_-]{1,200}$/

/** Parses an operator's prefix (DISCORD_WEBHOOK_PREFIXES), or says what is wrong with it. */
export function parseWebhookPrefix(text: string): WebhookPrefix {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`DISCORD_WEBHOOK_PREFIXES: "${text}" is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`DISCORD_WEBHOOK_PREFIXES: "${text}" must start with https:// or http://`)
  }
  if (url.username || url.password || url.search || url.hash || !url.pathname.endsWith('/')) {
    throw new Error(
      `DISCORD_WEBHOOK_PREFIXES: "${text}" must be a scheme, host and path ending in /, with no user, query or fragment`,
    )
  }
  return { origin: url.origin, path: url.pathname, privateAddresses: true }
}

export type WebhookCheck =
  | { ok: true; url: URL; prefix: WebhookPrefix }
  | { ok: false; problem: string }

/** Whether `text` is a webhook URL the server may post to. The problem never repeats the URL. */
export function checkWebhookUrl(text: string, prefixes: readonly WebhookPrefix[]): WebhookCheck {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return {
      ok: false,
      problem: 'url must be a webhook address such as https://discord.com/api/webhooks/…',
    }
  }
  if (url.username || url.password) {
    return { ok: false, problem: 'url must not carry a user name or password' }
  }
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    return { ok: false, problem: 'url must not carry a query or fragment' }
  }
  const prefix = prefixes.find(
    (allowed) => url.origin === allowed.origin && url.pathname.startsWith(allowed.path),
  )
  if (prefix === undefined) {
    const allowed = prefixes.map((one) => `${one.origin}${one.path}`).join(' or ')
    return { ok: false, problem: `url must start with ${allowed}` }
  }
  if (!ID_AND_TOKEN.test(url.pathname.slice(prefix.path.length))) {
    return {
      ok: false,
      problem: `url must end in the webhook's id and token: ${prefix.origin}${prefix.path}{id}/{token}`,
    }
  }
  return { ok: true, url, prefix }
}

/** The URL as the storyteller sees it again: where it points, not the token that opens it. */
export function maskedWebhookUrl(text: string): string {
  const lastSlash = text.lastIndexOf('/')
  const token = text.slice(lastSlash + 1)
  const beforeId = text.lastIndexOf('/', lastSlash - 1)
  return `${text.slice(0, beforeId + 1)}…/…${token.slice(-4)}`
}
