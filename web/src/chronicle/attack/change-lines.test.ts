import { describe, expect, it } from 'vitest'
import { changeLines } from './change-lines.ts'

const names: Record<string, string> = { 'character-11': 'Swift Lotus', 'qc-21': 'Bandit' }
const nameOf = (type: string, id: number) => names[`${type}-${id}`] ?? '?'

describe('what an attack changed', () => {
  it('reads one line per combatant, field by field, before and after', () => {
    const lines = changeLines(
      [
        {
          type: 'qc',
          id: 21,
          version: 3,
          before: { initiative: 2, onslaught: 0, crashed_by: '' },
          after: { initiative: -3, onslaught: 1, crashed_by: 'character-11' },
        },
        {
          type: 'character',
          id: 11,
          version: 4,
          before: { initiative: 10, has_acted: false },
          after: { initiative: 21, has_acted: true },
        },
      ],
      nameOf,
    )
    expect(lines).toEqual([
      'Bandit: Initiative 2 → -3, onslaught 0 → 1',
      'Swift Lotus: Initiative 10 → 21, acted no → yes',
    ])
  })

  it('leaves out a combatant whose only changes the result does not show', () => {
    const change = { type: 'qc' as const, id: 21, version: 2, before: {}, after: { x: 1 } }
    expect(changeLines([change], nameOf)).toEqual([])
  })
})
