import { useState } from 'react'
import { ResourceDisplay } from './ResourceDisplay.tsx'
import { WillpowerDialog } from './WillpowerDialog.tsx'

interface Props {
  current: number
  permanent: number
  /** Editors spend and recover willpower from the tile; without it the tile only reads. */
  save?: ((changes: { willpower_temporary: number }) => void) | undefined
  /** The tile's test id; its dialog's is `<testId>-dialog`. */
  testId: string
}

/** Willpower as current/permanent; an editor's click opens the spend and recover dialog. */
export function WillpowerTile({ current, permanent, save, testId }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <ResourceDisplay
        label="Willpower"
        current={current}
        total={permanent}
        onClick={save ? () => setOpen(true) : undefined}
        testId={testId}
      />
      {save && (
        <WillpowerDialog
          open={open}
          onClose={() => setOpen(false)}
          current={current}
          permanent={permanent}
          onApply={(willpower_temporary) => save({ willpower_temporary })}
          testId={`${testId}-dialog`}
        />
      )}
    </>
  )
}
