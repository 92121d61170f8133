import Typography from '@mui/material/Typography'
import { Navigate } from 'react-router'
import { useDocumentTitle } from '../frame/document-title.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectLoading } from '../store/selectors.ts'
import { Block } from '../widgets/Block.tsx'

/** Shown once, right after an account is deleted; any other visit goes home. */
export default function DeletedPage() {
  useDocumentTitle('Account deleted')
  const deleted = useAppSelector((state) => state.session.deleted)
  const loading = useAppSelector(selectLoading)
  if (!deleted && !loading) return <Navigate to="/" replace />
  if (!deleted) return null
  return (
    <Block>
      <Typography variant="h4" component="h1" gutterBottom data-testid="account-deleted">
        Your account has been deleted.
      </Typography>
      <Typography>
        Your characters, quick characters, battlegroups and chronicles are gone, and so is your
        e-mail address. Thank you for playing.
      </Typography>
    </Block>
  )
}
