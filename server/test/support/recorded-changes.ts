import type { Change } from '../../src/live/changes.ts'
import { type TestApp, useTestApp } from './test-app.ts'
import { forEachEngine } from './test-engines.ts'

/**
 * A publisher that remembers what routes published, for tests to read and clear. Session log
 * lines are left out: the log's keeper publishes them after the request, on its own schedule
 * (session-log-keeper.ts), and their tests read the log and the socket instead.
 */
export function recordingPublisher() {
  const published: Change[] = []
  return {
    published,
    publish(change: Change) {
      if (change.kind !== 'log_line') published.push(change)
    },
    clear() {
      published.length = 0
    },
  }
}

export type Recorder = ReturnType<typeof recordingPublisher>

/**
 * Declares the enclosed tests once per engine, on an app whose published changes `changes`
 * records instead of telling the live channel.
 */
export function forEachEngineRecording(define: (t: TestApp, changes: Recorder) => void): void {
  forEachEngine((engine) => {
    const changes = recordingPublisher()
    define(useTestApp(engine, { changes }), changes)
  })
}
