import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useEffect, useState } from 'react'
import type { Asset } from '../api/types.ts'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { loadPortrait } from '../store/portraits.ts'

/** What a portrait is shown from. */
export type PortraitItem = Pick<Asset, 'id' | 'name' | 'portrait_digest' | 'portrait_link'>

/**
 * Where the item's portrait comes from: the uploaded one (fetched with the player's token,
 * since only those who may view the item may see it, and shown from a `blob:` URL), else its
 * `portrait_link`; null without either.
 */
function usePortraitSource(kind: ItemKind, item: PortraitItem): string | null {
  const dispatch = useAppDispatch()
  const digest = item.portrait_digest ?? ''
  const [uploaded, setUploaded] = useState<{ digest: string; url: string } | null>(null)
  useEffect(() => {
    if (!digest) return
    let url: string | null = null
    let live = true
    dispatch(loadPortrait(kind, item.id)).then(
      (blob) => {
        if (!live) return
        url = URL.createObjectURL(blob)
        setUploaded({ digest, url })
      },
      () => live && setUploaded(null),
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [dispatch, kind, item.id, digest])
  if (digest) return uploaded?.digest === digest ? uploaded.url : null
  return item.portrait_link || null
}

/** The item's portrait at the size of a sheet's block, or nothing without one. */
export function SheetPortrait({ kind, item }: { kind: ItemKind; item: PortraitItem }) {
  const source = usePortraitSource(kind, item)
  const [broken, setBroken] = useState<string | null>(null)
  if (!source) return null
  if (broken === source) {
    // A link to a page or a gone image: the player can still follow it.
    return (
      <Link href={source} target="_blank" rel="noopener noreferrer" data-testid="sheet-portrait">
        Portrait of {item.name}
      </Link>
    )
  }
  return (
    <Box
      component="img"
      src={source}
      alt={`Portrait of ${item.name}`}
      referrerPolicy="no-referrer"
      onError={() => setBroken(source)}
      // Its own proportions, never stretched by a flex column around it.
      sx={{
        display: 'block',
        alignSelf: 'flex-start',
        width: 'auto',
        height: 'auto',
        maxWidth: '100%',
        maxHeight: 400,
        borderRadius: 1,
      }}
      data-testid="sheet-portrait"
    />
  )
}

/**
 * The item's portrait as a round picture (48 px on a card, larger beside a sheet's name), or
 * nothing without one.
 */
export function CardPortrait({
  kind,
  item,
  size = 48,
  testId = 'card-portrait',
}: {
  kind: ItemKind
  item: PortraitItem
  size?: number
  testId?: string
}) {
  const source = usePortraitSource(kind, item)
  const [broken, setBroken] = useState<string | null>(null)
  if (!source || broken === source) return null
  return (
    <Avatar
      src={source}
      alt={`Portrait of ${item.name}`}
      slotProps={{ img: { referrerPolicy: 'no-referrer', onError: () => setBroken(source) } }}
      sx={{ width: size, height: size, flexShrink: 0 }}
      data-testid={testId}
    />
  )
}
