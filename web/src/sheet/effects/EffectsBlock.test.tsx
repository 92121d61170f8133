import { CHARACTER_EFFECT_TARGETS, type HeldEffect } from '@loom/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { costMotes } from '../../character/charm-activation.ts'
import { EffectsBlock } from './EffectsBlock.tsx'
import { durationText, modifiersText } from './effect-text.ts'

const ward: HeldEffect = {
  id: 'w1',
  name: 'Ward',
  source: 'spell',
  source_id: null,
  modifiers: [
    { target: 'soak', value: 2 },
    { target: 'evasion', value: -1 },
  ],
  duration: 'rounds',
  rounds_left: 3,
  active: true,
}

/** The block over `effects`, editable when given `onEdit`. */
function renderBlock(
  effects: HeldEffect[],
  onEdit: Parameters<typeof EffectsBlock>[0]['onEdit'],
  weapons: { id: number; name: string }[] = [],
) {
  render(
    <EffectsBlock
      effects={effects}
      targets={CHARACTER_EFFECT_TARGETS}
      weapons={weapons}
      onEdit={onEdit}
      testId="fx"
    />,
  )
}

describe('the effects block', () => {
  it('lists each effect with what it changes and how long it lasts', () => {
    renderBlock([ward], null)
    const row = screen.getByTestId('fx-w1')
    expect(row.textContent).toContain('+2 Soak, -1 Evasion · 3 rounds left · spell')
    // Those who may only look get a switch they cannot flip, and no add, edit or remove.
    expect(within(row).getByRole('switch')).toHaveProperty('disabled', true)
    expect(screen.queryByTestId('fx-add')).toBeNull()
    expect(screen.queryByTestId('fx-w1-edit')).toBeNull()
  })

  it('switches an effect off by its id', () => {
    const onEdit = vi.fn()
    renderBlock([ward], onEdit)
    fireEvent.click(screen.getByTestId('fx-w1-switch'))
    expect(onEdit).toHaveBeenCalledWith({ op: 'update', id: 'w1', changes: { active: false } })
    fireEvent.click(screen.getByTestId('fx-w1-remove'))
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'remove', id: 'w1' })
  })

  it('adds a typed-in condition, on, lasting the scene, with a fresh id', () => {
    const onEdit = vi.fn()
    renderBlock([ward], onEdit)
    fireEvent.click(screen.getByTestId('fx-add'))
    expect(screen.getByTestId('fx-dialog-save')).toHaveProperty('disabled', true)
    fireEvent.change(screen.getByTestId('fx-dialog-name'), { target: { value: ' Dazed ' } })
    fireEvent.click(screen.getByTestId('fx-dialog-add-modifier'))
    fireEvent.change(screen.getByTestId('fx-dialog-modifier-0-value'), { target: { value: '-2' } })
    fireEvent.click(screen.getByTestId('fx-dialog-save'))
    const edit = onEdit.mock.calls[0]?.[0]
    expect(edit.op).toBe('add')
    expect(edit.row).toEqual({
      id: expect.not.stringMatching(/^w1$/),
      name: 'Dazed',
      source: 'condition',
      source_id: null,
      modifiers: [{ target: 'join_battle', value: -2 }],
      duration: 'scene',
      rounds_left: null,
      active: true,
    })
  })
})

describe('a weapon modifier', () => {
  const weapons = [
    { id: 4, name: 'Sword' },
    { id: 5, name: 'Axe' },
  ]

  it('reads which weapon it changes', () => {
    expect(
      modifiersText(
        [
          { target: 'weapon_damage', value: 2, weapon_id: 4 },
          { target: 'parry', value: 1 },
          { target: 'weapon_accuracy', value: 1, weapon_id: 9 },
        ],
        weapons,
      ),
    ).toBe(
      '+2 Withering damage (Sword), +1 Parry (every weapon), +1 Accuracy (a weapon no longer held)',
    )
  })

  it('names one weapon from the dialog', () => {
    const onEdit = vi.fn()
    renderBlock([], onEdit, weapons)
    fireEvent.click(screen.getByTestId('fx-add'))
    fireEvent.change(screen.getByTestId('fx-dialog-name'), { target: { value: 'Keen' } })
    fireEvent.click(screen.getByTestId('fx-dialog-add-modifier'))
    // Join Battle is no weapon figure: no weapon to pick.
    expect(screen.queryByTestId('fx-dialog-modifier-0-weapon')).toBeNull()
    fireEvent.mouseDown(
      within(screen.getByTestId('fx-dialog-modifier-0-target')).getByRole('combobox'),
    )
    fireEvent.click(screen.getByTestId('effect-target-weapon_damage'))
    fireEvent.mouseDown(
      within(screen.getByTestId('fx-dialog-modifier-0-weapon')).getByRole('combobox'),
    )
    fireEvent.click(screen.getByTestId('effect-weapon-5'))
    fireEvent.click(screen.getByTestId('fx-dialog-save'))
    expect(onEdit.mock.calls[0]?.[0].row.modifiers).toEqual([
      { target: 'weapon_damage', value: 1, weapon_id: 5 },
    ])
  })
})

describe('effect text', () => {
  it('reads modifiers, durations and Charm costs', () => {
    expect(modifiersText([])).toBe('no modifiers')
    expect(durationText({ duration: 'rounds', rounds_left: 1 })).toBe('1 round left')
    expect(durationText({ duration: 'indefinite', rounds_left: null })).toBe('until turned off')
    expect(costMotes('5m, 1wp')).toBe(5)
    expect(costMotes('1wp')).toBe(0)
    expect(costMotes('10m')).toBe(10)
  })
})
