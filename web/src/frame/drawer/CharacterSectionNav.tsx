import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useState } from 'react'
import { Link, useLocation, useMatch } from 'react-router'
import { useAppSelector } from '../../store/hooks.ts'
import { selectItem } from '../../store/selectors.ts'

const SECTIONS = [
  { label: 'Overview', path: '' },
  { label: 'Merits', path: '/merits' },
  { label: 'Charms', path: '/charms' },
  { label: 'Bio/Misc', path: '/bio' },
] as const

/** Links to the sections of the character on screen, pointing into the editor while editing. */
export function CharacterSectionNav({ onNavigate }: { onNavigate: () => void }) {
  const match = useMatch('/characters/:id/*')
  const { pathname } = useLocation()
  const id = Number(match?.params.id)
  const character = useAppSelector((state) =>
    Number.isInteger(id) ? selectItem(state, 'characters', id) : undefined,
  )
  const [open, setOpen] = useState(true)
  if (!character) return null
  const base = `/characters/${id}${match?.params['*']?.startsWith('edit') ? '/edit' : ''}`
  return (
    <>
      <ListItem
        component="div"
        disablePadding
        secondaryAction={
          <IconButton
            edge="end"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={`${open ? 'Hide' : 'Show'} sections of ${character.name}`}
            data-testid="drawer-character-sections-toggle"
          >
            {open ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        }
      >
        <ListItemButton
          component={Link}
          to={`/characters/${id}`}
          onClick={onNavigate}
          data-testid="drawer-character-name"
        >
          <ListItemText primary={character.name} />
        </ListItemButton>
      </ListItem>
      <Collapse in={open} unmountOnExit>
        <List component="div" dense disablePadding>
          {SECTIONS.map((section) => (
            <ListItemButton
              key={section.label}
              component={Link}
              to={`${base}${section.path}`}
              selected={pathname === `${base}${section.path}`}
              onClick={onNavigate}
              sx={{ pl: 4 }}
              data-testid={`drawer-character-section-${section.label.toLowerCase().replace('/', '-')}`}
            >
              <ListItemText primary={section.label} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  )
}
