import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { ApiError } from '../api/client.ts'
import { useDocumentTitle } from '../frame/document-title.ts'
import { SignInButtons } from '../session/SignInButtons.tsx'
import { followInvite } from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { Block } from '../widgets/Block.tsx'

/** Why a link did not lead into a chronicle, in words a player can act on. */
function refusalOf(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) {
    return 'This invite link no longer works: the storyteller has made a new code or closed the chronicle to new players. Ask them for a fresh link.'
  }
  if (failure instanceof ApiError && failure.status === 422) {
    return 'This is not a whole invite link. Check that it was copied in full, or ask the storyteller for a fresh one.'
  }
  return failure instanceof ApiError
    ? failure.message
    : 'The invite could not be opened; try again.'
}

/**
 * An invite link, /join/{code}: signed in, it joins (or, already in, just leads there) and
 * lands in the chronicle; signed out, it asks to sign in and comes back here to join.
 */
export default function JoinPage() {
  useDocumentTitle('Join a chronicle')
  const { code = '' } = useParams()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const authenticated = useAppSelector((state) => state.session.authenticated)
  const playerId = useAppSelector((state) => state.session.id)
  const [refusal, setRefusal] = useState<string | null>(null)

  useEffect(() => {
    // Wait for the player to load: the joined chronicle goes into their list.
    if (!authenticated || playerId === 0) return
    let current = true
    dispatch(followInvite(code)).then(
      (chronicleId) => current && navigate(`/chronicles/${chronicleId}`, { replace: true }),
      (failure: unknown) => current && setRefusal(refusalOf(failure)),
    )
    return () => {
      current = false
    }
  }, [authenticated, playerId, code, dispatch, navigate])

  if (!authenticated) {
    return (
      <Block>
        <Typography variant="h4" component="h1" gutterBottom data-testid="join-sign-in">
          You are invited to a chronicle
        </Typography>
        <Typography gutterBottom>Sign in, and you will join it straight away.</Typography>
        <SignInButtons testIdPrefix="join-" direction="column" />
      </Block>
    )
  }
  if (refusal !== null) {
    return (
      <Block>
        <Typography variant="h4" component="h1" gutterBottom data-testid="join-refused">
          This invite cannot be used
        </Typography>
        <Typography gutterBottom data-testid="join-refusal">
          {refusal}
        </Typography>
        <Button component={RouterLink} to="/" variant="outlined" data-testid="join-back">
          Back to the home page
        </Button>
      </Block>
    )
  }
  return (
    <Block>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="join-joining">
        <CircularProgress size={24} />
        <Typography>Joining the chronicle…</Typography>
      </Stack>
    </Block>
  )
}
