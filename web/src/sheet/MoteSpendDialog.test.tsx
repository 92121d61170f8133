import type { MotePoolState } from '@loom/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MoteSpendDialog } from './MoteSpendDialog.tsx'

const peripheral: MotePoolState = {
  pool: 'peripheral',
  current: 33,
  total: 33,
  committed: [],
  animaLevel: 0,
  hasAnima: true,
}

const setAmount = (value: number) =>
  fireEvent.change(screen.getByTestId('mote-dialog-amount'), { target: { value: String(value) } })

describe('the mote dialog', () => {
  it('spending 10 peripheral motes committed for the scene raises the anima two levels', () => {
    const apply = vi.fn()
    render(<MoteSpendDialog open onClose={() => {}} state={peripheral} onApply={apply} />)
    setAmount(10)
    fireEvent.click(screen.getByTestId('mote-dialog-commit'))
    fireEvent.change(screen.getByTestId('mote-dialog-commit-label'), {
      target: { value: 'Glorious Solar Saber' },
    })
    fireEvent.click(screen.getByTestId('mote-dialog-scenelong'))
    expect(screen.getByTestId('mote-dialog-anima-preview').textContent).toBe(
      'Will raise anima from Dim to Burning',
    )
    fireEvent.click(screen.getByTestId('mote-dialog-submit'))
    const changes = apply.mock.calls[0]?.[0]
    expect(changes.motes_peripheral_current).toBe(23)
    expect(changes.anima_level).toBe(2)
    expect(changes.motes_committed).toEqual([
      {
        id: expect.any(String),
        pool: 'peripheral',
        label: 'Glorious Solar Saber',
        motes: 10,
        scenelong: true,
      },
    ])
  })

  it('a muted spend leaves the anima where it was', () => {
    const apply = vi.fn()
    render(<MoteSpendDialog open onClose={() => {}} state={peripheral} onApply={apply} />)
    setAmount(10)
    fireEvent.click(screen.getByTestId('mote-dialog-mute'))
    expect(screen.getByTestId('mote-dialog-anima-preview').textContent).toBe(
      'Will not change anima (mute)',
    )
    fireEvent.click(screen.getByTestId('mote-dialog-submit'))
    expect(apply).toHaveBeenCalledWith({ motes_peripheral_current: 23 })
  })

  it('the anima never rises past Bonfire', () => {
    const apply = vi.fn()
    render(
      <MoteSpendDialog
        open
        onClose={() => {}}
        state={{ ...peripheral, animaLevel: 2 }}
        onApply={apply}
      />,
    )
    setAmount(15)
    fireEvent.click(screen.getByTestId('mote-dialog-submit'))
    expect(apply.mock.calls[0]?.[0].anima_level).toBe(3)
  })

  it('a negative amount recovers, but only up to the motes not committed', () => {
    const apply = vi.fn()
    const state: MotePoolState = {
      ...peripheral,
      current: 10,
      committed: [{ id: 'abcde', pool: 'peripheral', label: 'Armor', motes: 5 }],
    }
    render(<MoteSpendDialog open onClose={() => {}} state={state} onApply={apply} />)
    setAmount(-30)
    expect(screen.getByText('Recover Peripheral Motes')).toBeTruthy()
    expect((screen.getByTestId('mote-dialog-commit') as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(screen.getByTestId('mote-dialog-submit'))
    expect(apply).toHaveBeenCalledWith({ motes_peripheral_current: 28 })
  })

  it('cannot spend more than the pool holds', () => {
    const apply = vi.fn()
    render(
      <MoteSpendDialog
        open
        onClose={() => {}}
        state={{ ...peripheral, pool: 'personal', current: 4, hasAnima: true }}
        onApply={apply}
      />,
    )
    setAmount(9)
    expect(screen.queryByTestId('mote-dialog-mute')).toBeNull()
    fireEvent.click(screen.getByTestId('mote-dialog-submit'))
    expect(apply).toHaveBeenCalledWith({ motes_personal_current: 0 })
  })
})
