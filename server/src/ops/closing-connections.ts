import type { FastifyInstance } from 'fastify'

/**
 * Once the app starts closing, every answer still to be sent (requests in flight, which it lets
 * finish) carries `Connection: close`, so that Node closes its connection after it. Node's
 * server.close() ends only the connections idle at that moment: a keep-alive connection whose
 * answer went out after it would otherwise hold the shutdown open until its keep-alive timeout.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
}
