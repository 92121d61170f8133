import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'
import { ExternalLink } from '../widgets/TextLink.tsx'

const SECTIONS = [
  {
    title: 'Official published materials',
    links: [
      {
        label: 'Onyx Path Publishing: Exalted Third Edition and its books',
        href: 'https://theonyxpath.com/',
      },
      {
        label: 'DriveThruRPG: the Exalted line in PDF and print',
        href: 'https://www.drivethrurpg.com/',
      },
    ],
    note: 'The core book holds every rule Loom computes; the splat books add the Lunar, Dragon-Blooded, Sidereal and Abyssal Charms.',
  },
  {
    title: 'Rules help and community',
    links: [
      {
        label: 'The Onyx Path forums: rules questions answered by players and developers',
        href: 'https://forum.theonyxpath.com/',
      },
      {
        label: 'r/exalted: discussion, homebrew and play reports',
        href: 'https://www.reddit.com/r/exalted/',
      },
    ],
    note: 'Search before asking: most questions about excellencies, withering damage and onslaught have been answered many times.',
  },
  {
    title: 'At the table',
    links: [
      {
        label: 'Roll20 and Foundry VTT: play online with virtual dice',
        href: 'https://roll20.net/',
      },
    ],
    note: 'Keep Loom open beside your virtual table: pools are already totalled, so just roll the number you see.',
  },
]

export default function ResourcesPage() {
  useDocumentTitle('Resources')
  return (
    <Block>
      <Typography variant="h4" component="h1" gutterBottom>
        Resources
      </Typography>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {section.title}
          </Typography>
          <List dense>
            {section.links.map((link) => (
              <ListItem key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </ListItem>
            ))}
          </List>
          <Typography variant="body2">{section.note}</Typography>
        </section>
      ))}
      <Typography variant="body2" sx={{ mt: 3, fontStyle: 'italic' }}>
        Loom is a fan project and earns nothing from these links.
      </Typography>
    </Block>
  )
}
