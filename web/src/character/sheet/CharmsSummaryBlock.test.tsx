import { type Charm, charmSchemas } from '@loom/core'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CharmsSummaryBlock } from './CharmsSummaryBlock.tsx'

const charm = (id: number, name: string, loadouts: string[]): Charm =>
  ({ ...charmSchemas.fields.parse({}), id, name, loadouts }) as Charm

const charms = [
  charm(1, 'Default Strike', ['Default']),
  charm(2, 'Battle Stance', ['Battle']),
  charm(3, 'Ever-Ready Guard', ['*']),
]

function lineTexts(loadout: string | null) {
  render(
    <MemoryRouter>
      <CharmsSummaryBlock
        charms={charms}
        spells={[]}
        loadout={loadout}
        link="/characters/1/charms"
      />
    </MemoryRouter>,
  )
  return screen.getAllByTestId('charm-summary').map((line) => line.textContent ?? '')
}

describe('the sheet’s charms summary', () => {
  it('marks the charms of the current loadout, and those in every loadout, with ✓', () => {
    const lines = lineTexts('Battle')
    expect(lines[0]).toMatch(/^Default Strike \(/)
    expect(lines[1]).toMatch(/^✓ Battle Stance \(/)
    expect(lines[2]).toMatch(/^✓ Ever-Ready Guard \(/)
  })

  it('marks nothing while the character uses no loadouts', () => {
    expect(lineTexts(null).filter((line) => line.includes('✓'))).toEqual([])
  })
})
