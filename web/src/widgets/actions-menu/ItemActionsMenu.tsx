import MoreVertIcon from '@mui/icons-material/MoreVert'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { shallowEqual } from 'react-redux'
import { Link, useLocation, useNavigate } from 'react-router'
import type { Asset, Character, Id } from '../../api/types.ts'
import { THING_OF_KIND } from '../../handover/thing-label.ts'
import { printSheet } from '../../sheet/print-request.ts'
import { removeFromChronicle } from '../../store/chronicles/index.ts'
import type { ItemKind } from '../../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import {
  createBattlegroupFromQc,
  destroyItem,
  duplicateItem,
  fetchItem,
  updateItem,
} from '../../store/items.ts'
import { selectItemPermissions } from '../../store/permissions.ts'
import { exportItem } from '../../store/portability.ts'
import { selectItem } from '../../store/selectors.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { ChangeTypeDialog } from './ChangeTypeDialog.tsx'

// The library's save dialog and the handover dialog load when first opened.
const SaveToLibraryDialog = lazy(() => import('../../library/SaveToLibraryDialog.tsx'))
const HandOverDialog = lazy(() =>
  import('../../handover/HandOverDialog.tsx').then((module) => ({
    default: module.HandOverDialog,
  })),
)
const ItemHistoryDialog = lazy(() => import('../../history/ItemHistoryDialog.tsx'))

interface Props {
  kind: ItemKind
  id: Id
  /** On a card the menu also links to the full sheet and the editor. */
  onCard?: boolean
}

type OpenDialog = 'delete' | 'change-type' | 'remove' | 'library' | 'handover' | 'history' | null

/** One entry of the menu: it runs an action, or links to a page. */
type Entry = { label: string; testId: string; shown: boolean } & (
  | { act: () => unknown }
  | { to: string }
)

/** The fields of an item the menu shows or acts on. */
function menuFacts(item: Asset | undefined) {
  return (
    item && {
      name: item.name,
      pinned: item.pinned,
      hidden: item.hidden,
      chronicle_id: item.chronicle_id,
      type: 'type' in item ? (item as Character).type : undefined,
    }
  )
}

/** The ⋮ menu of a character, QC or battlegroup: each entry only where spec §6 allows it. */
export function ItemActionsMenu({ kind, id, onCard = false }: Props) {
  // What the menu shows of its item, compared field by field: an edit to anything else (a
  // keystroke in the editor) leaves the menu and its closed dialogs alone.
  const item = useAppSelector((state) => menuFacts(selectItem(state, kind, id)), shallowEqual)
  const can = useAppSelector((state) => selectItemPermissions(state, kind, id), shallowEqual)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
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

  const groups: Entry[][] = [
    [
      {
        label: 'Refresh Data',
        testId: 'action-refresh',
        shown: true,
        act: () => dispatch(fetchItem(kind, id)),
      },
    ],
    [
      {
        label: 'Print',
        testId: 'action-print',
        shown: true,
        act: () => printSheet(`/${kind}/${id}`, pathname, navigate),
      },
      {
        label: 'Export',
        testId: 'action-export',
        shown: true,
        act: () => dispatch(exportItem(kind, id)).catch(ignoreFailure),
      },
      {
        label: 'History',
        testId: 'action-history',
        shown: can.history,
        act: () => setDialog('history'),
      },
    ],
    [
      {
        label: 'Duplicate',
        testId: 'action-duplicate',
        shown: can.duplicate,
        act: () => dispatch(duplicateItem(kind, id)).then(goToNew(kind), ignoreFailure),
      },
      {
        label: 'Save to Library',
        testId: 'action-save-to-library',
        shown: can.duplicate && kind !== 'characters',
        act: () => setDialog('library'),
      },
      {
        label: 'Create Battlegroup of QC',
        testId: 'action-battlegroup-from-qc',
        shown: can.duplicate && kind === 'qcs',
        act: () =>
          dispatch(createBattlegroupFromQc(id)).then(goToNew('battlegroups'), ignoreFailure),
      },
    ],
    [
      { label: 'Full Sheet', testId: 'action-full-sheet', shown: onCard, to: `/${kind}/${id}` },
      {
        label: 'Edit',
        testId: 'action-edit',
        shown: onCard && can.edit,
        to: `/${kind}/${id}/edit`,
      },
    ],
    [
      {
        label: item.pinned ? 'Unpin' : 'Pin to Menu',
        testId: 'action-pin',
        shown: can.edit,
        act: () => dispatch(updateItem(kind, id, { pinned: !item.pinned })),
      },
      {
        label: item.hidden ? 'Unhide' : 'Hide from other players',
        testId: 'action-hide',
        shown: can.edit,
        act: () => dispatch(updateItem(kind, id, { hidden: !item.hidden })),
      },
    ],
    [
      {
        label: 'Change Exalt Type',
        testId: 'action-change-type',
        shown: can.changeType,
        act: () => setDialog('change-type'),
      },
    ],
    [
      {
        label: 'Hand over…',
        testId: 'action-hand-over',
        shown: can.handOver,
        act: () => setDialog('handover'),
      },
      {
        label: 'Remove from Chronicle',
        testId: 'action-remove-from-chronicle',
        shown: can.removeFromChronicle,
        act: () => setDialog('remove'),
      },
    ],
    [
      {
        label: 'Delete',
        testId: 'action-delete',
        shown: can.delete,
        act: () => setDialog('delete'),
      },
    ],
  ]
  const menuItem = (entry: Entry) =>
    'to' in entry ? (
      <MenuItem key={entry.testId} component={Link} to={entry.to} data-testid={entry.testId}>
        {entry.label}
      </MenuItem>
    ) : (
      <MenuItem key={entry.testId} onClick={run(entry.act)} data-testid={entry.testId}>
        {entry.label}
      </MenuItem>
    )
  const entries = groups
    .map((group) => group.filter((entry) => entry.shown))
    .filter((group) => group.length > 0)
    .flatMap((group, index) => [
      ...(index === 0 ? [] : [<Divider key={`above-${group[0]!.testId}`} />]),
      ...group.map(menuItem),
    ])

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
      {dialog === 'library' && (
        <Suspense fallback={null}>
          <SaveToLibraryDialog
            kind={kind === 'qcs' ? 'qc' : 'battlegroup'}
            sourceId={id}
            name={item.name}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog === 'handover' && item.chronicle_id != null && (
        <Suspense fallback={null}>
          <HandOverDialog
            chronicleId={item.chronicle_id}
            thing={{ type: THING_OF_KIND[kind], id, name: item.name }}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog === 'history' && (
        <Suspense fallback={null}>
          <ItemHistoryDialog
            kind={kind}
            id={id}
            name={item.name}
            canRestore={can.edit}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
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
        <ChangeTypeDialog
          character={{ id, type: item.type }}
          open
          onClose={() => setDialog(null)}
        />
      )}
    </>
  )
}
