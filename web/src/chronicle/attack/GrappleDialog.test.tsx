import { type AttackAnswer, weaponSchemas } from '@loom/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  bandit as banditRow,
  PLAYER,
  renderCombatTab,
  ST,
  swiftLotus,
} from '../../testing/red-dust.tsx'

const sword = {
  ...weaponSchemas.fields.parse({}),
  id: 31,
  character_id: 11,
  name: 'Sword',
  sorting: 0,
  version: 1,
}
// Swift Lotus holds the Bandit with 2 rounds of control.
const hero = swiftLotus({ weapons: [31], grappling: 'qc:21', control_rounds: 2 })
const bandit = banditRow({ grappled_by: 'character:11' })

const restrained: AttackAnswer = {
  resolution: {
    id: 8,
    player_id: PLAYER,
    attacker: { type: 'character', id: 11 },
    target: { type: 'qc', id: 21 },
    attack: 'grapple',
    hit: true,
    label: 'Swift Lotus restrains Bandit. no rounds of control left: the grapple ends',
    created_at: '2026-11-24T08:00:00Z',
  },
  rolls: [],
  changes: [
    {
      type: 'character',
      id: 11,
      version: 2,
      before: { grappling: 'qc:21', control_rounds: 2, has_acted: false },
      after: { grappling: '', control_rounds: 0, has_acted: true },
    },
    {
      type: 'qc',
      id: 21,
      version: 2,
      before: { grappled_by: 'character:11' },
      after: { grappled_by: '' },
    },
  ],
}

const tracker = (as: number, routes = {}) =>
  renderCombatTab(as, { weapons: [sword], characters: [hero], qcs: [bandit] }, routes)

describe('a grapple on the combat cards', () => {
  it('shows who holds whom with the rounds of control, and each side its own action', () => {
    tracker(PLAYER)
    expect(screen.getByTestId('combat-card-character-11-grappling').textContent).toBe(
      'Holding Bandit · 2 rounds of control',
    )
    expect(screen.getByTestId('combat-card-qc-21-held').textContent).toBe('Held by Swift Lotus')
    // The controller grapples instead of attacking; the Bandit's escape is the storyteller's.
    expect(screen.queryByTestId('combat-card-character-11-attack')).toBeNull()
    expect(screen.getByTestId('combat-card-character-11-grapple')).toBeTruthy()
    expect(screen.queryByTestId('combat-card-qc-21-escape')).toBeNull()
  })

  it('the storyteller may have the one held try to escape', () => {
    tracker(ST)
    fireEvent.click(screen.getByTestId('combat-card-qc-21-escape'))
    return screen.findByTestId('grapple-dialog-action-escape')
  })

  it('sends the controller’s action and stays on its result as the grapple ends', async () => {
    const { calls } = tracker(PLAYER, {
      'POST /chronicles/5/combat/grapple': { status: 201, body: restrained },
    })
    fireEvent.click(screen.getByTestId('combat-card-character-11-grapple'))
    const dialog = await screen.findByTestId('grapple-dialog')
    // The frame is painted first, its form a render later.
    await screen.findByTestId('grapple-dialog-action-restrain')
    expect(within(dialog).getByText('Swift Lotus holds Bandit · 2 rounds of control')).toBeTruthy()
    fireEvent.click(screen.getByTestId('grapple-dialog-action-restrain'))
    expect(screen.getByTestId('grapple-dialog-explanation').textContent).toContain(
      'Spends 2 rounds of control',
    )
    fireEvent.click(screen.getByTestId('grapple-dialog-submit'))
    const headline = await screen.findByTestId('grapple-dialog-result-headline')
    expect(headline.textContent).toBe(restrained.resolution.label)
    expect(calls.find((call) => call.path === '/chronicles/5/combat/grapple')?.body).toEqual({
      controller: { type: 'character', id: 11 },
      held: { type: 'qc', id: 21 },
      action: 'restrain',
    })
    expect(within(dialog).getByText('Swift Lotus no longer holds Bandit')).toBeTruthy()
    expect(screen.queryByTestId('combat-card-character-11-grappling')).toBeNull()
    expect(screen.getByTestId('combat-card-character-11-attack')).toBeTruthy()
  })
})
