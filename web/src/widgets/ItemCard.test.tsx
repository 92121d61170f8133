import { newCharacterDraft, qcSchemas } from '@loom/core'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Asset, Row } from '../api/types.ts'
import { entityActions } from '../store/entities/entities-slice.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { sessionActions } from '../store/session.ts'
import { NO_CHILDREN } from '../testing/character-sheet.tsx'
import { testStore } from '../testing/fake-api.ts'
import { ItemCard } from './ItemCard.tsx'

const ME = 7

const character = (fields: Partial<Row> = {}): Row => ({
  ...newCharacterDraft('Character', { attr_dexterity: 3, abil_dodge: 2 }),
  id: 4,
  name: 'Wounded Scout',
  player_id: ME,
  chronicle_id: null,
  hidden: false,
  public: false,
  pinned: false,
  ...NO_CHILDREN,
  version: 1,
  ...fields,
})

const qc = (fields: Partial<Row> = {}): Row => ({
  ...qcSchemas.fields.parse({}),
  id: 9,
  name: 'Bandit',
  player_id: ME,
  chronicle_id: null,
  qc_attacks: [],
  qc_merits: [],
  qc_charms: [],
  spells: [],
  poisons: [],
  version: 1,
  ...fields,
})

function renderCard(kind: ItemKind, row: Row, viewer = ME) {
  const patched: unknown[] = []
  const { store } = testStore(
    {
      [`PATCH /${kind}/${row.id}`]: (call) => {
        patched.push(call.body)
        return { body: { ...row, version: 2 } }
      },
    },
    { hasToken: true },
  )
  store.dispatch(sessionActions.playerLoaded(viewer))
  store.dispatch(entityActions.received({ kind, rows: [row] }))
  const item = store.getState().entities.current.byKind[kind].entities[row.id] as Asset
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ItemCard kind={kind} item={item} handle={null} />
      </MemoryRouter>
    </Provider>,
  )
  return { patched }
}

describe("a card on the player's own list", () => {
  it('shows what a chronicle card shows: resources, health, defences and the penalties line', () => {
    // Two lethal levels on a mortal fill the 0 and the first -1 box.
    renderCard('characters', character({ damage_lethal: 2 }))
    expect(screen.getByTestId('summary-characters-4-willpower')).toBeTruthy()
    expect(screen.getByTestId('summary-characters-4-health')).toBeTruthy()
    // Evasion: (Dexterity 3 + Dodge 2) / 2 rounded up, less the wound penalty of 1.
    expect(screen.getByTestId('summary-characters-4-evasion-value').textContent).toBe('2')
    expect(screen.getByTestId('summary-characters-4-parry-value').textContent).toBe('None')
    expect(screen.getByTestId('summary-characters-4-penalties').textContent).toBe(
      'Penalties: Wound -1',
    )
  })

  it('has no penalties line when nothing hampers the character', () => {
    renderCard('characters', character())
    expect(screen.queryByTestId('summary-characters-4-penalties')).toBeNull()
  })

  it("shows a QC's defences from its own stat block", () => {
    renderCard('qcs', qc({ evasion: 3, parry: 4, soak: 5 }))
    expect(screen.getByTestId('summary-qcs-9-evasion-value').textContent).toBe('3')
    expect(screen.getByTestId('summary-qcs-9-parry-value').textContent).toBe('4')
    expect(screen.getByTestId('summary-qcs-9-soak-value').textContent).toBe('5')
  })

  it('opens the notes popup, which says "No notes" when there are none', async () => {
    renderCard('characters', character())
    fireEvent.click(screen.getByTestId('summary-characters-4-notes'))
    const dialog = await screen.findByTestId('summary-characters-4-notes-dialog')
    expect(within(dialog).getByText('No notes')).toBeTruthy()
  })

  it('lets the owner edit the notes with Edit..., saving what they type, and Done shows them', async () => {
    const { patched } = renderCard('characters', character({ notes: 'Owes the *Guild*.' }))
    fireEvent.click(screen.getByTestId('summary-characters-4-notes'))
    const dialog = await screen.findByTestId('summary-characters-4-notes-dialog')
    expect(within(dialog).getByText('Guild').tagName).toBe('EM')
    fireEvent.click(within(dialog).getByTestId('summary-characters-4-notes-dialog-edit'))
    const field = within(dialog).getByTestId('summary-characters-4-notes-dialog-field')
    fireEvent.focus(field)
    fireEvent.change(field, { target: { value: 'Paid the Guild.' } })
    fireEvent.blur(field)
    await waitFor(() => expect(patched).toEqual([{ character: { notes: 'Paid the Guild.' } }]))
    expect(within(dialog).getByTestId('summary-characters-4-notes-dialog-edit').textContent).toBe(
      'Done',
    )
  })

  it('gives a reader of the notes no Edit... button', async () => {
    renderCard('characters', character({ notes: 'Secret plans' }), 99)
    fireEvent.click(screen.getByTestId('summary-characters-4-notes'))
    const dialog = await screen.findByTestId('summary-characters-4-notes-dialog')
    expect(within(dialog).getByText('Secret plans')).toBeTruthy()
    expect(within(dialog).queryByTestId('summary-characters-4-notes-dialog-edit')).toBeNull()
  })

  it('a battlegroup keeps no notes, so its card has no notes button', () => {
    renderCard('battlegroups', {
      id: 3,
      name: 'Spears',
      player_id: ME,
      chronicle_id: null,
      qc_attacks: [],
      poisons: [],
      version: 1,
    })
    expect(screen.queryByTestId('summary-battlegroups-3-notes')).toBeNull()
    expect(screen.getByTestId('summary-battlegroups-3-magnitude')).toBeTruthy()
  })
})
