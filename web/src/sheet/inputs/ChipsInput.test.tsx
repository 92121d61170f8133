import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ChipsInput } from './ChipsInput.tsx'

function renderLoadouts(onCommit = vi.fn()) {
  render(
    <ChipsInput
      label="Loadouts"
      value={['Default', '*']}
      options={['*', 'Default', 'Battle']}
      optionLabel={(option) => (option === '*' ? '* All Loadouts' : option)}
      marked={(chip) => chip === '*' || chip === 'Default'}
      onCommit={onCommit}
      testId="loadouts"
    />,
  )
  return onCommit
}

describe('a chip input', () => {
  it('ticks the marked chips', () => {
    renderLoadouts()
    const chips = document.querySelectorAll('.MuiChip-label')
    expect([...chips].map((chip) => chip.textContent)).toEqual(['✓ Default', '✓ * All Loadouts'])
  })

  it('offers "✚ Add" for a new word and commits it', () => {
    const onCommit = renderLoadouts()
    const input = screen.getByTestId('loadouts')
    fireEvent.change(input, { target: { value: 'Ambush' } })
    const listbox = within(screen.getByRole('listbox'))
    fireEvent.click(listbox.getByText('✚ Add Ambush'))
    expect(onCommit).toHaveBeenCalledWith(['Default', '*', 'Ambush'])
  })

  it('suggests known words by their labels, without "✚ Add"', () => {
    renderLoadouts()
    fireEvent.change(screen.getByTestId('loadouts'), { target: { value: 'Bat' } })
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['Battle', '✚ Add Bat'])
  })
})
