import { ConnectionMonitor } from '@rails/actioncable'
import { describe, expect, it } from 'vitest'
import { useSpecReconnectDelay } from './action-cable-link.ts'
import { reconnectDelayMs } from './reconnect-delay.ts'

describe('the live channel reconnect delay', () => {
  it.each([
    [0, 3000],
    [1, 3466],
    [2, 5493],
    [5, 8959],
    [10, 11_989],
    [100, 23_076],
    [400, 29_970],
    [1000, 30_000],
    [1_000_000, 30_000],
  ])('after %i failed attempts it waits %i ms', (attempts, delay) => {
    expect(reconnectDelayMs(attempts)).toBe(delay)
  })

  it('never waits under 3 s, even for a nonsensical count', () => {
    expect(reconnectDelayMs(-5)).toBe(3000)
  })

  it('grows with every failed attempt until it reaches 30 s', () => {
    const delays = Array.from({ length: 500 }, (_, attempts) => reconnectDelayMs(attempts))
    delays.reduce((previous, delay) => {
      expect(delay).toBeGreaterThanOrEqual(previous)
      return delay
    })
    expect(Math.min(...delays)).toBe(3000)
    expect(Math.max(...delays)).toBe(30_000)
  })

  it("is the delay the stock client's connection monitor uses, without jitter", () => {
    useSpecReconnectDelay()
    const monitor = Object.create(ConnectionMonitor.prototype) as ConnectionMonitor & {
      reconnectAttempts: number
      getPollInterval(): number
    }
    for (const attempts of [0, 3, 50, 2000]) {
      monitor.reconnectAttempts = attempts
      expect(monitor.getPollInterval()).toBe(reconnectDelayMs(attempts))
      expect(monitor.getPollInterval()).toBe(reconnectDelayMs(attempts))
    }
  })
})
