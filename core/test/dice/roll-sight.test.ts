import { describe, expect, it } from 'vitest'
import {
  type ChronicleMembership,
  canSeeRoll,
  type RollSight,
  rollAudience,
} from '../../src/permissions.ts'

const ST = 1
const ROLLER = 2
const MEMBER = 3
const OUTSIDER = 4
const chronicle: ChronicleMembership = { id: 10, st_id: ST, member_ids: [ROLLER, MEMBER] }
const other: ChronicleMembership = { id: 11, st_id: OUTSIDER, member_ids: [MEMBER] }

const roll = (visibility: RollSight['visibility'], player_id = ROLLER): RollSight => ({
  player_id,
  chronicle_id: chronicle.id,
  visibility,
})

describe('who sees a chronicle roll', () => {
  it.each([
    ['public', { roller: true, st: true, member: true, outsider: false }],
    ['storyteller', { roller: true, st: true, member: false, outsider: false }],
    ['private', { roller: true, st: false, member: false, outsider: false }],
  ] as const)('a %s roll', (visibility, sees) => {
    const seen = (id: number | null) =>
      canSeeRoll(id === null ? null : { id }, roll(visibility), chronicle)
    expect({
      roller: seen(ROLLER),
      st: seen(ST),
      member: seen(MEMBER),
      outsider: seen(OUTSIDER),
    }).toEqual(sees)
    expect(seen(null)).toBe(false)
    const audience = Object.entries({ roller: ROLLER, st: ST, member: MEMBER, outsider: OUTSIDER })
      .filter(([who]) => sees[who as keyof typeof sees])
      .map(([, id]) => id)
    expect(rollAudience(roll(visibility), chronicle).sort()).toEqual(audience.sort())
  })

  it("a storyteller's own storyteller roll reaches the storyteller alone", () => {
    expect(rollAudience(roll('storyteller', ST), chronicle)).toEqual([ST])
  })

  it("nobody sees a roll through another chronicle's membership", () => {
    expect(canSeeRoll({ id: OUTSIDER }, roll('public'), other)).toBe(false)
    expect(rollAudience(roll('public'), other)).toEqual([ROLLER])
  })
})

describe('who sees a personal roll', () => {
  const personal: RollSight = { player_id: ROLLER, chronicle_id: null, visibility: 'public' }

  it('is seen by its roller alone, whatever its visibility says', () => {
    expect(canSeeRoll({ id: ROLLER }, personal, null)).toBe(true)
    expect(canSeeRoll({ id: ST }, personal, chronicle)).toBe(false)
    expect(canSeeRoll({ id: MEMBER }, personal, chronicle)).toBe(false)
    expect(rollAudience(personal, null)).toEqual([ROLLER])
  })
})
