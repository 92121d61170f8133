import type { HandoverOfferRequest } from '@loom/core'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import type { Id } from '../api/types.ts'
import { fetchChronicle } from '../store/chronicles/index.ts'
import { makeOffer } from '../store/handover/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { selectRow } from '../store/selectors.ts'
import { ActionDialog } from '../widgets/ActionDialog.tsx'

interface Props {
  chronicleId: Id
  /** An item of the player's in the chronicle, or the chronicle itself. */
  thing: { type: HandoverOfferRequest['thing_type']; id: Id; name: string }
  onClose: () => void
}

/**
 * Offers a thing to someone in its chronicle: an item to the storyteller or another player,
 * the chronicle to one of its players. Nothing changes hands until they accept.
 */
export function HandOverDialog({ chronicleId, thing, onClose }: Props) {
  const dispatch = useAppDispatch()
  const me = useAppSelector((state) => state.session.id)
  const chronicle = useAppSelector((state) => selectRow(state, 'chronicles', chronicleId))
  const players = useAppSelector((state) => state.entities.current.byKind.players.entities)
  const [to, setTo] = useState<Id | null>(null)
  // The people are read from the chronicle as the server has it now (a sheet may hold only
  // the summary of it, without names).
  useEffect(() => {
    void dispatch(fetchChronicle(chronicleId)).catch(() => undefined)
  }, [dispatch, chronicleId])

  const isChronicle = thing.type === 'chronicle'
  const candidates = [
    ...(isChronicle || chronicle?.st_id === undefined ? [] : [chronicle.st_id]),
    ...(chronicle?.players ?? []),
  ].filter((id) => id !== me)
  const nameOf = (id: Id) => String(players[id]?.display_name ?? `Player ${id}`)
  const request = (receiver: Id): HandoverOfferRequest =>
    thing.type === 'chronicle'
      ? { thing_type: 'chronicle', to_player_id: receiver }
      : { thing_type: thing.type, thing_id: thing.id, to_player_id: receiver }

  return (
    <ActionDialog
      onClose={onClose}
      title={isChronicle ? `Hand over ${thing.name}?` : `Hand over ${thing.name}`}
      submitLabel="Offer"
      disabled={to === null}
      onSubmit={async () => {
        if (to !== null) await dispatch(makeOffer(chronicleId, request(to)))
      }}
      testId="handover-dialog"
      fullWidth
      maxWidth="xs"
    >
      <Typography gutterBottom>
        {isChronicle
          ? 'Choose the player who will run it. You become one of its players and keep your characters.'
          : 'Choose who will own it. It stays in the chronicle.'}{' '}
        Nothing changes until they accept.
      </Typography>
      {candidates.length === 0 ? (
        <Typography color="text.secondary" data-testid="handover-nobody">
          {isChronicle ? 'No player has joined yet.' : 'Nobody else is in this chronicle.'}
        </Typography>
      ) : (
        <RadioGroup
          aria-label="Hand over to"
          value={to === null ? '' : String(to)}
          onChange={(event) => setTo(Number(event.target.value))}
        >
          {candidates.map((id) => (
            <FormControlLabel
              key={id}
              value={String(id)}
              control={
                <Radio slotProps={{ input: { 'data-testid': `handover-to-${id}` } as object }} />
              }
              label={id === chronicle?.st_id ? `${nameOf(id)} (storyteller)` : nameOf(id)}
            />
          ))}
        </RadioGroup>
      )}
    </ActionDialog>
  )
}
