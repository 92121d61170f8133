import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DebouncedNumberField } from './DebouncedNumberField.tsx'
import { DebouncedTextField } from './DebouncedTextField.tsx'
import { DEBOUNCE_MS } from './use-draft.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement

/** The name field, holding `value`. */
const nameField = (value: string, onCommit: (text: string) => void = () => {}) => (
  <DebouncedTextField label="Name" value={value} onCommit={onCommit} testId="name" />
)

/** An Essence field (1 to `max`) holding `value`, which the player has clicked into. */
function focusedEssence(value: number, max = 10) {
  const commit = vi.fn()
  render(
    <DebouncedNumberField
      label="Essence"
      value={value}
      min={1}
      max={max}
      onCommit={commit}
      testId="n"
    />,
  )
  fireEvent.focus(field('n'))
  return commit
}

describe('a text field', () => {
  it('sends once typing pauses, not on every keystroke', () => {
    const commit = vi.fn()
    render(nameField('Jade', commit))
    fireEvent.focus(field('name'))
    fireEvent.change(field('name'), { target: { value: 'Jad' } })
    fireEvent.change(field('name'), { target: { value: 'Jade Lotus' } })
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS))
    expect(commit).toHaveBeenCalledTimes(1)
    expect(commit).toHaveBeenCalledWith('Jade Lotus')
  })

  it('sends at once when the player leaves the field', () => {
    const commit = vi.fn()
    render(nameField('Jade', commit))
    fireEvent.focus(field('name'))
    fireEvent.change(field('name'), { target: { value: 'Lotus' } })
    fireEvent.blur(field('name'))
    expect(commit).toHaveBeenCalledWith('Lotus')
  })

  it('is not overwritten by a live update while the player types in it', () => {
    const { rerender } = render(nameField('Jade'))
    fireEvent.focus(field('name'))
    fireEvent.change(field('name'), { target: { value: 'Jade Lo' } })
    rerender(nameField('Changed elsewhere'))
    expect(field('name').value).toBe('Jade Lo')
  })

  it('shows a live update when the player is not editing it', () => {
    const { rerender } = render(nameField('Jade'))
    rerender(nameField('Changed elsewhere'))
    expect(field('name').value).toBe('Changed elsewhere')
  })

  it('does not send what fails validation, and says why', () => {
    const commit = vi.fn()
    render(
      <DebouncedTextField
        label="Name"
        value="Jade"
        onCommit={commit}
        validate={(text) => (text.trim() === '' ? 'name cannot be blank' : null)}
        testId="name"
      />,
    )
    fireEvent.focus(field('name'))
    fireEvent.change(field('name'), { target: { value: ' ' } })
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS))
    expect(commit).not.toHaveBeenCalled()
    expect(screen.getByText('name cannot be blank')).toBeTruthy()
  })
})

describe('a number field', () => {
  it('typing 12 sends 12 once, not 1 and then 12', () => {
    const commit = focusedEssence(1, 20)
    fireEvent.change(field('n'), { target: { value: '1' } })
    fireEvent.change(field('n'), { target: { value: '12' } })
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS))
    expect(commit.mock.calls).toEqual([[12]])
  })

  it('clamps to its range', () => {
    const commit = focusedEssence(1)
    fireEvent.change(field('n'), { target: { value: '15' } })
    fireEvent.blur(field('n'))
    expect(commit).toHaveBeenCalledWith(10)
  })

  it('puts the stored value back when left empty', () => {
    const commit = focusedEssence(3)
    fireEvent.change(field('n'), { target: { value: '' } })
    fireEvent.blur(field('n'))
    expect(commit).not.toHaveBeenCalled()
    expect(field('n').value).toBe('3')
  })
})

describe('a number field given more than its range', () => {
  it('shows what it saved, and why, once the player leaves it', () => {
    const commit = focusedEssence(3)
    fireEvent.change(field('n'), { target: { value: '15' } })
    fireEvent.blur(field('n'))
    expect(commit.mock.calls).toEqual([[10]])
    expect(field('n').value).toBe('10')
    expect(screen.getByText('at most 10')).toBeTruthy()
  })

  it('shows the clamped value at once when the entry is whole (a rating), sending it once', () => {
    const commit = vi.fn()
    render(
      <DebouncedNumberField
        label="Strength"
        value={10}
        min={1}
        max={10}
        onCommit={commit}
        testId="n"
        sendWhenWhole
      />,
    )
    fireEvent.focus(field('n'))
    fireEvent.change(field('n'), { target: { value: '15' } })
    fireEvent.blur(field('n'))
    expect(commit.mock.calls).toEqual([[10]])
    expect(field('n').value).toBe('10')
    expect(screen.getByText('at most 10')).toBeTruthy()
  })

  it('says why below its minimum too, and drops the note once the player types again', () => {
    const commit = focusedEssence(3)
    fireEvent.change(field('n'), { target: { value: '0' } })
    fireEvent.blur(field('n'))
    expect(commit).toHaveBeenCalledWith(1)
    expect(screen.getByText('at least 1')).toBeTruthy()
    fireEvent.focus(field('n'))
    fireEvent.change(field('n'), { target: { value: '4' } })
    expect(screen.queryByText('at least 1')).toBeNull()
  })
})
