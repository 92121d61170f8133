import AddIcon from '@mui/icons-material/Add'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { Link, useLocation } from 'react-router'
import { drawerActions } from '../../store/drawer.ts'
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts'
import { type ChronicleEntry, selectChronicleLists } from '../../store/selectors.ts'
import { preloadChronicleDialog } from '../chronicle-dialog-code.ts'

/** The Chronicles group: the ones run, the ones joined, and Join / Create New. */
export function ChronicleEntries({ onNavigate }: { onNavigate: () => void }) {
  const { own, joined } = useAppSelector(selectChronicleLists)
  const open = useAppSelector((state) => state.drawer.chroniclesOpen)
  const dispatch = useAppDispatch()

  return (
    <>
      <ListItemButton
        onClick={() => {
          if (!open) preloadChronicleDialog()
          dispatch(drawerActions.chroniclesToggled())
        }}
        aria-expanded={open}
        data-testid="drawer-chronicles"
      >
        <ListItemText primary="Chronicles" secondary={`${own.length + joined.length} total`} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" dense disablePadding>
          <ChronicleGroup title="Your Chronicles" entries={own} onNavigate={onNavigate} />
          <ChronicleGroup title="Joined Chronicles" entries={joined} onNavigate={onNavigate} />
          <ListItemButton
            sx={{ pl: 4 }}
            onClick={() => dispatch(drawerActions.dialogOpened('join-chronicle'))}
            data-testid="drawer-join-chronicle"
          >
            <ListItemIcon>
              <GroupAddIcon />
            </ListItemIcon>
            <ListItemText primary="Join" />
          </ListItemButton>
          <ListItemButton
            sx={{ pl: 4 }}
            onClick={() => dispatch(drawerActions.dialogOpened('create-chronicle'))}
            data-testid="drawer-create-chronicle"
          >
            <ListItemIcon>
              <AddIcon />
            </ListItemIcon>
            <ListItemText primary="Create New" />
          </ListItemButton>
        </List>
      </Collapse>
    </>
  )
}

function ChronicleGroup({
  title,
  entries,
  onNavigate,
}: {
  title: string
  entries: ChronicleEntry[]
  onNavigate: () => void
}) {
  const { pathname } = useLocation()
  if (entries.length === 0) return null
  return (
    <>
      <ListSubheader sx={{ pl: 4, lineHeight: '32px' }} disableSticky>
        {title}
      </ListSubheader>
      {entries.map((chronicle) => (
        <ListItemButton
          key={chronicle.id}
          sx={{ pl: 4 }}
          component={Link}
          to={`/chronicles/${chronicle.id}`}
          selected={pathname.startsWith(`/chronicles/${chronicle.id}`)}
          onClick={onNavigate}
          data-testid={`drawer-chronicle-${chronicle.id}`}
        >
          <ListItemText
            primary={chronicle.name}
            secondary={`${chronicle.playerCount} ${chronicle.playerCount === 1 ? 'Player' : 'Players'}`}
          />
        </ListItemButton>
      ))}
    </>
  )
}
