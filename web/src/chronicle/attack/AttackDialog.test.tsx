import {
  type AttackAnswer,
  type AttackResolutionJson,
  fighterOf,
  qcAttackSchemas,
  type RollRecord,
  weaponSchemas,
} from '@loom/core'
import { rollRecord } from '@loom/core/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { entityActions } from '../../store/entities/entities-slice.ts'
import { rollsActions } from '../../store/rolls/rolls-slice.ts'
import { type RouteTable, settle } from '../../testing/fake-api.ts'
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
const hero = swiftLotus({ attribute_dexterity: 4, ability_melee: 3, weapons: [31] })
const knife = {
  ...qcAttackSchemas.fields.parse({}),
  id: 41,
  qc_attackable_id: 21,
  qc_attackable_type: 'Qc',
  name: 'Knife',
  pool: 5,
  sorting: 0,
  version: 1,
}
const bandit = banditRow({ initiative: 3, onslaught: 1, qc_attacks: [41] })

/** The fighters the server builds from its full items, to compare with what the dialog shows. */
const heroFighter = fighterOf('character', { ...hero, weapons: [sword] })
const banditFighter = fighterOf('qc', { ...bandit, qc_attacks: [knife] })

const roll = (fields: Partial<RollRecord>): RollRecord =>
  rollRecord({
    id: 90,
    chronicle_id: 5,
    player_id: PLAYER,
    player_name: 'Player',
    character_id: 11,
    label: 'Swift Lotus: withering attack with Sword on Bandit. 5 successes: a hit',
    dice: [10, 8, 7, 3],
    successes: 5,
    created_at: '2026-11-24T08:00:00Z',
    ...fields,
  })

const answer: AttackAnswer = {
  resolution: {
    id: 7,
    player_id: PLAYER,
    attacker: { type: 'character', id: 11 },
    target: { type: 'qc', id: 21 },
    attack: 'withering',
    hit: true,
    label: 'Swift Lotus: withering attack with Sword on Bandit',
    created_at: '2026-11-24T08:00:00Z',
  },
  rolls: [roll({})],
  changes: [
    {
      type: 'qc',
      id: 21,
      version: 2,
      before: { initiative: 3, onslaught: 1 },
      after: { initiative: -2, onslaught: 2, crashed_by: 'character:11' },
    },
    {
      type: 'character',
      id: 11,
      version: 2,
      before: { initiative: 12, has_acted: false },
      after: { initiative: 23, has_acted: true },
    },
  ],
}

const tracker = (as: number, routes: RouteTable = {}) =>
  renderCombatTab(
    as,
    { weapons: [sword], qc_attacks: [knife], characters: [hero], qcs: [bandit] },
    routes,
  )

/** The attack dialog with its form in: the frame is painted first, the form a render later. */
const dialog = () => screen.findByTestId('attack-dialog-kind')

describe('attacking from the initiative tracker', () => {
  it('a player may attack with their own character only', () => {
    tracker(PLAYER)
    expect(screen.getByTestId('combat-card-character-11-attack')).toBeTruthy()
    expect(screen.queryByTestId('combat-card-qc-21-attack')).toBeNull()
    expect(screen.queryByTestId('combat-attacks')).toBeNull()
  })

  it('shows the pool and the target’s Defence as the server will compute them', async () => {
    tracker(PLAYER)
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    const pool = heroFighter.attacks[0]!.withering
    expect(screen.getByTestId('attack-dialog-pool').textContent).toBe(
      `Rolls ${pool} dice (pool ${pool})`,
    )
    const best = Math.max(banditFighter.evasion, banditFighter.parries[0]!.value)
    expect(screen.getByTestId('attack-dialog-defence-value').textContent).toMatch(
      new RegExp(`against (Evasion|Parry) ${best - 1} \\(${best} − onslaught 1\\)`),
    )
    fireEvent.click(screen.getByTestId('attack-dialog-stunt-1'))
    expect(screen.getByTestId('attack-dialog-pool').textContent).toBe(
      `Rolls ${pool + 2} dice (pool ${pool})`,
    )
  })

  it('sends the attack, shows the result and moves the tracker at once', async () => {
    const { store, calls } = tracker(PLAYER, {
      'POST /chronicles/5/combat/attack': { status: 201, body: answer },
      'GET /chronicles/5/combat/attacks': { body: [] },
    })
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    fireEvent.click(screen.getByTestId('attack-dialog-submit'))
    const result = await screen.findByTestId('attack-dialog-result')
    expect(result.getAttribute('data-hit')).toBe('true')
    expect(within(result).getByTestId('attack-dialog-result-changes').textContent).toContain(
      'Bandit: Initiative 3 → -2, onslaught 1 → 2',
    )
    const sent = calls.find((call) => call.path === '/chronicles/5/combat/attack')
    expect(sent?.body).toMatchObject({
      attacker: { type: 'character', id: 11 },
      target: { type: 'qc', id: 21 },
      attack: 'withering',
      weapon_id: 31,
    })
    const state = store.getState()
    expect(state.entities.current.byKind.qcs.entities[21]?.initiative).toBe(-2)
    expect(state.rolls.logs[5]?.ids).toContain(90)
    expect(screen.getByTestId('attack-dialog-submit').textContent).toBe('Attack again')
  })

  it('leaves the Defence and a private roll to the defender’s side', async () => {
    const { calls } = tracker(PLAYER, {
      'POST /chronicles/5/combat/attack': { status: 201, body: answer },
      'GET /chronicles/5/combat/attacks': { body: [] },
    })
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    // The Bandit is the storyteller's: its best Defence stands, and the roll cannot be hidden.
    expect(screen.queryByTestId('attack-dialog-defence')).toBeNull()
    expect(screen.getByTestId('attack-dialog-defence-theirs')).toBeTruthy()
    fireEvent.mouseDown(
      within(screen.getByTestId('attack-dialog-visibility')).getByRole('combobox'),
    )
    expect(screen.queryByTestId('attack-dialog-visibility-private')).toBeNull()
    expect(screen.getByTestId('attack-dialog-visibility-storyteller')).toBeTruthy()
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    fireEvent.click(screen.getByTestId('attack-dialog-submit'))
    await screen.findByTestId('attack-dialog-result')
    const sent = calls.find((call) => call.path === '/chronicles/5/combat/attack')
    expect(sent?.body).toMatchObject({ defence: 'best', parry_weapon_id: null })
  })

  it('the storyteller chooses the Defence of a foe they run', async () => {
    tracker(ST)
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    expect(screen.getByTestId('attack-dialog-defence-evasion')).toBeTruthy()
    expect(screen.queryByTestId('attack-dialog-defence-theirs')).toBeNull()
  })

  it('shows the server’s refusal, and a rate limit as one, in the dialog', async () => {
    let status = 422
    tracker(PLAYER, {
      'POST /chronicles/5/combat/attack': () =>
        status === 422
          ? { status, body: { target: [{ error: 'Bandit is not in combat' }] } }
          : { status, body: { error: 'Too many changes, slow down' } },
    })
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    fireEvent.click(screen.getByTestId('attack-dialog-submit'))
    expect((await screen.findByTestId('attack-dialog-error')).textContent).toBe(
      'target: Bandit is not in combat',
    )
    status = 429
    fireEvent.click(screen.getByTestId('attack-dialog-submit'))
    await waitFor(() =>
      expect(screen.getByTestId('attack-dialog-error').textContent).toMatch(/^Too many requests/),
    )
  })

  it('offers the knockdown gambit, one easier with a Smashing weapon, and sends it', async () => {
    const hammer = { ...sword, name: 'Hammer', tags: ['smashing'] }
    const { calls } = renderCombatTab(
      PLAYER,
      { weapons: [hammer], qc_attacks: [knife], characters: [hero], qcs: [bandit] },
      {
        'POST /chronicles/5/combat/attack': { status: 201, body: answer },
        'GET /chronicles/5/combat/attacks': { body: [] },
      },
    )
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    fireEvent.click(screen.getByTestId('attack-dialog-kind-decisive'))
    fireEvent.mouseDown(within(screen.getByTestId('attack-dialog-gambit')).getByRole('combobox'))
    const knockdown = screen.getByTestId('attack-dialog-gambit-knockdown')
    expect(knockdown.textContent).toBe('Knockdown (difficulty 2)')
    fireEvent.click(knockdown)
    expect(screen.getByTestId('attack-dialog-damage').textContent).toMatch(
      /against difficulty 2 \(smashing weapon −1\); costs 3 Initiative\.$/,
    )
    fireEvent.click(screen.getByTestId('attack-dialog-submit'))
    await screen.findByTestId('attack-dialog-result')
    const sent = calls.find((call) => call.path === '/chronicles/5/combat/attack')
    expect(sent?.body).toMatchObject({ attack: 'decisive', gambit: 'knockdown', weapon_id: 31 })
  })

  it('offers a decisive attack only above 0 Initiative', async () => {
    const { store } = tracker(ST)
    store.dispatch(
      entityActions.received({ kind: 'qcs', rows: [{ ...bandit, initiative: 0, version: 2 }] }),
    )
    fireEvent.click(screen.getByTestId('combat-card-qc-21-attack'))
    await dialog()
    const decisive = screen.getByTestId('attack-dialog-kind-decisive') as HTMLButtonElement
    expect(decisive.disabled).toBe(true)
    fireEvent.click(screen.getByTestId('attack-dialog-close'))
    fireEvent.click(screen.getByTestId('combat-card-character-11-attack'))
    await dialog()
    expect((screen.getByTestId('attack-dialog-kind-decisive') as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  /** A server whose list of attacks loses its newest on each undo. */
  function attackHistoryServer(onUndo: () => Promise<void> = async () => {}) {
    const older = { ...answer.resolution, id: 6, hit: false, label: 'Bandit: withering attack' }
    let list: AttackResolutionJson[] = [answer.resolution, older]
    return {
      'GET /chronicles/5/combat/attacks': () => ({ body: list }),
      'POST /chronicles/5/combat/attack/undo': async () => {
        list = list.slice(1)
        await onUndo()
        return { body: { ...answer, changes: [], rolls: [] } }
      },
    }
  }

  it('the storyteller lists resolved attacks and undoes the newest', async () => {
    const { calls } = tracker(ST, attackHistoryServer())
    await screen.findByTestId('combat-attack-7')
    expect(screen.getByTestId('combat-attack-6').textContent).toContain('Miss')
    fireEvent.click(screen.getByTestId('combat-undo-attack'))
    await waitFor(() => expect(screen.queryByTestId('combat-attack-7')).toBeNull())
    await settle()
    const undo = calls.find((call) => call.path === '/chronicles/5/combat/attack/undo')
    expect(undo?.body).toEqual({ forget: false })
    expect(screen.getByTestId('combat-attack-6')).toBeTruthy()
    // Forgetting asks first, naming the attack; Cancel leaves it where it is.
    fireEvent.click(screen.getByTestId('combat-forget-attack'))
    const asked = await screen.findByTestId('forget-attack-dialog')
    expect(asked.textContent).toContain('Bandit: withering attack leaves this list')
    fireEvent.click(screen.getByTestId('forget-attack-dialog-cancel'))
    await waitFor(() => expect(screen.queryByTestId('forget-attack-dialog')).toBeNull())
    expect(calls.filter((call) => call.path.endsWith('/attack/undo'))).toHaveLength(1)
    fireEvent.click(screen.getByTestId('combat-forget-attack'))
    fireEvent.click(await screen.findByTestId('forget-attack-dialog-confirm'))
    await waitFor(() => expect(screen.queryByTestId('combat-attack-6')).toBeNull())
    await waitFor(() => expect(screen.queryByTestId('forget-attack-dialog')).toBeNull())
    const undos = calls.filter((call) => call.path === '/chronicles/5/combat/attack/undo')
    expect(undos.map((call) => call.body)).toEqual([{ forget: false }, { forget: true }])
    expect(screen.getByTestId('combat-attacks-none')).toBeTruthy()
    expect((screen.getByTestId('combat-undo-attack') as HTMLButtonElement).disabled).toBe(true)
  })

  it('keeps the attack before the undone one when the undo’s roll arrives live first', async () => {
    // The undo's roll is heard live, and the list read again, before the undo's own answer:
    // the list must then hold the older attack, not lose it too.
    const world = tracker(
      ST,
      attackHistoryServer(async () => {
        world.store.dispatch(rollsActions.rollReceived(roll({ id: 91, label: 'Undone' })))
        await waitFor(() => expect(screen.queryByTestId('combat-attack-7')).toBeNull())
      }),
    )
    await screen.findByTestId('combat-attack-7')
    fireEvent.click(screen.getByTestId('combat-undo-attack'))
    await waitFor(() =>
      expect((screen.getByTestId('combat-undo-attack') as HTMLButtonElement).disabled).toBe(false),
    )
    await settle()
    expect(screen.getByTestId('combat-attack-6')).toBeTruthy()
    expect(screen.queryByTestId('combat-attacks-none')).toBeNull()
  })
})
