import { startSession } from '../store/player.ts'
import { type Reply, type RouteTable, testStore } from './fake-api.ts'

/** Ana, player 7, as GET /players answers her before she has joined or made anything. */
export const ANA = {
  id: 7,
  display_name: 'Ana',
  chronicles: [],
  own_chronicles: [],
  characters: [],
  qcs: [],
  battlegroups: [],
  version: 1,
}

/** One page of a list as the server answers it, with the headers that say where it stands. */
export const listPage = (
  rows: readonly unknown[],
  page = 1,
  totalPages = 1,
  totalCount?: number,
): Reply => ({
  body: rows,
  headers: {
    'current-page': String(page),
    'total-pages': String(totalPages),
    ...(totalCount === undefined ? {} : { 'total-count': String(totalCount) }),
  },
})

/** What a session asks for as it starts: the player, then the first page of each of their lists. */
export const signedInRoutes = (player: object = ANA) => ({
  'GET /players': { body: player },
  'GET /characters?page=1': listPage([]),
  'GET /qcs?page=1': listPage([]),
  'GET /battlegroups?page=1': listPage([]),
})

/**
 * A test store whose player has signed in and whose session has started: Ana with empty lists,
 * unless `routes` answers those requests otherwise.
 */
export async function signedInStore(routes: RouteTable = {}) {
  const test = testStore({ ...signedInRoutes(), ...routes })
  await test.store.dispatch(startSession())
  return test
}
