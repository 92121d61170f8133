import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TagsInput } from './fields.tsx'

describe('a tags field', () => {
  it('commits the tags cleaned as the server keeps them', () => {
    const commit = vi.fn()
    render(<TagsInput label="Tags" value={[]} onCommit={commit} testId="tags" />)
    const field = screen.getByTestId('tags')
    fireEvent.change(field, { target: { value: 'Lethal,  archery   (long) , ,lethal' } })
    fireEvent.blur(field)
    expect(commit).toHaveBeenLastCalledWith(['lethal', 'archery (long)'])
  })
})
