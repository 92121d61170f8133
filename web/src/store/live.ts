import type { AppThunk, StoreDeps } from './app-state.ts'
import { fetchChronicle } from './chronicles/chronicle.ts'
import { connectionActions } from './connection.ts'
import { loadPlayer } from './current-player.ts'
import { entityActions } from './entities/entities-slice.ts'
import { ITEM_KINDS, isItemKind } from './entities/kinds.ts'
import { loadMyOffers } from './handover/handover.ts'
import { handoverActions } from './handover/handover-slice.ts'
import { fetchItem, refreshItems } from './items.ts'
import { loadJournal } from './journal/journal.ts'
import { journalActions } from './journal/journal-slice.ts'
import { noticeActions } from './notices.ts'
import { loadRolls } from './rolls/rolls.ts'
import { rollsActions, scopeOfLogKey } from './rolls/rolls-slice.ts'
import { loadSessionLog } from './session-log/session-log.ts'
import { sessionLogActions } from './session-log/session-log-slice.ts'

// One open channel per store; keyed by the store's edges so tests can run many stores.
const openChannels = new WeakMap<StoreDeps, () => void>()

/** Subscribes to the player's stream and keeps the store in step with it. */
export function startLive(): AppThunk {
  return (dispatch, getState, deps) => {
    if (openChannels.has(deps)) return
    const playerId = getState().session.id
    let everConnected = false
    let open = true
    dispatch(connectionActions.changed('connecting'))
    const close = deps.live(playerId, {
      connected() {
        if (!open) return
        dispatch(connectionActions.changed('live'))
        // Events sent while the socket was down are lost: fetch what is shown again. On the
        // first connect, what was read before the channel was live (the opened sheet, a log)
        // missed the changes made between its answer and the channel opening; each asks
        // again with its ETag, so an unchanged one costs a 304.
        if (everConnected) dispatch(refetchOnScreen())
        else dispatch(refetchShownBeforeLive())
        everConnected = true
      },
      disconnected() {
        if (open) dispatch(connectionActions.changed('reconnecting'))
      },
      rejected() {
        if (!open) return
        dispatch(connectionActions.changed('refused'))
        dispatch(
          noticeActions.shown({
            message: 'Live updates were refused; reload the page to see changes by others.',
          }),
        )
      },
      received(message) {
        if (!open) return
        if (message.event === 'roll') dispatch(rollsActions.rollReceived(message.roll))
        else if (message.event === 'rolls_cleared') {
          dispatch(rollsActions.cleared(message.chronicle_id))
        } else if (message.event === 'handover_offer') {
          dispatch(handoverActions.received(message.offer))
        } else if (message.event === 'journal_entry') {
          dispatch(journalActions.entryReceived(message.entry))
        } else if (message.event === 'journal_entry_removed') {
          const { chronicle_id: chronicleId, id, version } = message
          dispatch(journalActions.entryRemoved({ chronicleId, id, version }))
        } else if (message.event === 'log_line') {
          dispatch(sessionLogActions.lineReceived(message.line))
        } else dispatch(entityActions.liveEventReceived(message))
      },
    })
    openChannels.set(deps, () => {
      open = false
      close()
    })
  }
}

export function stopLive(): AppThunk {
  return (dispatch, _getState, deps) => {
    openChannels.get(deps)?.()
    openChannels.delete(deps)
    dispatch(connectionActions.changed('off'))
  }
}

export function refetchOnScreen(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await dispatch(loadPlayer())
      for (const kind of ITEM_KINDS) await dispatch(refreshItems(kind))
    } catch {
      return
    }
    await dispatch(refetchPagesShown())
    // Offers made and closed meanwhile.
    await dispatch(loadMyOffers()).catch(() => undefined)
    await dispatch(refetchLogsShown())
  }
}

/** The items and chronicles on screen, and the logs read so far, each read again. */
function refetchShownBeforeLive(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(refetchPagesShown())
    await dispatch(refetchLogsShown())
  }
}

/** Each item and chronicle on screen, read again. */
function refetchPagesShown(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    for (const { kind, id } of getState().onScreen) {
      if (kind === 'chronicles') await dispatch(fetchChronicle(id))
      else if (isItemKind(kind)) await dispatch(fetchItem(kind, id))
    }
  }
}

/** Each log read so far (or being read) starts again from its top. */
function refetchLogsShown(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    // Rolls made and logs cleared meanwhile: each log already shown starts again from its top.
    for (const [key, log] of Object.entries(getState().rolls.logs)) {
      if (log.loaded || log.loading) await dispatch(loadRolls(scopeOfLogKey(key), true))
    }
    // Likewise each journal shown, with its search.
    for (const [chronicleId, list] of Object.entries(getState().journal.lists)) {
      if (list.loaded || list.loading) {
        await dispatch(loadJournal(Number(chronicleId), { fromStart: true }))
      }
    }
    // And each session log shown.
    for (const [chronicleId, log] of Object.entries(getState().sessionLog)) {
      if (log.loaded || log.loading) await dispatch(loadSessionLog(Number(chronicleId), true))
    }
  }
}
