import { describe, expect, it } from 'vitest'
import { KIND_NAMES, kindDefaults, withDefaults } from '../../src/index.ts'
import { KIND_DEFAULT_VALUES } from '../../src/schemas/kind-default-values.ts'
import { SCHEMAS_BY_KIND } from '../../src/schemas/schemas-by-kind.ts'

const STALE = 'kind-default-values.ts is stale: run npx tsx core/scripts/write-kind-defaults.ts'

describe('the defaults kept as data', () => {
  it.each(KIND_NAMES)('are what the %s schema gives for an empty row', (kind) => {
    const parsed = SCHEMAS_BY_KIND[kind].fields.safeParse({})
    const kept = (KIND_DEFAULT_VALUES as Partial<Record<string, unknown>>)[kind]
    if (parsed.success) expect(kept, STALE).toEqual(parsed.data)
    else expect(kept, STALE).toBeUndefined()
  })

  it('fill a row of an older shape, and leave a whole row as it is', () => {
    const { might: _, ...older } = kindDefaults('battlegroup')
    const filled: Readonly<Record<string, unknown>> = withDefaults('battlegroup', {
      ...older,
      name: 'Spears',
    })
    expect(filled.might).toBe(0)
    expect(filled.name).toBe('Spears')
    const whole = { ...kindDefaults('battlegroup'), name: 'Spears' }
    expect(withDefaults('battlegroup', whole)).toBe(whole)
  })

  it('are refused for a player, whose name has none', () => {
    expect(() => kindDefaults('player')).toThrow(/player has fields without defaults/)
  })
})
