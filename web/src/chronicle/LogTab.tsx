import { happeningText, type SessionLogLine } from '@loom/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { memo, useEffect, useRef } from 'react'
import type { Chronicle } from '../api/types.ts'
import { rollTime } from '../dice/roll-names.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { loadSessionLog, selectSessionLog } from '../store/session-log/index.ts'
import { Block } from '../widgets/Block.tsx'

/**
 * The chronicle's session log, kept by the server: who joined and left, what was added, combat
 * and its rounds, attacks, public rolls, experience awarded. Newest first, each line as its
 * reader may see it, new lines arriving live, older ones on request. Opening the tab, and the
 * live channel coming back after a drop, fetch the newest page afresh.
 */
export default function LogTab({ chronicle }: { chronicle: Chronicle }) {
  const dispatch = useAppDispatch()
  const log = useAppSelector((state) => selectSessionLog(state, chronicle.id))
  const live = useAppSelector((state) => state.connection === 'live')
  const fetched = useRef(false)
  useEffect(() => {
    if (fetched.current && !live) return
    fetched.current = true
    dispatch(loadSessionLog(chronicle.id, true))
  }, [dispatch, chronicle.id, live])
  const testId = 'session-log'
  return (
    <Block>
      <Box component="section" aria-label="Session log" data-testid={testId}>
        <Typography variant="h6" component="h2" gutterBottom>
          Session log
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Kept as things happen. Lines about hidden characters and storyteller-only rolls show to
          those who may see them.
        </Typography>
        {log.lines.length === 0 && log.loaded && (
          <Typography color="text.secondary" data-testid={`${testId}-empty`}>
            Nothing has happened yet.
          </Typography>
        )}
        <Box component="ol" sx={{ m: 0, p: 0 }} aria-label="Happenings, newest first">
          {log.lines.map((line) => (
            <LogLine key={line.id} line={line} />
          ))}
        </Box>
        {log.loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label="Loading the log" />
          </Box>
        )}
        {log.loaded && log.nextPage !== null && !log.loading && (
          <Button
            fullWidth
            onClick={() => dispatch(loadSessionLog(chronicle.id))}
            data-testid={`${testId}-more`}
          >
            Load more
          </Button>
        )}
      </Box>
    </Block>
  )
}

const LogLine = memo(function LogLine({ line }: { line: SessionLogLine }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'baseline',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        listStyle: 'none',
      }}
      data-testid={`log-line-${line.id}`}
      data-kind={line.kind}
    >
      <Typography
        variant="caption"
        color="text.secondary"
        component="time"
        dateTime={line.at}
        sx={{ minWidth: 64, flexShrink: 0 }}
      >
        {rollTime(line.at)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: line.kind === 'round_started' ? 600 : 400 }}>
        {happeningText(line)}
      </Typography>
    </Box>
  )
})
