import { Redis } from 'ioredis'
import type { LiveBus } from './bus.ts'
import type { Envelope } from './envelope.ts'

/**
 * The bus between server processes: Redis pub/sub on one channel per deployment. Every
 * process subscribes, including the publisher, so each delivers to the sockets it holds.
 * Redis keeps one publisher's messages in order.
 */
export function redisBus(
  url: string,
  channel: string,
  onError: (error: Error) => void,
): { bus: LiveBus; commands: Redis } {
  const commands = new Redis(url, { lazyConnect: false })
  const subscriber = new Redis(url, { lazyConnect: false })
  commands.on('error', onError)
  subscriber.on('error', onError)
  let listener: (envelope: Envelope) => void = () => {}
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return
    try {
      listener(JSON.parse(message) as Envelope)
    } catch (error) {
      onError(error as Error)
    }
  })
  const subscribed = subscriber.subscribe(channel).then(() => undefined)
  subscribed.catch(onError)
  const bus: LiveBus = {
    async publish(envelope) {
      await commands.publish(channel, JSON.stringify(envelope))
    },
    listen(next) {
      listener = next
    },
    async ready() {
      await subscribed
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), commands.quit()])
    },
  }
  return { bus, commands }
}
