import MoreVertIcon from '@mui/icons-material/MoreVert'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Character, Id } from '../../api/types.ts'
import type { ItemKind } from '../../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import {
  createBattlegroupFromQc,
  destroyItem,
  duplicateItem,
  fetchItem,
  removeFromChronicle,
  updateItem,
} from '../../store/items.ts'
import { selectItemPermissions } from '../../store/permissions.ts'
import { selectItem } from '../../store/selectors.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { ChangeTypeDialog } from './ChangeTypeDialog.tsx'

interface Props {
  kind: ItemKind
  id: Id
  /** On a card the menu also links to the full sheet and the editor. */
  onCard?: boolean
}

type OpenDialog = 'delete' | 'change-type' | 'remove' | null

/** The ⋮ menu of a character, QC or battlegroup: each entry only where spec §6 allows it. */
export function ItemActionsMenu({ kind, id, onCard = false }: Props) {
  const item = useAppSelector((state) => selectItem(state, kind, id))
  const can = useAppSelector((state) => selectItemPermissions(state, kind, id))
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  if (!item || !can) return null

  const close = () => setAnchor(null)
  const run = (action: () => unknown) => () => {
    close()
    action()
  }
  const goToNew = (kindOfNew: ItemKind) => (newId: Id) => navigate(`/${kindOfNew}/${newId}`)
  const ignoreFailure = () => {
    // The failure is already on screen as a notice.
  }

  const groups: Array<[string, ReactNode[]]> = [
    [
      'refresh',
      [
        <MenuItem
          key="refresh"
          onClick={run(() => dispatch(fetchItem(kind, id)))}
          data-testid="action-refresh"
        >
          Refresh Data
        </MenuItem>,
      ],
    ],
    [
      'copy',
      can.duplicate
        ? [
            <MenuItem
              key="duplicate"
              onClick={run(() =>
                dispatch(duplicateItem(kind, id)).then(goToNew(kind), ignoreFailure),
              )}
              data-testid="action-duplicate"
            >
              Duplicate
            </MenuItem>,
            kind === 'qcs' && (
              <MenuItem
                key="battlegroup"
                onClick={run(() =>
                  dispatch(createBattlegroupFromQc(id)).then(
                    goToNew('battlegroups'),
                    ignoreFailure,
                  ),
                )}
                data-testid="action-battlegroup-from-qc"
              >
                Create Battlegroup of QC
              </MenuItem>
            ),
          ]
        : [],
    ],
    [
      'card',
      onCard
        ? [
            <MenuItem
              key="sheet"
              component={Link}
              to={`/${kind}/${id}`}
              data-testid="action-full-sheet"
            >
              Full Sheet
            </MenuItem>,
            can.edit && (
              <MenuItem
                key="edit"
                component={Link}
                to={`/${kind}/${id}/edit`}
                data-testid="action-edit"
              >
                Edit
              </MenuItem>
            ),
          ]
        : [],
    ],
    [
      'owner',
      can.edit
        ? [
            <MenuItem
              key="pin"
              onClick={run(() => dispatch(updateItem(kind, id, { pinned: !item.pinned })))}
              data-testid="action-pin"
            >
              {item.pinned ? 'Unpin' : 'Pin to Menu'}
            </MenuItem>,
            <MenuItem
              key="hide"
              onClick={run(() => dispatch(updateItem(kind, id, { hidden: !item.hidden })))}
              data-testid="action-hide"
            >
              {item.hidden ? 'Unhide' : 'Hide from other players'}
            </MenuItem>,
          ]
        : [],
    ],
    [
      'type',
      can.changeType
        ? [
            <MenuItem
              key="type"
              onClick={run(() => setDialog('change-type'))}
              data-testid="action-change-type"
            >
              Change Exalt Type
            </MenuItem>,
          ]
        : [],
    ],
    [
      'chronicle',
      can.removeFromChronicle
        ? [
            <MenuItem
              key="remove"
              onClick={run(() => setDialog('remove'))}
              data-testid="action-remove-from-chronicle"
            >
              Remove from Chronicle
            </MenuItem>,
          ]
        : [],
    ],
    [
      'delete',
      can.delete
        ? [
            <MenuItem
              key="delete"
              onClick={run(() => setDialog('delete'))}
              data-testid="action-delete"
            >
              Delete
            </MenuItem>,
          ]
        : [],
    ],
  ]
  const entries = groups
    .map(([name, group]) => [name, group.filter(Boolean)] as const)
    .filter(([, group]) => group.length > 0)
    .flatMap(([name, group], index) =>
      index === 0 ? group : [<Divider key={`divider-${name}`} />, ...group],
    )

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Actions for ${item.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="actions-menu"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        data-testid="actions-menu-list"
      >
        {entries}
      </Menu>
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={`Delete ${item.name}?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!(await dispatch(destroyItem(kind, id)))) throw new Error('not deleted')
        }}
        testId="delete-dialog"
      >
        <Typography>This cannot be undone!</Typography>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        title={`Remove ${item.name} from its chronicle?`}
        confirmLabel="Remove"
        onConfirm={() => dispatch(removeFromChronicle(kind, id, item.chronicle_id!))}
        testId="remove-from-chronicle-dialog"
      >
        <Typography>
          The storyteller and other players will no longer see it. You keep it, and can add it to a
          chronicle again.
        </Typography>
      </ConfirmDialog>
      {kind === 'characters' && dialog === 'change-type' && (
        <ChangeTypeDialog character={item as Character} open onClose={() => setDialog(null)} />
      )}
    </>
  )
}
