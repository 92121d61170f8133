import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Row } from '../../api/types.ts'
import type { RouteTable } from '../../testing/fake-api.ts'
import { signedInStore } from '../../testing/signed-in.ts'
import { ItemSection } from '../ItemSection.tsx'

const imported: Row = {
  id: 12,
  name: 'Harmonious Jade',
  player_id: 7,
  chronicle_id: null,
  type: 'SolarCharacter',
  caste: 'dawn',
  essence: 1,
  hidden: false,
  public: false,
  pinned: false,
  sorting: 10,
  chronicle_sorting: 0,
  version: 1,
  merits: [{ id: 3, character_id: 12, merit_name: 'Resources', rating: 3, sorting: 0 }],
}
const exportFile = new File(
  [JSON.stringify({ format: 'loom', version: 1, kind: 'character', item: { name: 'Jade' } })],
  'Harmonious Jade.loom.json',
  { type: 'application/json' },
)

async function listPage(routes: RouteTable) {
  const test = await signedInStore(routes)
  render(
    <Provider store={test.store}>
      <MemoryRouter>
        <ItemSection kind="characters" />
      </MemoryRouter>
    </Provider>,
  )
  const imports = () => test.calls.filter((call) => call.path === '/characters/import')
  return { ...test, imports }
}

describe('importing on a list page', () => {
  it('a picked export file is sent as it is, its card joins the list and a notice says what came in', async () => {
    const { store, imports } = await listPage({
      'POST /characters/import': { status: 201, body: imported },
    })
    await userEvent.upload(screen.getByTestId('import-character-input'), exportFile)
    expect(await screen.findByTestId('card-characters-12')).toBeTruthy()
    expect(imports().map((call) => call.body)).toEqual([
      { format: 'loom', version: 1, kind: 'character', item: { name: 'Jade' } },
    ])
    expect(store.getState().notices.queue).toMatchObject([
      { message: 'Imported Harmonious Jade with 1 merit', severity: 'success' },
    ])
  })

  it('a file that is not JSON is never sent, and the dialog says so', async () => {
    const { imports } = await listPage({})
    // The picker's filter is a hint: a player can still choose any file.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByTestId('import-character-input'),
        new File(['<html>not a sheet</html>'], 'sheet.html'),
      )
    const dialog = await screen.findByTestId('import-failure-dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe('sheet.html was not imported')
    expect(within(dialog).getByTestId('import-problem').textContent).toMatch(
      /^The file is not JSON/,
    )
    expect(imports()).toEqual([])
  })

  it('a refused file lists every field path with its message, and nothing joins the list', async () => {
    await listPage({
      'POST /characters/import': {
        status: 422,
        body: {
          'merits[3].rating': [{ error: 'rating must be between 0 and 6' }],
          version: [{ error: 'This file is format version 2; this Loom reads up to version 1' }],
        },
      },
    })
    await userEvent.upload(screen.getByTestId('import-character-input'), exportFile)
    const problems = await screen.findAllByTestId('import-problem')
    expect(problems.map((problem) => [problem.dataset.path, problem.textContent])).toEqual([
      ['merits[3].rating', 'merits[3].ratingrating must be between 0 and 6'],
      ['version', 'versionThis file is format version 2; this Loom reads up to version 1'],
    ])
    expect(screen.queryByTestId('card-characters-12')).toBeNull()
    await userEvent.click(screen.getByTestId('import-failure-close'))
    await waitFor(() => expect(screen.queryByTestId('import-failure-dialog')).toBeNull())
  })

  it('files dropped on the list are imported, while other drags are left alone', async () => {
    const { imports } = await listPage({
      'POST /characters/import': { status: 201, body: imported },
    })
    const section = screen.getByTestId('characters-section')
    const files = { types: ['Files'], files: [exportFile], dropEffect: 'none' }
    fireEvent.dragEnter(section, { dataTransfer: files })
    expect(section.dataset.dropping).toBe('true')
    fireEvent.drop(section, { dataTransfer: files })
    expect(section.dataset.dropping).toBe('false')
    expect(await screen.findByTestId('card-characters-12')).toBeTruthy()

    fireEvent.drop(section, { dataTransfer: { types: ['text/plain'], files: [exportFile] } })
    expect(imports()).toHaveLength(1)
  })
})
