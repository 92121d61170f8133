import { qcSchemas, qcStatDetails } from '@loom/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QcSpendables } from './QcSpendables.tsx'
import type { QcRow } from './qc-rows.ts'

function qcWith(fields: Partial<QcRow>): QcRow {
  return { ...qcSchemas.fields.parse({}), id: 1, ...fields } as QcRow
}

function showSpendables(qc: QcRow, save?: (changes: Record<string, unknown>) => void) {
  const details = qcStatDetails({ qc, qc_merits: [], qc_attacks: [] })
  render(<QcSpendables qc={qc} details={details} painTolerance={false} save={save} />)
}

const value = (testId: string) => screen.getByTestId(`${testId}-value`).textContent

describe("a QC's spendables", () => {
  it('shows only the mote pools the QC has, with what is committed', () => {
    showSpendables(
      qcWith({
        motes_peripheral_total: 20,
        motes_peripheral_current: 12,
        motes_committed: [{ id: 'ward', label: 'Ward', pool: 'peripheral', motes: 5 }],
      } as Partial<QcRow>),
    )
    expect(screen.queryByTestId('qc-motes-personal')).toBeNull()
    expect(screen.getByTestId('qc-motes-peripheral').textContent).toContain('Peripheral')
    expect(value('qc-motes-peripheral')).toBe('12/205c')
  })

  it('an editor spends a point of willpower from its tile', () => {
    const save = vi.fn()
    showSpendables(qcWith({ willpower_temporary: 4, willpower_permanent: 5 }), save)
    fireEvent.click(screen.getByTestId('qc-willpower'))
    fireEvent.click(screen.getByTestId('qc-willpower-dialog-submit'))
    expect(save).toHaveBeenCalledWith({ willpower_temporary: 3 })
  })

  it('a reader sees willpower but cannot open its dialog', () => {
    showSpendables(qcWith({ willpower_temporary: 4, willpower_permanent: 5 }))
    expect(value('qc-willpower')).toBe('4/5')
    fireEvent.click(screen.getByTestId('qc-willpower'))
    expect(screen.queryByTestId('qc-willpower-dialog')).toBeNull()
  })
})
