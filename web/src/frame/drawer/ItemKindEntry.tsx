import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { Character } from '../../api/types.ts'
import { describeType } from '../../characters/describe-character.ts'
import type { ItemKind } from '../../store/entities/kinds.ts'
import { useAppSelector } from '../../store/hooks.ts'
import { selectMyItems, selectPinnedItems } from '../../store/selectors.ts'
import { ITEM_LABELS } from '../../widgets/item-labels.ts'

interface Props {
  kind: ItemKind
  onNavigate: () => void
}

/** "Characters · 3 total", expandable to the pinned ones when any are pinned. */
export function ItemKindEntry({ kind, onNavigate }: Props) {
  const count = useAppSelector((state) => selectMyItems(state, kind).length)
  const pinned = useAppSelector((state) => selectPinnedItems(state, kind))
  const [open, setOpen] = useState(true)
  const { pathname } = useLocation()
  const label = ITEM_LABELS[kind]
  return (
    <>
      <ListItem
        component="div"
        disablePadding
        secondaryAction={
          pinned.length > 0 && (
            <IconButton
              edge="end"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              aria-label={`${open ? 'Hide' : 'Show'} pinned ${label.plural}`}
              data-testid={`drawer-${kind}-expand`}
            >
              {open ? <ExpandLess /> : <ExpandMore />}
            </IconButton>
          )
        }
      >
        <ListItemButton
          component={Link}
          to={`/${kind}`}
          selected={pathname === `/${kind}`}
          onClick={onNavigate}
          data-testid={`drawer-${kind}`}
        >
          <ListItemText primary={label.plural} secondary={`${count} total`} />
        </ListItemButton>
      </ListItem>
      {pinned.length > 0 && (
        <Collapse in={open} unmountOnExit>
          <List component="div" disablePadding dense data-testid={`drawer-${kind}-pinned`}>
            {pinned.map((item) => (
              <ListItemButton
                key={item.id}
                component={Link}
                to={`/${kind}/${item.id}`}
                selected={pathname.startsWith(`/${kind}/${item.id}`)}
                onClick={onNavigate}
                sx={{ pl: 4 }}
                data-testid={`drawer-pinned-${kind}-${item.id}`}
              >
                <ListItemText
                  primary={item.name}
                  secondary={kind === 'characters' ? describeType(item as Character) : undefined}
                />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
      )}
    </>
  )
}
