import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../store/entities/entities-slice.ts'
import { bandit, PLAYER, renderCombatTab, swiftLotus } from '../testing/red-dust.tsx'

const HERO = 'combat-card-character-11'
const BANDIT = 'combat-card-qc-21'

const figure = (card: string, which: string) => ({
  label: screen.getByTestId(`${card}-${which}`).firstChild?.textContent,
  value: Number(screen.getByTestId(`${card}-${which}-value`).textContent),
})

describe('a combat card in a grapple or on a mount', () => {
  it('shows both sides of a grapple their Defences two lower, and the one held its fewer dice', () => {
    const hero = swiftLotus({ attr_dexterity: 4, abil_dodge: 3 })
    const foe = bandit({ evasion: 4, parry: 3 })
    const { store } = renderCombatTab(PLAYER, { characters: [hero], qcs: [foe] })
    const before = {
      hero: figure(HERO, 'evasion'),
      evasion: figure(BANDIT, 'evasion'),
      parry: figure(BANDIT, 'parry'),
    }
    expect(before.evasion).toEqual({ label: 'Evasion', value: 4 })
    expect(screen.queryByTestId(`${HERO}-adjustments`)).toBeNull()

    act(() => {
      store.dispatch(
        entityActions.received({
          kind: 'characters',
          rows: [{ ...hero, grappling: 'qc:21', control_rounds: 2, version: 2 }],
        }),
      )
      store.dispatch(
        entityActions.received({
          kind: 'qcs',
          rows: [{ ...foe, grappled_by: 'character:11', version: 2 }],
        }),
      )
    })
    expect(figure(HERO, 'evasion')).toEqual({
      label: 'Evasion (grappling −2)',
      value: before.hero.value - 2,
    })
    expect(figure(BANDIT, 'evasion')).toEqual({ label: 'Evasion (grappling −2)', value: 2 })
    expect(figure(BANDIT, 'parry')).toEqual({ label: 'Parry (grappling −2)', value: 1 })
    // Soak and Hardness are no Defence.
    expect(figure(BANDIT, 'soak').label).toBe('Soak')
    expect(screen.getByTestId(`${BANDIT}-held-attacks`).textContent).toBe(
      '−1 die on attacks (held)',
    )
    expect(screen.queryByTestId(`${HERO}-held-attacks`)).toBeNull()
    expect(screen.getByTestId(`${BANDIT}-held`).textContent).toBe('Held by Swift Lotus')
  })

  it('shows a rider a Mounted chip that says what the mount gives', () => {
    renderCombatTab(PLAYER, { characters: [swiftLotus({ mounted: true })], qcs: [bandit()] })
    const chip = screen.getByTestId(`${HERO}-mounted-chip`)
    expect(chip.textContent).toBe('Mounted')
    expect(chip.getAttribute('title')).toMatch(/^\+1 die on close-range withering attacks/)
    expect(screen.queryByTestId(`${BANDIT}-mounted-chip`)).toBeNull()
  })

  it('shows a rider’s mount speed on its chip, and the field to set it on a character only', () => {
    renderCombatTab(PLAYER, {
      characters: [swiftLotus({ mounted: true, mount_speed_bonus: 2 })],
      qcs: [bandit({ mounted: true })],
    })
    const chip = screen.getByTestId(`${HERO}-mounted-chip`)
    expect(chip.textContent).toBe('Mounted · speed +2')
    expect(chip.getAttribute('title')).toMatch(/; \+2 dice on rush and disengage$/)
    expect(screen.getByTestId(`${HERO}-mount-speed`)).toBeTruthy()
    expect(screen.getByTestId(`${BANDIT}-mounted-chip`).textContent).toBe('Mounted')
    expect(screen.queryByTestId(`${BANDIT}-mount-speed`)).toBeNull()
  })
})
