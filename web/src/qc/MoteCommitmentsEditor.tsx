import type { StoredCommitment } from '@loom/core'
import { CommitmentFields } from '../sheet/CommitmentFields.tsx'
import { ListEditor } from '../sheet/ListEditor.tsx'
import type { ListEdit } from '../sheet/list-edit.ts'

interface Props {
  commitments: readonly StoredCommitment[]
  onEdit: (edit: ListEdit<StoredCommitment>) => void
  testId: string
}

/** Motes tied up in lasting effects: pool, what for, how many, and whether the scene ends it. */
export function MoteCommitmentsEditor({ commitments, onEdit, testId }: Props) {
  return (
    <ListEditor<StoredCommitment>
      label="Committed Motes"
      rows={commitments}
      newRow={(position) => ({ pool: 'peripheral', label: `Commitment ${position}`, motes: 1 })}
      describe={(row) => `${row.label} (${row.motes}m)`}
      onEdit={onEdit}
      addLabel="Add Commitment"
      empty="No motes committed."
      testId={testId}
      renderRow={(row, update) => (
        <CommitmentFields
          row={row}
          update={update}
          testIds={{
            pool: `${testId}-pool`,
            label: `${testId}-label`,
            motes: `${testId}-motes`,
            scene: `${testId}-scenelong`,
          }}
        />
      )}
    />
  )
}
