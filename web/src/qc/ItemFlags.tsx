import PublicIcon from '@mui/icons-material/Public'
import PushPinIcon from '@mui/icons-material/PushPin'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

function Flag({ icon, label, testId }: { icon: ReactNode; label: string; testId: string }) {
  return (
    <Typography
      variant="caption"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      data-testid={testId}
    >
      {icon} {label}
    </Typography>
  )
}

/** "Hidden", "Pinned" and "Public" marks under a sheet's name, as on the item's card. */
export function ItemFlags({
  item,
}: {
  item: { hidden: boolean; pinned: boolean; public: boolean }
}) {
  if (!item.hidden && !item.pinned && !item.public) return null
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {item.hidden && (
        <Flag
          icon={<VisibilityOffIcon fontSize="small" aria-hidden />}
          label="Hidden"
          testId="sheet-hidden"
        />
      )}
      {item.pinned && (
        <Flag
          icon={<PushPinIcon fontSize="small" aria-hidden />}
          label="Pinned"
          testId="sheet-pinned"
        />
      )}
      {item.public && (
        <Flag
          icon={<PublicIcon fontSize="small" aria-hidden />}
          label="Publicly viewable"
          testId="sheet-public"
        />
      )}
    </Box>
  )
}
