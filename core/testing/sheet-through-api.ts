// A whole character as a client creates it through the API: the character first, then the
// rows of each of its lists. The e2e journeys post through a signed-in page, the benchmarks
// through fetch; both hand their way of posting to `postSheet`.

type Fields = Readonly<Record<string, unknown>>

/** A character's fields and the rows of its lists, each as the create request's fields. */
export interface SheetThroughApi {
  readonly character: Fields
  readonly merits: readonly Fields[]
  readonly weapons: readonly Fields[]
  readonly charms: readonly Fields[]
  readonly spells: readonly Fields[]
}

/** Sends one create request (path under /api/v1) and answers the row the server created. */
export type PostCreate<Row extends { id: number }> = (path: string, body: Fields) => Promise<Row>

/** Each list of a sheet with the name its rows are wrapped in, in the order they are posted. */
const LISTS = [
  ['merits', 'merit'],
  ['weapons', 'weapon'],
  ['charms', 'charm'],
  ['spells', 'spell'],
] as const

/** Creates the character and every row of its lists, and answers the character's row. */
export async function postSheet<Row extends { id: number }>(
  sheet: SheetThroughApi,
  post: PostCreate<Row>,
): Promise<Row> {
  const character = await post('/characters', { character: sheet.character })
  for (const [list, wrapper] of LISTS) {
    for (const fields of sheet[list]) {
      await post(`/characters/${character.id}/${list}`, { [wrapper]: fields })
    }
  }
  return character
}
