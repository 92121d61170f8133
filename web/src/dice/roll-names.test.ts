import { afterEach, describe, expect, it, vi } from 'vitest'

const RealDateTimeFormat = Intl.DateTimeFormat

describe('rollTime', () => {
  afterEach(() => {
    Intl.DateTimeFormat = RealDateTimeFormat
    vi.resetModules()
  })

  it('makes its date formats on first use, not as the app’s first script loads', async () => {
    let made = 0
    Intl.DateTimeFormat = class extends RealDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
        super(...args)
        made += 1
      }
    } as typeof Intl.DateTimeFormat
    const { rollTime } = await import('./roll-names.ts')
    expect(made).toBe(0)
    const now = new Date(2026, 10, 29, 20, 30)
    expect(rollTime(new Date(2026, 10, 29, 14, 5).toISOString(), now)).toMatch(/05/)
    expect(rollTime(new Date(2026, 10, 23, 14, 5).toISOString(), now)).toMatch(/23/)
    const madeOnFirstUse = made
    expect(madeOnFirstUse).toBeGreaterThan(0)
    rollTime(new Date(2026, 10, 29, 9, 0).toISOString(), now)
    expect(made).toBe(madeOnFirstUse)
  })

  it('shows nothing for a time it cannot read', async () => {
    const { rollTime } = await import('./roll-names.ts')
    expect(rollTime('not a time')).toBe('')
  })
})
