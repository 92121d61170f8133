import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'
import { entityActions } from '../store/entities/entities-slice.ts'
import { sessionActions } from '../store/session.ts'
import { testStore } from '../testing/fake-api.ts'
import { RED_DUST, ST, swiftLotus } from '../testing/red-dust.tsx'
import { AwardExperienceDialog } from './AwardExperienceDialog.tsx'

const lotus = swiftLotus({ type: 'SolarCharacter' })
const tam = swiftLotus({ id: 12, name: 'Tam', type: 'Character', chronicle_sorting: 1 })

function openDialog(routes = {}) {
  const world = testStore(routes)
  world.store.dispatch(sessionActions.playerLoaded(ST))
  world.store.dispatch(entityActions.received({ kind: 'chronicles', rows: [RED_DUST] }))
  world.store.dispatch(entityActions.received({ kind: 'characters', rows: [lotus, tam] }))
  const onClose = vi.fn()
  render(
    <Provider store={world.store}>
      <AwardExperienceDialog chronicleId={RED_DUST.id} onClose={onClose} />
    </Provider>,
  )
  return { ...world, onClose }
}

const id = (name: string) => `award-experience-dialog-${name}`
const submit = () => screen.getByTestId(id('submit')) as HTMLButtonElement
const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(id(name)), { target: { value } })

describe('the storyteller’s experience award', () => {
  it('waits for characters, an amount from 1 to 100 and a reason, then sends them all at once', async () => {
    const { calls, onClose } = openDialog({
      'POST /chronicles/5/experience_awards': { status: 201, body: { awards: [] } },
    })
    expect(submit().disabled).toBe(true)
    fireEvent.click(screen.getByTestId(id('character-11')))
    fireEvent.click(screen.getByTestId(id('character-12')))
    fill('amount', '101')
    fill('reason', '  Escaped the Realm ')
    screen.getByText('A whole number from 1 to 100')
    expect(submit().disabled).toBe(true)
    fill('amount', '5')
    expect(submit().disabled).toBe(false)
    fireEvent.click(submit())
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/chronicles/5/experience_awards',
        { character_ids: [11, 12], kind: 'normal', amount: 5, reason: 'Escaped the Realm' },
      ],
    ])
  })

  it('names a chosen Mortal before sending the type’s own experience', () => {
    openDialog()
    fireEvent.click(screen.getByTestId(id('character-12')))
    fireEvent.mouseDown(screen.getByTestId(id('kind')))
    fireEvent.click(screen.getByTestId(id('kind-exalt')))
    fill('amount', '2')
    fill('reason', 'Zenith')
    expect(screen.getByTestId(id('lacking')).textContent).toContain(
      'Tam keep no experience of this kind',
    )
    expect(submit().disabled).toBe(true)
  })

  it('shows the server’s refusal and stays open', async () => {
    const { onClose } = openDialog({
      'POST /chronicles/5/experience_awards': {
        status: 422,
        body: { character_ids: [{ error: 'character 11 is not in this chronicle' }] },
      },
    })
    fireEvent.click(screen.getByTestId(id('character-11')))
    fill('amount', '3')
    fill('reason', 'Session 2')
    fireEvent.click(submit())
    expect((await screen.findByTestId(id('error'))).textContent).toContain('not in this chronicle')
    expect(onClose).not.toHaveBeenCalled()
  })
})
