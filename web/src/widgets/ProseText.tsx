import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ComponentProps } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { Link as RouterLink } from 'react-router'
import remarkBreaks from 'remark-breaks'

/** A link in a player's text: app paths stay in the app, anything else opens a new tab. */
function TextLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    )
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  )
}

// The app's content policy shows images from its own origin only, so a picture in a player's
// text becomes a link to it.
function ImageLink({ src, alt }: ComponentProps<'img'>) {
  return <TextLink href={typeof src === 'string' ? src : ''}>{alt || 'image'}</TextLink>
}

const COMPONENTS: Components = { a: TextLink, img: ImageLink }

const PROSE_STYLE = {
  overflowWrap: 'anywhere',
  '& p, & ul, & ol, & blockquote, & pre': { m: 0, mb: 1 },
  '& > :last-child': { mb: 0 },
  '& ul, & ol': { pl: 3 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { typography: 'subtitle2', m: 0, mb: 0.5 },
  '& blockquote': { pl: 1.5, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& pre': { whiteSpace: 'pre-wrap' },
} as const

/**
 * A player's free text (descriptions, notes, charm bodies) as Markdown, single line breaks
 * kept. Raw HTML is never rendered and unsafe link targets are dropped, so nothing a player
 * writes can run in another player's page. Nothing is shown for empty text unless `empty`
 * says what to show instead.
 */
export function ProseText({
  text,
  empty,
  variant = 'body2',
  testId,
}: {
  text: string
  empty?: string
  variant?: 'body1' | 'body2'
  testId?: string
}) {
  if (text.trim() === '') {
    if (!empty) return null
    return (
      <Typography variant={variant} color="text.secondary" data-testid={testId}>
        {empty}
      </Typography>
    )
  }
  return (
    <Typography variant={variant} component="div" sx={PROSE_STYLE} data-testid={testId}>
      <Markdown remarkPlugins={[remarkBreaks]} components={COMPONENTS} skipHtml>
        {text}
      </Markdown>
    </Typography>
  )
}
