import Typography from '@mui/material/Typography'
import { useLocation } from 'react-router'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'
import { TextLink as Link } from '../widgets/TextLink.tsx'

export default function NotFoundPage() {
  useDocumentTitle('Page not found')
  const { pathname } = useLocation()
  return (
    <Block>
      <Typography variant="h4" component="h1" gutterBottom data-testid="not-found">
        Page not found
      </Typography>
      <Typography gutterBottom>
        There is nothing at <code>{pathname}</code>. The address may be mistyped, or the page may
        have moved.
      </Typography>
      <Typography>
        Go to the <Link to="/">home page</Link> or the <Link to="/help">help</Link>.
      </Typography>
    </Block>
  )
}
