import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SessionCookie } from '../auth/session-cookie.ts'
import { acceptsGzip } from './accept-encoding.ts'
import { appShellReader } from './app-shell.ts'
import type { Csrf } from './csrf.ts'
import { notFound } from './errors.ts'
import { csrfMetaTags, renderHtmlPage } from './html-page.ts'
import { createServerRendering, type RenderedPage } from './server-rendering.ts'

const CSRF_PLACEHOLDER = '<!--csrf-meta-->'
const gzipAsync = promisify(gzip)
/** Paths the HTML app never answers: an unknown route there is a real 404. */
const NOT_THE_APP = /^\/(api|auth|cable|vite)(\/|$|\?)/

/**
 * Serves Vite's build: hashed assets under /vite/ (each as the Brotli or gzip copy the build
 * wrote beside it when the browser accepts one, see web/build-tools/compressed-assets.ts), and
 * the app's index.html (with this browser's csrf meta tags) for every other GET, so
 * client-side routes load on refresh. The landing page and the sheets come rendered, for the
 * player of the session cookie (server-rendering.ts).
 */
export function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; serverRenderer: string; csrf: Csrf; sessionCookie: SessionCookie },
): void {
  const rendering = createServerRendering(app, {
    rendererPath: options.serverRenderer,
    webDist: options.webDist,
    sessionCookie: options.sessionCookie,
  })
  app.register(fastifyStatic, {
    root: options.webDist,
    prefix: '/vite/',
    index: false,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(response, path) {
      // Vite puts a content hash in every file name under assets/, so they never change.
      const hashed = path.includes(`${join('/', 'assets', '/')}`)
      response.setHeader(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
      // The same URL may be sent compressed or not: caches between must keep each apart.
      response.setHeader('vary', 'Accept-Encoding')
    },
  })

  // The service worker sits at the root, so that its scope is the whole app; it must never
  // be cached by the browser, or an update would wait for the cache to expire.
  const serviceWorkerFile = join(options.webDist, 'sw.js')
  app.get('/sw.js', async (_request, reply) => {
    const script = await readFile(serviceWorkerFile).catch(() => {
      throw notFound('The web app has not been built yet')
    })
    return reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(script)
  })

  const readShell = appShellReader(options.webDist)
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const csrfToken = options.csrf.tokenFor(request, reply)
    const shell = await readShell()
    const html =
      shell === undefined
        ? placeholderPage(csrfToken)
        : withPage(
            shell.replace(CSRF_PLACEHOLDER, csrfMetaTags(csrfToken)),
            await rendering.render(request, csrfToken),
          )
    // A rendered page is one player's: no cache between may keep it, or answer another
    // browser with it.
    reply
      .code(200)
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8')
    // A rendered sheet's markup and styles are a hundred kilobytes or more, a fifth gzipped.
    if (!acceptsGzip(request)) return reply.send(html)
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(html))
  }

  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !NOT_THE_APP.test(request.url)) {
      return sendApp(request, reply)
    }
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`)
  })
}

/** index.html with a rendered page's styles, markup and state in it. */
function withPage(html: string, page: RenderedPage | undefined): string {
  if (page === undefined) return html
  // Functions, so that no `$` in the page is read as a replacement pattern.
  return html
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-server-rendered>${page.root}</div>${page.afterRoot}`,
    )
}

/** What the server answers before the web app has been built (e.g. in server tests). */
function placeholderPage(csrfToken: string): string {
  return renderHtmlPage({
    title: 'Loom',
    csrfToken,
    body: '<p>The web app has not been built yet. Run <code>npm run build</code>.</p>',
  })
}
