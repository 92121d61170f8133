import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type BattlegroupHealth, BattlegroupHealthDialog } from './BattlegroupHealthDialog.tsx'

const testId = 'health'
const text = (id: string) => screen.getByTestId(`${testId}-${id}`).textContent
const click = (id: string) => fireEvent.click(screen.getByTestId(`${testId}-${id}`))

function openDialog(battlegroup: Partial<BattlegroupHealth> = {}) {
  const onSave = vi.fn()
  const onClose = vi.fn()
  render(
    <BattlegroupHealthDialog
      open
      onClose={onClose}
      battlegroup={{
        size: 2,
        magnitude: 6,
        health_levels: 7,
        perfect_morale: false,
        ...battlegroup,
      }}
      onSave={onSave}
      testId={testId}
    />,
  )
  return { onSave, onClose }
}

describe('the Battlegroup Health dialog', () => {
  it('shows the current magnitude out of health levels plus size, and the current size', () => {
    openDialog()
    expect(text('current-magnitude')).toContain('6/9')
    expect(text('current-size')).toContain('2')
  })

  it('counts three more magnitude for perfect morale', () => {
    openDialog({ perfect_morale: true })
    expect(text('current-magnitude')).toContain('6/12')
    expect(text('total')).toBe('/ 12')
  })

  it('raises the magnitude it can hold as the size grows', () => {
    openDialog()
    click('size-step-plus1')
    expect(text('total')).toBe('/ 10')
  })

  it('saves size and magnitude together', () => {
    const { onSave, onClose } = openDialog()
    click('size-step-plus1')
    click('magnitude-step-plus1')
    click('magnitude-step-plus1')
    click('save')
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ size: 3, magnitude: 8 })
    expect(onClose).toHaveBeenCalled()
  })

  it('never saves more magnitude than the chosen size allows', () => {
    const { onSave } = openDialog({ size: 2, magnitude: 9 })
    click('size-step-minus1')
    click('size-step-minus1')
    expect((screen.getByTestId(`${testId}-magnitude`) as HTMLInputElement).value).toBe('7')
    click('save')
    expect(onSave).toHaveBeenCalledWith({ size: 0, magnitude: 7 })
  })

  it('keeps the size between 0 and 5', () => {
    openDialog({ size: 5 })
    expect(screen.getByTestId(`${testId}-size-step-plus1`)).toHaveProperty('disabled', true)
  })

  it('changes nothing when cancelled', () => {
    const { onSave, onClose } = openDialog()
    click('size-step-plus1')
    click('cancel')
    expect(onSave).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })
})
