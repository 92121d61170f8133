import { MAX_PORTRAIT_BYTES, PORTRAIT_TYPES } from '@loom/core'
import DeleteIcon from '@mui/icons-material/Delete'
import UploadIcon from '@mui/icons-material/Upload'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import { type ChangeEvent, useId, useState } from 'react'
import type { ItemKind } from '../store/entities/kinds.ts'
import { useAppDispatch } from '../store/hooks.ts'
import { removePortrait, uploadPortrait } from '../store/portraits.ts'
import { type PortraitItem, SheetPortrait } from './Portrait.tsx'

/**
 * The editor's portrait controls: the portrait as the sheet shows it, a button to upload an
 * image file (kept by the server, replacing any earlier one) and one to remove it.
 */
export function PortraitUpload({ kind, item }: { kind: ItemKind; item: PortraitItem }) {
  const dispatch = useAppDispatch()
  const inputId = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) void run(() => dispatch(uploadPortrait(kind, item.id, file)))
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <SheetPortrait kind={kind} item={item} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          data-testid="portrait-upload"
        >
          Upload portrait
          <input
            id={inputId}
            type="file"
            hidden
            accept={PORTRAIT_TYPES.join(',')}
            onChange={chosen}
            data-testid="portrait-upload-input"
          />
        </Button>
        {item.portrait_digest && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={busy}
            onClick={() => void run(() => dispatch(removePortrait(kind, item.id)))}
            data-testid="portrait-remove"
          >
            Remove uploaded portrait
          </Button>
        )}
      </Box>
      <FormHelperText error={error !== null} data-testid="portrait-help">
        {error ??
          `PNG, JPEG, WebP or GIF, at most ${MAX_PORTRAIT_BYTES / 1024 / 1024} MiB. An uploaded portrait is shown instead of the link.`}
      </FormHelperText>
    </Box>
  )
}
