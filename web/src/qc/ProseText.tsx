import Typography, { type TypographyProps } from '@mui/material/Typography'

/** Free text as the player wrote it, line breaks kept. */
export function ProseText({ children, ...rest }: TypographyProps & { children: string }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...rest}>
      {children}
    </Typography>
  )
}
