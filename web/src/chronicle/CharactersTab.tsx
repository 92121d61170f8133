import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { Chronicle } from '../api/types.ts'
import { HandoverOffers } from '../handover/HandoverOffers.tsx'
import { FromLibraryButton } from '../library/FromLibraryButton.tsx'
import {
  moveInChronicle,
  selectChronicleItems,
  selectIsStoryteller,
} from '../store/chronicles/index.ts'
import { ITEM_KINDS, type ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch, useAppSelector } from '../store/hooks.ts'
import { ITEM_LABELS } from '../widgets/item-labels.ts'
import { SortableGrid } from '../widgets/SortableGrid.tsx'
import { AddToChronicleDialog } from './AddToChronicleDialog.tsx'
import { ChronicleItemCard } from './ChronicleItemCard.tsx'
import { StControls } from './StControls.tsx'

/**
 * The chronicle's characters, qcs and battlegroups as cards, in the chronicle's order, which
 * the storyteller sets by dragging. Anyone in the chronicle may bring in their own items.
 */
export function CharactersTab({ chronicle }: { chronicle: Chronicle }) {
  const storyteller = useAppSelector((state) => selectIsStoryteller(state, chronicle.id))
  const [adding, setAdding] = useState<ItemKind | null>(null)
  return (
    <Box data-testid="chronicle-characters-tab">
      <Typography variant="h4" component="h1" gutterBottom>
        {chronicle.name}
      </Typography>
      <HandoverOffers chronicleId={chronicle.id} />
      {storyteller && <StControls chronicleId={chronicle.id} />}
      {ITEM_KINDS.map((kind) => (
        <KindSection
          key={kind}
          chronicle={chronicle}
          kind={kind}
          storyteller={storyteller}
          onAdd={() => setAdding(kind)}
        />
      ))}
      {adding && (
        <AddToChronicleDialog chronicle={chronicle} kind={adding} onClose={() => setAdding(null)} />
      )}
    </Box>
  )
}

function KindSection({
  chronicle,
  kind,
  storyteller,
  onAdd,
}: {
  chronicle: Chronicle
  kind: ItemKind
  storyteller: boolean
  onAdd: () => void
}) {
  const items = useAppSelector((state) => selectChronicleItems(state, chronicle.id, kind))
  const dispatch = useAppDispatch()
  const { singular, plural } = ITEM_LABELS[kind]
  return (
    <Box component="section" aria-labelledby={`chronicle-${kind}`} sx={{ mb: 3 }}>
      <Box
        sx={{
          // Sticky under the app bar where there is room for it; phones scroll it away.
          position: { xs: 'static', sm: 'sticky' },
          top: 64,
          zIndex: 1,
          bgcolor: 'background.default',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 1,
        }}
      >
        <Typography variant="h5" component="h2" id={`chronicle-${kind}`} sx={{ flexGrow: 1 }}>
          {plural}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={onAdd} data-testid={`chronicle-add-${kind}`}>
          Add {singular}
        </Button>
        {kind !== 'characters' && (
          <FromLibraryButton
            kind={kind === 'qcs' ? 'qc' : 'battlegroup'}
            target={{ kind: 'mine', chronicleId: chronicle.id }}
            testId={`chronicle-library-${kind}`}
          />
        )}
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary" data-testid={`chronicle-${kind}-none`}>
          None yet
        </Typography>
      ) : (
        <SortableGrid
          items={items}
          canMove={() => storyteller}
          onMove={(ids, id, index) => {
            void dispatch(moveInChronicle(chronicle.id, kind, ids, id, index))
          }}
          renderItem={(item, handle) => (
            <ChronicleItemCard chronicleId={chronicle.id} kind={kind} item={item} handle={handle} />
          )}
          testId={`chronicle-${kind}`}
        />
      )}
    </Box>
  )
}
