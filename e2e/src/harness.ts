// The e2e harness: the real, built server on a temporary SQLite file and a free port, and a real
// Chromium from Debian driven by playwright-core. Each journey file starts its own with useApp().
import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { after, afterEach, before } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'
import { reportOpenPages, watchPage } from './failure-report.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const screenshotDir = join(repoRoot, 'e2e/artifacts/screenshots')

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 100))
  }
  throw new Error(`server did not become healthy in 30 s:\n${output()}`)
}

/** The server as `npm start` runs it: built by `npm run build`, which `npm run test:e2e` runs first. */
const SERVER_BUILD = 'server/dist/main.js'

/** Starts the real server (built web app, fresh SQLite file) on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loom-e2e-'))
  const port = await freePort()
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: join(dataDir, 'loom.sqlite'),
      SECRET_KEY_BASE: 'e2e-secret-key-base-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = logTail(child)
  const url = `http://localhost:${port}`
  try {
    await waitForHealth(url, child, log)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Keeps the last 20 000 characters a child process printed, for the error when it fails to start. */
export function logTail(child: ChildProcess): () => string {
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => log
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_OPTIONS)
}

/** Signs in through the developer form, as a person would, and waits to be back in the app. */
export async function signIn(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(baseUrl)
  await page.getByTestId('sign-in-developer').first().click()
  await submitDeveloperSignIn(page, name)
  await page.waitForFunction(() => Boolean(localStorage.getItem('jwt')))
  await page.getByTestId('drawer-logged-in-as').first().waitFor()
}

/** Fills the open developer sign-in form as `name` (with an email made from it) and sends it. */
export async function submitDeveloperSignIn(page: Page, name: string): Promise<void> {
  await page.locator('input[name="name"]').fill(name)
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.test`
  await page.locator('input[name="email"]').fill(email)
  await page.getByTestId('developer-sign-in-submit').click()
}

/** Waits until `read` answers `expected` (saves and live updates take a moment), and fails
 *  with what it answered last. */
export async function waitForEqual<T>(
  read: () => Promise<T>,
  expected: T,
  message?: string,
): Promise<void> {
  const deadline = Date.now() + 10_000
  let seen = await read()
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await sleep(100)
    seen = await read()
  }
  assert.deepEqual(seen, expected, message)
}

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** What the tests of one file share: the server, and fresh pages in one browser. */
export interface TestApp {
  /** The server's base URL, such as `http://localhost:41234`. */
  readonly url: string
  /** A page in a browser context of its own (its own storage, so its own session). */
  newPage(options?: BrowserContextOptions): Promise<Page>
  /** The same, signed in as `name` through the developer form. */
  signedInPage(name: string, options?: BrowserContextOptions): Promise<Page>
}

/**
 * Starts the server and the browser before the calling file's tests and stops both after
 * them. `contextDefaults` apply to every page the file opens, at desktop size unless told;
 * `serverEnv` is added to the server's environment (settings a journey needs).
 */
export function useApp(
  contextDefaults: BrowserContextOptions = {},
  serverEnv: Record<string, string> = {},
): TestApp {
  let running: { server: RunningServer; browser: Browser } | undefined
  let starting: Promise<{ server: RunningServer; browser: Browser }> | undefined
  // Node 20 does not wait for one top-level `before` hook before it starts the next, so a
  // file's own hook may ask for a page first: whoever comes first starts everything.
  const start = () => {
    starting ??= (async () => {
      const server = await startServer(serverEnv)
      try {
        running = { server, browser: await launchBrowser() }
        return running
      } catch (error) {
        await server.stop()
        throw error
      }
    })()
    return starting
  }
  before(start)
  afterEach(async (t) => {
    // Node 20 reports whether the test passed; the typings in use do not declare it yet.
    const { passed } = t as { passed?: boolean }
    if (passed === false && running) await reportOpenPages(running.browser, t.name, screenshotDir)
  })
  after(async () => {
    const started = await starting?.catch(() => undefined)
    await started?.browser.close()
    await started?.server.stop()
  })
  const app: TestApp = {
    get url() {
      assert.ok(running, 'the server starts before the first test: use app.url inside a test')
      return running.server.url
    },
    async newPage(options = {}) {
      const { browser } = await start()
      const context = await browser.newContext({
        viewport: DESKTOP,
        ...contextDefaults,
        ...options,
      })
      const page = await context.newPage()
      watchPage(page)
      return page
    },
    async signedInPage(name, options) {
      const page = await app.newPage(options)
      await signIn(page, app.url, name)
      return page
    },
  }
  return app
}

/**
 * Calls the API from inside the page with the page's own session, as another device of the
 * same player would. Fails with the status and the answer unless the call succeeded.
 */
export async function api<T = { id: number; [field: string]: unknown }>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('jwt')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
    { method, path, body },
  )
  assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${answer.text}`)
  return (answer.text ? JSON.parse(answer.text) : null) as T
}

/** Writes a full-page screenshot that CI keeps, and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true })
  const path = join(screenshotDir, `${name}.png`)
  // A window as tall as the page, rather than a full-page capture of a short one: fixed parts
  // (the drawer, the header) then cover the whole height as a reader scrolling would see them.
  const viewport = page.viewportSize()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  if (viewport && height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height })
    await page.screenshot({ path })
    await page.setViewportSize(viewport)
  } else {
    await page.screenshot({ path, fullPage: true })
  }
  return path
}
