import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { randomLoadingPhrase } from './loading-phrases.ts'

/** What a lazy page shows while its code arrives. */
export function LoadingPhrase() {
  const [phrase] = useState(randomLoadingPhrase)
  return <LoadingState text={phrase} testId="page-code-loading" />
}

/**
 * A page's place while it loads: a spinner and a line of text, in a box a screen tall, so
 * that the footer below starts out of sight and the page arriving moves nothing the player
 * could see (a footer pushed down the screen was the sheet's whole layout shift on a phone).
 */
export function LoadingState({ text, testId }: { text: string; testId?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 3, minHeight: '100vh' }}
      data-testid={testId}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  )
}
