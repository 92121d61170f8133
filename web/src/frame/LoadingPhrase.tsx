import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { randomLoadingPhrase } from './loading-phrases.ts'

/** What a lazy page shows while its code arrives. */
export function LoadingPhrase() {
  const [phrase] = useState(randomLoadingPhrase)
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{phrase}</Typography>
    </Box>
  )
}
