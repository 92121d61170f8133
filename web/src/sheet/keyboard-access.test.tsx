import type { HealthTrack, StatDetail } from '@loom/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { HealthBoxes } from './HealthBoxes.tsx'
import { PoolTile } from './PoolTile.tsx'
import { RatingDots } from './RatingDots.tsx'
import { ResourceDisplay } from './ResourceDisplay.tsx'

// What a player who uses the keyboard, or a screen reader, meets on a sheet.

const rush: StatDetail = {
  total: 4,
  parts: [
    { label: 'Dexterity', value: 3 },
    { label: 'Athletics', value: 2 },
  ],
  halved: false,
  bonuses: [],
  penalties: [{ kind: 'mobility', value: 1 }],
  conditional: [],
  specialties: [],
  excellency: { cap: 5, cost: 5, stunt: 5, stunt_cost: 5 },
}

const track: HealthTrack = {
  health_level_0s: 1,
  health_level_1s: 2,
  health_level_2s: 2,
  health_level_4s: 1,
  health_level_incap: 1,
  damage_bashing: 2,
  damage_lethal: 0,
  damage_aggravated: 0,
}

describe('a pool tile by keyboard', () => {
  it('is reached with Tab and announced as its caption, total and excellency', async () => {
    const user = userEvent.setup()
    render(<PoolTile label="Rush" detail={rush} testId="rush" />)
    await user.tab()
    const tile = screen.getByRole('button', { name: /^Rush: 4\s*\+5\/5m$/ })
    expect(tile).toBe(document.activeElement)
    expect(tile.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it.each(['{Enter}', ' '])('opens its breakdown with %s, and Escape closes it', async (key) => {
    const user = userEvent.setup()
    render(<PoolTile label="Rush" detail={rush} testId="rush" />)
    await user.tab()
    await user.keyboard(key)
    const dialog = await screen.findByRole('dialog', { name: 'Rush Summary' })
    expect(dialog.textContent).toContain('(Dexterity 3 + Athletics 2) - 1 mobility = 4')
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByTestId('rush'))
  })
})

describe('a dot rating for a screen reader', () => {
  it.each([
    [{ rating: 3, label: 'Strength' }, 'Strength: 3 of 5'],
    [{ rating: 7, label: 'Strength' }, 'Strength: 7 of 5'],
    [{ rating: 2, max: 3, label: 'My brother' }, 'My brother: 2 of 3'],
    [{ rating: 4, variant: 'merit' as const, label: 'Resources' }, 'Resources: 4'],
  ])('%o is announced as "%s"', (props, name) => {
    render(<RatingDots {...props} />)
    expect(screen.getByRole('img', { name })).toBeTruthy()
  })

  it('a merit without a rating is announced as not applicable', () => {
    render(<RatingDots rating={6} variant="merit" label="Language" />)
    expect(screen.getByLabelText('Language: not applicable')).toBeTruthy()
  })
})

describe("an editor's resources and health by keyboard", () => {
  it('health boxes are one button, announced with the damage, opened with Enter', async () => {
    const user = userEvent.setup()
    const open = vi.fn()
    render(<HealthBoxes track={track} onClick={open} testId="health" />)
    await user.tab()
    const button = screen.getByRole('button', {
      name: 'Health: 2 of 7 levels damaged. Change damage',
    })
    expect(button).toBe(document.activeElement)
    await user.keyboard('{Enter}')
    expect(open).toHaveBeenCalledOnce()
  })

  it('a reader sees health as one picture with the same words', () => {
    render(<HealthBoxes track={track} testId="health" />)
    expect(screen.getByRole('img', { name: 'Health: 2 of 7 levels damaged' })).toBeTruthy()
  })

  it('willpower opens its dialog with Space', async () => {
    const user = userEvent.setup()
    const open = vi.fn()
    render(<ResourceDisplay label="Willpower" current={3} total={5} onClick={open} testId="wp" />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Willpower 3/5' })).toBe(document.activeElement)
    await user.keyboard(' ')
    expect(open).toHaveBeenCalledOnce()
  })
})
