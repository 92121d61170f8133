import type { HealthTrack } from '@loom/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DamageDialog } from './DamageDialog.tsx'
import { HealthBoxes } from './HealthBoxes.tsx'

const track: HealthTrack = {
  health_level_0s: 1,
  health_level_1s: 2,
  health_level_2s: 2,
  health_level_4s: 1,
  health_level_incap: 1,
  damage_bashing: 1,
  damage_lethal: 0,
  damage_aggravated: 0,
}

const marks = (testId: string) =>
  screen.getAllByTestId(`${testId}-box`).map((box) => box.getAttribute('data-damage'))

describe('the health boxes', () => {
  it('fill from the left with aggravated, then lethal, then bashing', () => {
    render(
      <HealthBoxes
        track={{ ...track, damage_bashing: 1, damage_lethal: 2, damage_aggravated: 1 }}
        testId="health"
      />,
    )
    expect(marks('health')).toEqual([
      'aggravated',
      'lethal',
      'lethal',
      'bashing',
      'none',
      'none',
      'none',
    ])
  })
})

describe('the damage dialog', () => {
  it('adding 3 lethal previews the boxes and the wound penalty, and sends only lethal', () => {
    const apply = vi.fn()
    render(<DamageDialog open onClose={() => {}} track={track} onApply={apply} />)
    for (let n = 0; n < 3; n += 1)
      fireEvent.click(screen.getByTestId('damage-dialog-lethal-step-plus1'))
    expect(marks('damage-dialog-preview').filter((m) => m !== 'none')).toHaveLength(4)
    expect(screen.getByTestId('damage-dialog-preview-wound-penalty').textContent).toBe(
      'Wound penalty -2',
    )
    fireEvent.click(screen.getByTestId('damage-dialog-ok'))
    expect(apply).toHaveBeenCalledWith({ damage_lethal: 3 })
  })

  it('"-All" heals every point of that kind', () => {
    const apply = vi.fn()
    render(
      <DamageDialog
        open
        onClose={() => {}}
        track={{ ...track, damage_bashing: 4 }}
        onApply={apply}
      />,
    )
    fireEvent.click(screen.getByTestId('damage-dialog-bashing-preset'))
    fireEvent.click(screen.getByTestId('damage-dialog-ok'))
    expect(apply).toHaveBeenCalledWith({ damage_bashing: 0 })
  })

  it('cannot heal more damage than there is', () => {
    render(<DamageDialog open onClose={() => {}} track={track} onApply={() => {}} />)
    const minus = screen.getByTestId('damage-dialog-bashing-step-minus1') as HTMLButtonElement
    fireEvent.click(minus)
    expect(minus.disabled).toBe(true)
    expect((screen.getByTestId('damage-dialog-bashing') as HTMLInputElement).value).toBe('-1')
  })

  it('with Pain Tolerance the preview shows -1 at the -2 levels', () => {
    render(
      <DamageDialog
        open
        onClose={() => {}}
        track={{ ...track, damage_bashing: 4 }}
        painTolerance
        onApply={() => {}}
      />,
    )
    expect(screen.getByTestId('damage-dialog-preview-wound-penalty').textContent).toBe(
      'Wound penalty -1',
    )
  })

  it('Cancel changes nothing', () => {
    const apply = vi.fn()
    render(<DamageDialog open onClose={() => {}} track={track} onApply={apply} />)
    fireEvent.click(screen.getByTestId('damage-dialog-lethal-step-plus1'))
    fireEvent.click(screen.getByTestId('damage-dialog-cancel'))
    expect(apply).not.toHaveBeenCalled()
  })
})
