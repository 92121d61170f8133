import TextField from '@mui/material/TextField'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ListEditor } from './ListEditor.tsx'
import { applyListEdit, type ListEdit } from './list-edit.ts'

interface Tie {
  id: string
  subject: string
  rating: number
}

function Ties({ initial, sent }: { initial: Tie[]; sent: ListEdit<Tie>[] }) {
  const [rows, setRows] = useState(initial)
  return (
    <ListEditor<Tie>
      label="Ties"
      rows={rows}
      newRow={(position) => ({ subject: `New Tie ${position}`, rating: 1 })}
      describe={(row) => `Tie ${row.subject}`}
      renderRow={(row, update) => (
        <TextField
          label="Subject"
          value={row.subject}
          onChange={(event) => update({ subject: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': `subject-${row.id}` } }}
        />
      )}
      onEdit={(edit) => {
        sent.push(edit)
        setRows((current) => applyListEdit(current, edit))
      }}
      testId="ties"
    />
  )
}

const subjects = () =>
  screen.getAllByTestId('ties-row').map((row) => row.querySelector('input')?.value)

const ties: Tie[] = [
  { id: 'aaaaa', subject: 'Mother', rating: 2 },
  { id: 'bbbbb', subject: 'The Realm', rating: 1 },
]

describe('the list-row editor', () => {
  it('adds a row with a numbered default label and a fresh id', () => {
    const sent: ListEdit<Tie>[] = []
    render(<Ties initial={ties} sent={sent} />)
    fireEvent.click(screen.getByTestId('ties-add'))
    expect(subjects()).toEqual(['Mother', 'The Realm', 'New Tie 3'])
    const added = sent[0]
    expect(added?.op).toBe('add')
    expect(added?.op === 'add' && added.row.id).toMatch(/^[A-Za-z0-9_-]{5}$/)
  })

  it('edits one row by its id', () => {
    const sent: ListEdit<Tie>[] = []
    render(<Ties initial={ties} sent={sent} />)
    fireEvent.change(screen.getByTestId('subject-bbbbb'), { target: { value: 'The Empire' } })
    expect(sent).toEqual([{ op: 'update', id: 'bbbbb', changes: { subject: 'The Empire' } }])
    expect(subjects()).toEqual(['Mother', 'The Empire'])
  })

  it('moves a row down and back up', () => {
    render(<Ties initial={ties} sent={[]} />)
    fireEvent.click(screen.getByTestId('ties-down-0'))
    expect(subjects()).toEqual(['The Realm', 'Mother'])
    fireEvent.click(screen.getByTestId('ties-up-1'))
    expect(subjects()).toEqual(['Mother', 'The Realm'])
  })

  it('removes a row at once and puts it back in its place on undo', () => {
    render(<Ties initial={ties} sent={[]} />)
    fireEvent.click(screen.getByTestId('ties-remove-0'))
    expect(subjects()).toEqual(['The Realm'])
    expect(screen.getByText('Removed Tie Mother')).toBeTruthy()
    act(() => fireEvent.click(screen.getByTestId('undo-button')))
    expect(subjects()).toEqual(['Mother', 'The Realm'])
  })
})

describe('list edits', () => {
  it('an edit to a row someone else removed does not bring it back', () => {
    const after = applyListEdit([ties[1]!], { op: 'update', id: 'aaaaa', changes: { rating: 3 } })
    expect(after).toEqual([ties[1]])
  })

  it('a move keeps rows added by someone else', () => {
    const extra = { id: 'ccccc', subject: 'Sword', rating: 1 }
    expect(
      applyListEdit([...ties, extra], { op: 'move', id: 'aaaaa', index: 1 }).map((r) => r.id),
    ).toEqual(['bbbbb', 'aaaaa', 'ccccc'])
  })
})
