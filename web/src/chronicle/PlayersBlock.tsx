import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { Chronicle, Id } from '../api/types.ts'
import { removePlayer, selectIsStoryteller, selectPlayerName } from '../store/chronicles/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { Block } from '../widgets/Block.tsx'
import { ConfirmDialog } from '../widgets/ConfirmDialog.tsx'
import { InviteDialog } from './InviteDialog.tsx'

/**
 * Who plays: the storyteller, then each player. The storyteller invites and removes players;
 * a player may leave. Removing or leaving takes that player's items out of the chronicle.
 */
export function PlayersBlock({ chronicle }: { chronicle: Chronicle }) {
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicle.id))
  const me = useAppSelector((state) => state.session.id)
  const stName = useAppSelector((state) => selectPlayerName(state, chronicle.st_id))
  const members = chronicle.players ?? []
  const [inviting, setInviting] = useState(false)
  const [removing, setRemoving] = useState<Id | null>(null)
  const [leaving, setLeaving] = useState(false)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const removingName = useAppSelector((state) => selectPlayerName(state, removing))
  return (
    <Block>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Players
        </Typography>
        {storyteller && (
          <Button variant="outlined" onClick={() => setInviting(true)} data-testid="invite-player">
            Invite Player
          </Button>
        )}
      </Box>
      <Typography data-testid="chronicle-storyteller">Storyteller: {stName}</Typography>
      <List dense data-testid="chronicle-players">
        {members.length === 0 && (
          <ListItem>
            <ListItemText secondary="No players have joined yet." />
          </ListItem>
        )}
        {members.map((playerId) => (
          <PlayerRow
            key={playerId}
            playerId={playerId}
            onRemove={storyteller ? () => setRemoving(playerId) : undefined}
          />
        ))}
      </List>
      {!storyteller && members.includes(me) && (
        <Button
          color="error"
          variant="outlined"
          onClick={() => setLeaving(true)}
          data-testid="leave-chronicle"
        >
          Leave Chronicle
        </Button>
      )}
      {inviting && <InviteDialog chronicle={chronicle} onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removingName}?`}
        confirmLabel="Remove"
        onConfirm={() => dispatch(removePlayer(chronicle.id, removing as Id))}
        testId="remove-player-dialog"
      >
        <Typography gutterBottom>
          {removingName} and all their characters, QCs and battlegroups will leave {chronicle.name}.
        </Typography>
        {chronicle.invite_code && (
          <Typography color="warning.main" data-testid="remove-player-rejoin-warning">
            They can join again with the invite code unless you make a new code or disable
            invitations.
          </Typography>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={leaving}
        onClose={() => setLeaving(false)}
        title={`Leave ${chronicle.name}?`}
        confirmLabel="Leave"
        onConfirm={async () => {
          await dispatch(removePlayer(chronicle.id, me))
          navigate('/content', { replace: true })
        }}
        testId="leave-chronicle-dialog"
      >
        <Typography>
          You and all your characters, QCs and battlegroups will be removed from {chronicle.name}.
          You need an invite code to come back.
        </Typography>
      </ConfirmDialog>
    </Block>
  )
}

function PlayerRow({ playerId, onRemove }: { playerId: Id; onRemove?: () => void }) {
  const name = useAppSelector((state) => selectPlayerName(state, playerId))
  return (
    <ListItem
      data-testid={`chronicle-player-${playerId}`}
      secondaryAction={
        onRemove && (
          <Button
            size="small"
            color="error"
            onClick={onRemove}
            data-testid={`kick-player-${playerId}`}
          >
            Remove
          </Button>
        )
      }
    >
      <ListItemText primary={name} />
    </ListItem>
  )
}
