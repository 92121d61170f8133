import type { FastifyRequest } from 'fastify'

/** Where log lines go; tests pass one to read them. */
export interface LogStream {
  write(line: string): void
}

/**
 * Structured request logs (pino) that never hold a secret: no headers (so no Bearer token
 * or cookie), no bodies (so no authenticity_token), and no query string on /auth paths,
 * where the provider's authorization code and state travel.
 */
export function requestLogOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'req.body.authenticity_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.startsWith('/auth/') ? request.url.split('?')[0] : request.url,
        remoteAddress: request.ip,
      }),
    },
  }
}
