import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether a request was made to and from this machine: the Host header names loopback
 * and the TCP peer is loopback. Proxy headers are ignored on purpose, since a proxy on
 * the same machine would otherwise make every visitor look local.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  return isLoopbackHost(request.headers.host) && isLoopbackAddress(request.socket.remoteAddress)
}

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false
  try {
    return LOOPBACK_HOSTNAMES.has(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.')
  return address === '::1'
}
