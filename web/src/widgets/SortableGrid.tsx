import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { type ReactNode, useState } from 'react'
import type { Id } from '../api/types.ts'

interface Props<T extends { id: Id; name: string }> {
  items: T[]
  /** Only these items get a handle; others stay where they are. */
  canMove: (item: T) => boolean
  /** `ids` is the whole new order; `index` is where `id` now sits in it. */
  onMove: (ids: Id[], id: Id, index: number) => void
  renderItem: (item: T, handle: ReactNode) => ReactNode
  testId: string
}

/**
 * A responsive grid of cards that can be reordered by dragging a card's handle onto
 * another card, or with the arrow keys while the handle has focus.
 */
export function SortableGrid<T extends { id: Id; name: string }>({
  items,
  canMove,
  onMove,
  renderItem,
  testId,
}: Props<T>) {
  const [dragged, setDragged] = useState<Id | null>(null)
  const [over, setOver] = useState<Id | null>(null)
  const ids = items.map((item) => item.id)

  const move = (id: Id, index: number) => {
    const from = ids.indexOf(id)
    if (from === -1 || index < 0 || index >= ids.length || index === from) return
    const next = ids.filter((other) => other !== id)
    next.splice(index, 0, id)
    onMove(next, id, index)
  }

  const handleFor = (item: T, index: number) =>
    canMove(item) ? (
      <IconButton
        size="small"
        draggable
        aria-label={`Move ${item.name} (arrow keys)`}
        title="Drag to reorder"
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move'
          event.dataTransfer.setData('text/plain', String(item.id))
          const card = event.currentTarget.closest('[data-sortable-item]')
          if (card) event.dataTransfer.setDragImage(card, 20, 20)
          setDragged(item.id)
        }}
        onDragEnd={() => {
          setDragged(null)
          setOver(null)
        }}
        onKeyDown={(event) => {
          const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key]
          if (step === undefined) return
          event.preventDefault()
          move(item.id, index + step)
        }}
        sx={{ cursor: 'grab' }}
        data-testid={`drag-handle-${item.id}`}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    ) : null

  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item, index) => (
        <Box
          key={item.id}
          data-sortable-item
          data-testid={`sortable-${item.id}`}
          onDragOver={(event) => {
            if (dragged === null) return
            event.preventDefault()
            setOver(item.id)
          }}
          onDragLeave={() => setOver((current) => (current === item.id ? null : current))}
          onDrop={(event) => {
            event.preventDefault()
            if (dragged !== null) move(dragged, index)
            setDragged(null)
            setOver(null)
          }}
          sx={{
            opacity: dragged === item.id ? 0.5 : 1,
            outline: over === item.id && dragged !== item.id ? '2px dashed' : 'none',
            outlineColor: 'primary.main',
            borderRadius: 1,
          }}
        >
          {renderItem(item, handleFor(item, index))}
        </Box>
      ))}
    </Box>
  )
}
