// What the browser benchmarks share: the web build, a server to serve it, Chromium, sign-in.
import { type ChildProcess, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { QUICK, repoRoot, SERVER_ENV, startLoom } from './support.ts'

/** Debian's Chromium, or the one `CHROMIUM_PATH` names; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A quick run follows `npm test`'s own build; a measuring run always measures a fresh one. */
export function buildWebUnlessQuick(): void {
  if (QUICK && existsSync(join(repoRoot, 'web/dist/index.html'))) return
  const built = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the web build failed')
}

/** A Loom server on a free port with its database in `folder`. */
export async function startWebServer(
  folder: string,
): Promise<{ server: ChildProcess; url: string }> {
  const { child, port } = await startLoom({
    ...SERVER_ENV,
    DATABASE_URL: join(folder, 'loom.sqlite'),
    SECRET_KEY_BASE: 'bench-'.repeat(12),
  })
  return { server: child, url: `http://localhost:${port}` }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
}

/** Signs `page` in at `url` through the developer form, as a player would. */
export async function signInThroughForm(
  page: Page,
  url: string,
  who = { name: 'Bench Player', email: 'bench.player@example.test' },
): Promise<void> {
  await page.goto(url)
  await page.getByTestId('sign-in-developer').first().click()
  await page.locator('input[name="name"]').fill(who.name)
  await page.locator('input[name="email"]').fill(who.email)
  await page.getByTestId('developer-sign-in-submit').click()
  await page.getByTestId('drawer-logged-in-as').first().waitFor()
}
