import { qcSchemas, qcStatDetails } from '@loom/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QcActions, QcCombat, QcDefenses, QcSocial } from './QcPools.tsx'
import type { QcRow } from './qc-rows.ts'

function qcWith(fields: Partial<QcRow>): QcRow {
  return { ...qcSchemas.fields.parse({}), id: 1, ...fields } as QcRow
}

function showPools(qc: QcRow) {
  const details = qcStatDetails({ qc, qc_merits: [], qc_attacks: [] })
  render(
    <>
      <QcCombat qc={qc} details={details} />
      <QcDefenses qc={qc} details={details} />
      <QcActions qc={qc} details={details} />
      <QcSocial qc={qc} details={details} />
    </>,
  )
}

const tile = (testId: string) => screen.getByTestId(testId).textContent ?? ''

describe("a QC's excellency on its sheet", () => {
  it('shows no excellency for a QC without one', () => {
    showPools(qcWith({ excellency: '', join_battle: 7, parry: 4 }))
    expect(tile('qc-join-battle')).not.toMatch(/\/\d+m/)
    expect(tile('qc-parry')).not.toMatch(/\/\d+m/)
  })

  it('gives a Solar QC 5 dice for 5 motes on a pool of 6', () => {
    showPools(qcWith({ excellency: 'solar', join_battle: 6 }))
    expect(tile('qc-join-battle')).toContain('+5/5m')
  })

  it('charges two motes a point on static ratings', () => {
    showPools(qcWith({ excellency: 'solar', parry: 4, resolve: 6 }))
    expect(tile('qc-parry')).toContain('+3/6m')
    expect(tile('qc-resolve')).toContain('+5/10m')
  })

  it('shows a Lunar QC its larger stunt cap', () => {
    showPools(qcWith({ excellency: 'lunar', senses: 7 }))
    expect(tile('qc-senses')).toContain('+4/4m')
    expect(tile('qc-senses')).toContain('stunt +7/7m')
  })

  it("gives a Sidereal QC its Essence whatever the pool's size", () => {
    showPools(qcWith({ excellency: 'sidereal', essence: 3, join_battle: 12, guile: 1 }))
    expect(tile('qc-join-battle')).toContain('+3/3m')
    expect(tile('qc-guile')).toContain('+3/6m')
  })

  it('takes the cap from the entered pool, not the pool after wound penalties', () => {
    showPools(qcWith({ excellency: 'solar', join_battle: 7, damage_lethal: 4, health_level_2s: 2 }))
    expect(screen.getByTestId('qc-join-battle-total').textContent).toBe('5')
    expect(tile('qc-join-battle')).toContain('+7/7m')
  })

  it('explains the excellency in the pool summary', () => {
    showPools(qcWith({ excellency: 'dragonblood', join_battle: 8 }))
    fireEvent.click(screen.getByTestId('qc-join-battle'))
    const summary = within(screen.getByTestId('qc-join-battle-summary'))
    expect(summary.getByTestId('qc-join-battle-summary-excellency').textContent).toBe(
      'Can add up to 4 dice for 4m',
    )
  })

  it("adds a Liminal QC's Essence once its anima burns", () => {
    showPools(qcWith({ excellency: 'liminal', essence: 2, anima_level: 2, senses: 4 }))
    expect(tile('qc-senses')).toContain('+4/4m')
  })
})
