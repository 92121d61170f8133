import type { FastifyInstance, InjectOptions } from 'fastify'

/** What a browser holds after loading a page: the csrf cookie and the meta tag's token. */
export interface BrowserSession {
  cookie: string
  token: string
}

const META = /<meta name="csrf-token" content="([^"]+)">/

export function csrfTokenIn(html: string): string | undefined {
  return META.exec(html)?.[1]
}

/** Loads the app's page like a browser and keeps what a sign-in form needs. */
export async function openBrowserSession(app: FastifyInstance): Promise<BrowserSession> {
  const page = await app.inject({ method: 'GET', url: '/' })
  const csrfCookie = page.cookies.find((cookie) => cookie.name === 'loom_csrf')
  const token = csrfTokenIn(page.body)
  if (!csrfCookie || !token) throw new Error('The page carried no csrf cookie or meta tag')
  return { cookie: `loom_csrf=${csrfCookie.value}`, token }
}

/** A form POST as a browser sends it. */
export function postForm(
  session: Pick<BrowserSession, 'cookie'> | undefined,
  url: string,
  fields: Record<string, string>,
  extra: Partial<InjectOptions> = {},
): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(session ? { cookie: session.cookie } : {}),
      ...(extra.headers ?? {}),
    },
    payload: new URLSearchParams(fields).toString(),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  }
}

/** Loads the app's page, then posts a form from it carrying the page's authenticity token. */
export async function postFromPage(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string> = {},
  extra: Partial<InjectOptions> = {},
) {
  const session = await openBrowserSession(app)
  return app.inject(postForm(session, url, { ...fields, authenticity_token: session.token }, extra))
}

/** The session token a sign-in page hands to its script. */
export function signedInToken(html: string): string | undefined {
  return /data-token="([^"]+)"/.exec(html)?.[1]
}
