import UploadFileIcon from '@mui/icons-material/UploadFile'
import Button from '@mui/material/Button'
import { useRef } from 'react'

/** "Import", which opens the browser's file picker for export files (.loom.json). */
export function ImportButton({
  onFiles,
  disabled,
  testId,
}: {
  onFiles: (files: File[]) => void
  disabled: boolean
  testId: string
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => input.current?.click()}
        data-testid={testId}
      >
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // Picking the same file again must fire a change too.
          event.target.value = ''
          if (files.length > 0) onFiles(files)
        }}
        data-testid={`${testId}-input`}
      />
    </>
  )
}
