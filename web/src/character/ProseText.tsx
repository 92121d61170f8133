import Typography from '@mui/material/Typography'

/** A player's free text, paragraphs and line breaks kept; nothing shown when it is empty. */
export function ProseText({
  text,
  empty,
  testId,
}: {
  text: string
  empty?: string
  testId?: string
}) {
  if (text.trim() === '' && !empty) return null
  return (
    <Typography
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      color={text.trim() === '' ? 'text.secondary' : undefined}
      data-testid={testId}
    >
      {text.trim() === '' ? empty : text}
    </Typography>
  )
}
