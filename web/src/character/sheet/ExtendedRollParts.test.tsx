import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ExtendedRollHeading, ExtendedRollHistory } from './ExtendedRollParts.tsx'

describe('ExtendedRollHeading', () => {
  it('shows the name, its caption and the outcome', () => {
    render(
      <ExtendedRollHeading name="Ward" caption="Terrestrial Circle" outcome="botch" testId="w-1" />,
    )
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ward Terrestrial Circle')
    expect(screen.getByTestId('w-1-outcome').textContent).toBe('Botched')
  })
})

describe('ExtendedRollHistory', () => {
  it('numbers each roll with what it added', () => {
    render(
      <ExtendedRollHistory
        rolls={[
          { roll_id: 9, successes: 4, added: 4, botch: false },
          { roll_id: 12, successes: 0, added: 0, botch: true },
        ]}
        testId="w-1"
      />,
    )
    const items = screen.getByTestId('w-1-history').querySelectorAll('li')
    expect([...items].map((item) => item.textContent)).toEqual([
      'Roll 1: 4 successes, +4',
      'Roll 2: botch',
    ])
  })

  it('shows nothing before the first roll', () => {
    render(<ExtendedRollHistory rolls={[]} testId="w-1" />)
    expect(screen.queryByTestId('w-1-history')).toBeNull()
  })
})
