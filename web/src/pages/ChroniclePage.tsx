import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { Navigate, useParams } from 'react-router'
import type { Asset, Chronicle, Id, Row } from '../api/types.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { chronicleRequestKey, fetchChronicle } from '../store/chronicles.ts'
import { ITEM_KINDS } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { onScreenActions } from '../store/on-screen.ts'
import { selectRequest, selectRow, selectWasDestroyed } from '../store/selectors.ts'
import { Block } from '../widgets/Block.tsx'
import { ItemCard } from '../widgets/ItemCard.tsx'
import { ITEM_LABELS } from '../widgets/item-labels.ts'
import { type PageProblem, PageState } from '../widgets/PageState.tsx'

export type ChronicleTab = 'characters' | 'combat' | 'details'

/** A chronicle's page; its tabs' tools (combat tracker, ST controls) come with their issues. */
export default function ChroniclePage({ tab }: { tab: ChronicleTab }) {
  const params = useParams()
  const id: Id = Number(params.chronicleId)
  const valid = Number.isInteger(id) && id > 0
  const chronicle = useAppSelector((state) =>
    valid ? selectRow<Chronicle>(state, 'chronicles', id) : undefined,
  )
  const request = useAppSelector((state) => selectRequest(state, chronicleRequestKey(id)))
  const destroyed = useAppSelector((state) => selectWasDestroyed(state, 'chronicles', id))
  const dispatch = useAppDispatch()
  // The player summary names a chronicle; only the full one carries its storyteller.
  const complete = chronicle?.st !== undefined

  useEffect(() => {
    if (!valid) return
    dispatch(onScreenActions.watched({ kind: 'chronicles', id }))
    return () => {
      dispatch(onScreenActions.unwatched({ kind: 'chronicles', id }))
    }
  }, [dispatch, id, valid])
  useEffect(() => {
    if (valid && !complete && !destroyed) dispatch(fetchChronicle(id))
  }, [dispatch, id, valid, complete, destroyed])
  useDocumentTitle(chronicle?.name)

  if (destroyed) return <Navigate to="/content" replace />
  if (!valid) return <PageState problem={{ state: 'not-found' }} thing="Chronicle" />
  if (!chronicle || !complete) {
    const problem: PageProblem =
      request?.status !== 'failed'
        ? { state: 'loading' }
        : request.httpStatus === 404
          ? { state: 'not-found' }
          : request.httpStatus === 403
            ? {
                state: 'forbidden',
                reason: 'Only its storyteller and players can see this chronicle.',
              }
            : request.httpStatus === 401
              ? { state: 'signed-out' }
              : {
                  state: 'failed',
                  message: request.error ?? 'Error',
                  retry: () => dispatch(fetchChronicle(id)),
                }
    return <PageState problem={problem} thing="Chronicle" />
  }
  if (tab === 'details') return <Details chronicle={chronicle} />
  if (tab === 'combat')
    return (
      <Block>
        <Typography variant="h4" component="h1" gutterBottom>
          Combat
        </Typography>
        <Typography>The initiative tracker for {chronicle.name} is on its way.</Typography>
      </Block>
    )
  return <Members chronicle={chronicle} />
}

function Members({ chronicle }: { chronicle: Chronicle }) {
  const rows = useAppSelector((state) => state.entities.current.byKind)
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {chronicle.name}
      </Typography>
      {ITEM_KINDS.map((kind) => {
        const ids = Array.isArray(chronicle[kind]) ? (chronicle[kind] as Id[]) : []
        const items = ids
          .flatMap((itemId) => (rows[kind].entities[itemId] as Asset | undefined) ?? [])
          .filter((item) => item.chronicle_id === chronicle.id)
          .sort((a, b) => a.chronicle_sorting - b.chronicle_sorting)
        return (
          <section key={kind} aria-labelledby={`chronicle-${kind}`}>
            <Typography variant="h5" component="h2" id={`chronicle-${kind}`} sx={{ mt: 2, mb: 1 }}>
              {ITEM_LABELS[kind].plural}
            </Typography>
            {items.length === 0 ? (
              <Typography color="text.secondary">None in this chronicle yet.</Typography>
            ) : (
              items.map((item) => <ItemCard key={item.id} kind={kind} item={item} handle={null} />)
            )}
          </section>
        )
      })}
    </>
  )
}

function Details({ chronicle }: { chronicle: Chronicle }) {
  const players = useAppSelector((state) => state.entities.current.byKind.players.entities)
  const name = (playerId: unknown) =>
    String((players[Number(playerId)] as Row | undefined)?.display_name ?? 'Unknown player')
  const members = (chronicle.players ?? []).map((player) =>
    typeof player === 'number' ? player : player.id,
  )
  return (
    <Block>
      <Typography variant="h4" component="h1" gutterBottom>
        {chronicle.name}
      </Typography>
      <Typography gutterBottom>Storyteller: {name(chronicle.st ?? chronicle.st_id)}</Typography>
      {chronicle.invite_code && (
        <Typography gutterBottom data-testid="chronicle-invite-code">
          Invite code: <code>{chronicle.invite_code}</code>
        </Typography>
      )}
      <Typography variant="h6" component="h2">
        Players
      </Typography>
      <List dense>
        {members.map((playerId) => (
          <ListItem key={playerId}>
            <ListItemText primary={name(playerId)} />
          </ListItem>
        ))}
      </List>
    </Block>
  )
}
