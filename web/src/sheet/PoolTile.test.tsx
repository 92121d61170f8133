import type { StatDetail } from '@loom/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PoolTile } from './PoolTile.tsx'

const rush: StatDetail = {
  total: 4,
  parts: [
    { label: 'Dexterity', value: 3 },
    { label: 'Athletics', value: 2 },
  ],
  halved: false,
  bonuses: [{ label: 'Fleet of Foot', value: 1 }],
  penalties: [{ kind: 'mobility', value: 2 }],
  conditional: [],
  specialties: ['Running away'],
  excellency: { cap: 5, cost: 5, stunt: 5, stunt_cost: 5 },
}

const evasion: StatDetail = {
  total: 2,
  parts: [
    { label: 'Dexterity', value: 2 },
    { label: 'Dodge', value: 2 },
  ],
  halved: true,
  bonuses: [],
  penalties: [],
  conditional: [{ label: 'Earth Aspect', value: 1, note: 'vs smash and grapple' }],
  specialties: ['Ducking'],
  excellency: { cap: 1, cost: 2, stunt: 2, stunt_cost: 4 },
  specialty_matters: true,
}

const openSummary = (testId: string) => {
  fireEvent.click(screen.getByTestId(testId))
  return within(screen.getByTestId(`${testId}-summary`))
}

describe('a pool tile', () => {
  it('shows the total with its excellency and specialty die', () => {
    render(<PoolTile label="Rush" detail={rush} testId="rush" />)
    expect(screen.getByTestId('rush-total').textContent).toBe('4')
    expect(screen.getByText('+5/5m')).toBeTruthy()
    expect(screen.getByText('+1 specialty')).toBeTruthy()
  })

  it('opens a summary with the formula, bonuses by name and penalties by kind', () => {
    render(<PoolTile label="Rush" detail={rush} testId="rush" />)
    const summary = openSummary('rush')
    expect(summary.getByText('Rush Summary')).toBeTruthy()
    expect(summary.getByTestId('rush-summary-total').textContent).toBe('Total: 4')
    expect(summary.getByTestId('rush-summary-formula').textContent).toBe(
      '(Dexterity 3 + Athletics 2) + 1 Fleet of Foot - 2 mobility = 4',
    )
    expect(summary.getByTestId('rush-summary-penalties').textContent).toBe('Penalties: Mobility -2')
    expect(summary.getByTestId('rush-summary-excellency').textContent).toBe(
      'Can add up to 5 dice for 5m',
    )
    expect(summary.getByTestId('rush-summary-specialties').textContent).toBe(
      'Specialties: Running away',
    )
  })

  it('explains a rating: halved, points not dice, the stunt cap, and whether a specialty helps', () => {
    render(<PoolTile label="Evasion" kind="rating" detail={evasion} testId="evasion" />)
    expect(screen.getByText('+1 Earth Aspect (vs smash and grapple)')).toBeTruthy()
    expect(screen.getByText('stunt +2/4m')).toBeTruthy()
    const summary = openSummary('evasion')
    expect(summary.getByTestId('evasion-summary-formula').textContent).toBe(
      '(Dexterity 2 + Dodge 2) / 2, rounded up, = 2',
    )
    expect(summary.getByTestId('evasion-summary-excellency').textContent).toBe(
      'Can add up to 1 for 2m (2 for 4m on stunt)',
    )
    expect(summary.getByText('Specialties will raise the rating by 1')).toBeTruthy()
    expect(summary.getByTestId('evasion-summary-conditional').textContent).toContain(
      '+1 Earth Aspect (vs smash and grapple)',
    )
    expect(summary.queryByTestId('evasion-summary-penalties')).toBeNull()
  })

  it('shows notes about the weapon in the summary', () => {
    render(
      <PoolTile
        label="Decisive Attack"
        detail={rush}
        notes={['Attacks will deal Lethal damage']}
        testId="decisive"
      />,
    )
    expect(openSummary('decisive').getByText('Attacks will deal Lethal damage')).toBeTruthy()
  })

  it('opens its breakdown from the keyboard: Tab to it, then Enter', async () => {
    const user = userEvent.setup()
    render(<PoolTile label="Evasion" kind="rating" detail={evasion} testId="evasion" />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByTestId('evasion'))
    await user.keyboard('{Enter}')
    const summary = within(await screen.findByTestId('evasion-summary'))
    expect(summary.getByText(/Dodge/)).toBeTruthy()
  })
})
