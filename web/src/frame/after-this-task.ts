/**
 * Resolves in a task of its own, once the current one is done: work that can wait a moment
 * then no longer lengthens the task that runs the app's script, which a phone cannot answer
 * a tap during. A message, not a timer: a background tab's timers wait up to a second.
 */
export function afterThisTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
