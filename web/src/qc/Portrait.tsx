import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Link from '@mui/material/Link'

/**
 * A link to the portrait in a new tab. The page itself does not embed it: the app's content
 * security policy only loads images from its own origin.
 */
export function Portrait({ link, name }: { link: string; name: string }) {
  if (!link) return null
  return (
    <Link
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid="sheet-portrait"
    >
      Portrait of {name} <OpenInNewIcon fontSize="small" aria-hidden />
    </Link>
  )
}
