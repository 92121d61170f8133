import type { HandoverAnswer, HandoverOffer } from '@loom/core'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import type { Id } from '../api/types.ts'
import {
  answerOffer,
  loadChronicleOffers,
  loadMyOffers,
  selectOpenOffers,
} from '../store/handover/index.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { useSubmitting } from '../widgets/use-submitting.ts'
import { thingPhrase } from './thing-label.ts'

/**
 * The open handover offers: on a chronicle's page those of that chronicle (all of them for its
 * storyteller), elsewhere the player's own in every chronicle. The receiver accepts or
 * declines, the offerer withdraws; they follow live as they are made and closed.
 */
export function HandoverOffers({ chronicleId = null }: { chronicleId?: Id | null }) {
  const dispatch = useAppDispatch()
  const offers = useAppSelector((state) => selectOpenOffers(state, chronicleId))
  useEffect(() => {
    const load = chronicleId === null ? loadMyOffers() : loadChronicleOffers(chronicleId)
    void dispatch(load).catch(() => undefined)
  }, [dispatch, chronicleId])
  if (offers.length === 0) return null
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="handover-offers">
      {offers.map((offer) => (
        <OfferRow key={offer.id} offer={offer} showChronicle={chronicleId === null} />
      ))}
    </Stack>
  )
}

function OfferRow({ offer, showChronicle }: { offer: HandoverOffer; showChronicle: boolean }) {
  const me = useAppSelector((state) => state.session.id)
  const dispatch = useAppDispatch()
  const { busy, submitting } = useSubmitting()
  const answer = (what: HandoverAnswer) => () =>
    submitting(() => dispatch(answerOffer(offer.id, what)))
  const where =
    showChronicle && offer.thing.type !== 'chronicle' ? ` in ${offer.chronicle_name}` : ''
  const thing = thingPhrase(offer.thing)
  const sentence =
    offer.to.id === me
      ? `${offer.from.display_name} offers you ${thing}${where}.`
      : offer.from.id === me
        ? `You offered ${thing}${where} to ${offer.to.display_name}.`
        : `${offer.from.display_name} offered ${thing} to ${offer.to.display_name}.`
  const button = (what: HandoverAnswer, label: string, variant: 'contained' | 'outlined') => (
    <Button
      size="small"
      variant={variant}
      disabled={busy}
      onClick={answer(what)}
      data-testid={`handover-${what}-${offer.id}`}
    >
      {label}
    </Button>
  )
  return (
    <Alert
      severity={offer.to.id === me ? 'info' : 'success'}
      icon={false}
      data-testid={`handover-offer-${offer.id}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: '1 1 14rem' }}>
          {sentence}
          {offer.to.id === me && offer.thing.type === 'chronicle' && ' You would run it.'}
        </Typography>
        {offer.to.id === me && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {button('accept', 'Accept', 'contained')}
            {button('decline', 'Decline', 'outlined')}
          </Box>
        )}
        {offer.from.id === me && button('withdraw', 'Withdraw', 'outlined')}
      </Box>
    </Alert>
  )
}
