import Typography from '@mui/material/Typography'
import { useParams } from 'react-router'
import { useDocumentTitle } from '../../frame/document-title.ts'
import { Block } from '../../widgets/Block.tsx'
import { FormsHelp } from './FormsHelp.tsx'
import { HelpIndex } from './HelpIndex.tsx'
import { MeritsHelp } from './MeritsHelp.tsx'
import { WeaponsHelp } from './WeaponsHelp.tsx'

const DOCS = {
  index: { title: 'Help', Body: HelpIndex },
  merits: { title: 'Merits', Body: MeritsHelp },
  weapons: { title: 'Weapons', Body: WeaponsHelp },
  forms: { title: 'Animal Forms', Body: FormsHelp },
} as const

/** `/help/{doc}` or `/help/{doc}.md`; an unknown doc shows the index. */
export default function HelpPage() {
  const requested = (useParams().doc ?? 'index').replace(/\.[a-z0-9]+$/i, '')
  const doc = DOCS[requested as keyof typeof DOCS] ?? DOCS.index
  useDocumentTitle(doc === DOCS.index ? 'Help' : `${doc.title} Help`)
  return (
    <Block sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {doc.title}
      </Typography>
      <doc.Body />
    </Block>
  )
}
