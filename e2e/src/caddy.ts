// Caddy from Debian's packages in front of the real server: TLS on a loopback https://
// address with Caddy's internal CA, as a deployment's proxy (docs/operations.md) would do it.
// scripts/install-caddy.sh installs caddy and certutil when missing.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM_OPTIONS, freePort, logTail } from './harness.ts'

export interface RunningProxy {
  /** Such as `https://localhost:41234`. */
  readonly url: string
  /** Caddy's internal root certificate (PEM), which signed the site's certificate. */
  readonly rootCertificate: string
  stop(): Promise<void>
}

/**
 * The site block the tests run, as in docs/operations.md: every upstream behind one https
 * address, each asked /readyz, a request retried on another upstream while one is away.
 */
export function caddyfile(options: {
  port: number
  httpPort: number
  upstreams: string[]
  dir: string
}): string {
  return `{
	admin off
	storage file_system ${join(options.dir, 'storage')}
	skip_install_trust
	local_certs
	http_port ${options.httpPort}
	https_port ${options.port}
}

https://localhost:${options.port} {
	reverse_proxy ${options.upstreams.join(' ')} {
		health_uri /readyz
		health_interval 2s
		lb_try_duration 5s
	}
}
`
}

/** Starts Caddy on `port` in front of `upstreams` (host:port), with its files under `dir`. */
export async function startCaddy(options: {
  port: number
  upstreams: string[]
  dir: string
}): Promise<RunningProxy> {
  const config = join(options.dir, 'Caddyfile')
  writeFileSync(config, caddyfile({ ...options, httpPort: await freePort() }))
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: options.dir,
    // Caddy keeps its own files under HOME as well; none of them outside the test's folder.
    env: { ...process.env, HOME: options.dir, XDG_DATA_HOME: options.dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = logTail(child)
  const url = `https://localhost:${options.port}`
  const rootFile = join(options.dir, 'storage/pki/authorities/local/root.crt')
  try {
    const rootCertificate = await untilServing(child, rootFile, url, log)
    return { url, rootCertificate, stop: () => stopCaddy(child) }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
}

async function untilServing(
  child: ChildProcess,
  rootFile: string,
  url: string,
  output: () => string,
): Promise<string> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited early:\n${output()}`)
    try {
      const rootCertificate = readFileSync(rootFile, 'utf8')
      const { status } = await httpsGet(url, '/healthz', { ca: rootCertificate })
      if (status === 200) return rootCertificate
    } catch {
      // The CA, the certificate or the upstream is not there yet.
    }
    await new Promise((wake) => setTimeout(wake, 200))
  }
  throw new Error(`caddy did not serve ${url}/healthz in 30 s:\n${output()}`)
}

async function stopCaddy(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5_000))])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/**
 * A GET through the proxy over TLS, checked against `ca`, optionally from another loopback
 * address (127.0.0.2…), as a different visitor would come from another address.
 */
export function httpsGet(
  baseUrl: string,
  path: string,
  options: { ca: string; localAddress?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        servername: hostname,
        port,
        path,
        headers: { host: `${hostname}:${port}` },
        ca: options.ca,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * Chromium trusting Caddy's CA the way a person's machine trusts a real one: the certificate
 * in the NSS database of the browser's own HOME. No certificate error is ignored, so the
 * service worker (which needs a trusted certificate) registers as it would in production.
 */
export async function launchTrustingBrowser(
  rootCertificate: string,
  dir: string,
): Promise<Browser> {
  const home = join(dir, 'browser-home')
  const nss = join(home, '.pki/nssdb')
  const certificate = join(dir, 'caddy-root.crt')
  writeFileSync(certificate, rootCertificate)
  mkdirSync(nss, { recursive: true })
  execFileSync('certutil', ['-d', `sql:${nss}`, '-N', '--empty-password'])
  execFileSync('certutil', [
    '-d',
    `sql:${nss}`,
    '-A',
    '-t',
    'C,,',
    '-n',
    'caddy-local',
    '-i',
    certificate,
  ])
  return chromium.launch({ ...CHROMIUM_OPTIONS, env: { ...process.env, HOME: home } })
}
