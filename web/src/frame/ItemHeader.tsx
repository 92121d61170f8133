import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { Id } from '../api/types.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppSelector } from '../store/hooks.ts'
import { selectItemPermissions } from '../store/permissions.ts'
import { selectItem } from '../store/selectors.ts'
import { ItemActionsMenu } from '../widgets/actions-menu/ItemActionsMenu.tsx'
import { APP_NAME } from './document-title.ts'

interface Props {
  kind: ItemKind
  id: Id
  /** The path after `/{kind}/{id}/`: '', 'merits', 'edit', 'edit/charms'… */
  rest: string
}

/** Name ("Editing " while editing), the Edit/Done switch for editors, and the actions menu. */
export default function ItemHeader({ kind, id, rest }: Props) {
  // The name alone: an edit elsewhere in the item leaves the header as it is.
  const name = useAppSelector((state) => selectItem(state, kind, id)?.name)
  const canEdit = useAppSelector((state) => selectItemPermissions(state, kind, id)?.edit ?? false)
  const editing = rest === 'edit' || rest.startsWith('edit/')
  const section = editing ? rest.slice('edit'.length).replace(/^\//, '') : rest
  const sheetPath = `/${kind}/${id}${section ? `/${section}` : ''}`
  const editPath = `/${kind}/${id}/edit${section && section !== 'sorcery' ? `/${section}` : ''}`
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexGrow: 1, minWidth: 0, gap: 1 }}>
      <Typography variant="h6" component="div" noWrap data-testid="header-title">
        {name !== undefined ? `${editing ? 'Editing ' : ''}${name}` : APP_NAME}
      </Typography>
      {name !== undefined && canEdit && (
        <Button
          component={Link}
          to={editing ? sheetPath : editPath}
          color="inherit"
          variant="outlined"
          size="small"
          id="edit-character-button"
          data-testid="header-edit-toggle"
        >
          {editing ? 'Done' : 'Edit'}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {name !== undefined && <ItemActionsMenu kind={kind} id={id} />}
    </Box>
  )
}
