import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AddRowActions } from './AddRowActions.tsx'

describe('an editor block’s Add and From library buttons', () => {
  it('names both after the block, and Add makes a row', () => {
    const onAdd = vi.fn()
    render(
      <AddRowActions
        label="Add Merit"
        onAdd={onAdd}
        kind="merit"
        characterId={7}
        testId="merits"
      />,
    )
    expect(screen.getByTestId('merits-add').textContent).toBe('Add Merit')
    expect(screen.getByTestId('merits-from-library').textContent).toBe('From library')
    fireEvent.click(screen.getByTestId('merits-add'))
    expect(onAdd).toHaveBeenCalledTimes(1)
  })

  it('puts the suffix after both names, as the charm sections do', () => {
    render(
      <AddRowActions
        label="Add Charm"
        onAdd={() => {}}
        kind="charm"
        characterId={7}
        testId="charms"
        suffix="melee"
      />,
    )
    expect(screen.getByTestId('charms-add-melee')).toBeTruthy()
    expect(screen.getByTestId('charms-from-library-melee')).toBeTruthy()
    expect(screen.queryByTestId('charms-add')).toBeNull()
  })
})
