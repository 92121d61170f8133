import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RangeNumberField } from './RangeNumberField.tsx'

const field = (onChange: (value: number) => void) =>
  render(
    <RangeNumberField label="Rating" value={3} onChange={onChange} min={2} max={5} testId="r" />,
  )

describe('RangeNumberField', () => {
  it('passes on an entry within its range', () => {
    const onChange = vi.fn()
    field(onChange)
    fireEvent.change(screen.getByTestId('r'), { target: { value: '4' } })
    expect(onChange).toHaveBeenLastCalledWith(4)
  })

  it('clamps an entry out of range and falls back to min for no number', () => {
    const onChange = vi.fn()
    field(onChange)
    fireEvent.change(screen.getByTestId('r'), { target: { value: '9' } })
    expect(onChange).toHaveBeenLastCalledWith(5)
    fireEvent.change(screen.getByTestId('r'), { target: { value: '1' } })
    expect(onChange).toHaveBeenLastCalledWith(2)
    fireEvent.change(screen.getByTestId('r'), { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith(2)
  })
})
