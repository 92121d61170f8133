import { describe, expect, it } from 'vitest'
import {
  assignListItemIds,
  inviteCodeFrom,
  joinChronicleSchema,
  KINDS,
  listItemIdFrom,
} from '../../src/index.ts'
import { INVITE_CODE_ALPHABET } from '../../src/schemas/invite-code.ts'
import { LIST_ITEM_ID_ALPHABET } from '../../src/schemas/list-items.ts'

/** Ids a, b, c, ... in turn. */
function sequentialIds(...ids: string[]) {
  let next = 0
  return () => ids[next++] ?? 'exhausted'
}

describe('list item ids', () => {
  it('gives each item without an id a new one and keeps the ids already there', () => {
    const patch = {
      specialties: [
        { ability: 'melee', context: 'Swords' },
        { id: 'keep1', ability: 'dodge', context: 'Crowds' },
      ],
      name: 'Zan',
    }
    expect(assignListItemIds(patch, KINDS.character.listFields, sequentialIds('new01'))).toEqual({
      specialties: [
        { id: 'new01', ability: 'melee', context: 'Swords' },
        { id: 'keep1', ability: 'dodge', context: 'Crowds' },
      ],
      name: 'Zan',
    })
  })

  it('skips a generated id that the list already uses', () => {
    const patch = {
      ties: [
        { id: 'taken', subject: 'A', rating: 1 },
        { subject: 'B', rating: 2 },
      ],
    }
    const result = assignListItemIds(
      patch,
      KINDS.character.listFields,
      sequentialIds('taken', 'fresh'),
    )
    expect(result.ties.map((tie) => tie.id)).toEqual(['taken', 'fresh'])
  })

  it.each([
    [
      'character',
      [
        'abil_craft',
        'abil_martial_arts',
        'specialties',
        'motes_committed',
        'forms',
        'xp_log',
        'xp_log_solar',
        'bp_log',
        'resources',
        'ties',
        'principles',
        'effects',
        'workings',
        'craft_projects',
      ],
    ],
    ['qc', ['motes_committed', 'resources', 'actions', 'ties', 'principles', 'effects']],
    ['weapon', []],
  ] as const)('the %s lists that carry item ids are %j', (kind, fields) => {
    expect([...KINDS[kind].listFields].sort()).toEqual([...fields].sort())
  })

  it('makes a 5-character URL-safe id from random bytes', () => {
    const id = listItemIdFrom(new Uint8Array([0, 1, 2, 3, 127, 9]))
    expect(id).toBe('ABCD-')
    expect([...id!].every((letter) => LIST_ITEM_ID_ALPHABET.includes(letter))).toBe(true)
  })

  it('makes no id from too few random bytes', () => {
    expect(listItemIdFrom(new Uint8Array([1, 2]))).toBeNull()
  })
})

describe('invite codes', () => {
  const grouped = (alphabetFrom: number) => {
    const letters = INVITE_CODE_ALPHABET.slice(alphabetFrom, alphabetFrom + 16)
    return letters.match(/.{4}/g)!.join('-')
  }

  it('makes four groups of four from random bytes, skipping biased bytes', () => {
    const bytes = new Uint8Array([250, ...Array.from({ length: 16 }, (_, index) => index)])
    expect(inviteCodeFrom(bytes)).toBe(grouped(0))
    expect(grouped(0)).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/)
  })

  it('reads a code however it is typed: any case, with or without dashes or spaces', () => {
    const code = grouped(2)
    for (const typed of [
      code,
      ` ${code} `,
      code.toLowerCase(),
      code.replaceAll('-', ''),
      code.replaceAll('-', ' '),
    ]) {
      expect(joinChronicleSchema.parse({ invite_code: typed })).toEqual({ invite_code: code })
    }
  })

  it('still accepts a code of the earlier 24-character form, exactly', () => {
    const earlier = 'AbCdEfGhJkMnPqRsTuVwXyZ2'
    expect(joinChronicleSchema.parse({ invite_code: earlier })).toEqual({ invite_code: earlier })
  })

  it.each([
    ['a short code', { invite_code: 'abc' }],
    ['a code with a look-alike 0', { invite_code: '0000-0000-0000-0000' }],
    ['a code with a look-alike I', { invite_code: 'IIII-2222-3333-4444' }],
    ['no code', {}],
    ['an extra field', { invite_code: grouped(0), chronicle_id: 3 }],
  ])('refuses %s', (_, body) => {
    expect(joinChronicleSchema.safeParse(body).success).toBe(false)
  })
})
