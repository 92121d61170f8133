import type { LibraryKind } from '@loom/core'
import AddCircleOutline from '@mui/icons-material/AddCircleOutline'
import Button from '@mui/material/Button'
import type { Id } from '../../api/types.ts'
import { FromLibraryButton } from '../../library/FromLibraryButton.tsx'

/**
 * A character editor block's two ways to a new row: "Add" makes a blank one, "From library"
 * copies an entry of the same kind. Test ids are `{testId}-add` and `{testId}-from-library`,
 * each followed by `-{suffix}` when given.
 */
export function AddRowActions({
  label,
  onAdd,
  kind,
  characterId,
  testId,
  suffix,
}: {
  label: string
  onAdd: () => void
  kind: LibraryKind
  characterId: Id
  testId: string
  suffix?: string
}) {
  const tail = suffix === undefined ? '' : `-${suffix}`
  return (
    <>
      <Button
        size="small"
        endIcon={<AddCircleOutline />}
        onClick={onAdd}
        data-testid={`${testId}-add${tail}`}
      >
        {label}
      </Button>
      <FromLibraryButton
        kind={kind}
        target={{ kind: 'characters', id: characterId }}
        testId={`${testId}-from-library${tail}`}
      />
    </>
  )
}
