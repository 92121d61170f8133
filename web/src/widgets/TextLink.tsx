import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'

/** An in-app link inside running text, coloured by the theme. */
export function TextLink({
  to,
  children,
  testId,
}: {
  to: string
  children: ReactNode
  testId?: string
}) {
  return (
    <Link component={RouterLink} to={to} data-testid={testId}>
      {children}
    </Link>
  )
}

/** A link to another site, opening in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  )
}
