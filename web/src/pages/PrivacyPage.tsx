import Typography from '@mui/material/Typography'
import { useDocumentTitle } from '../frame/document-title.ts'
import { Block } from '../widgets/Block.tsx'

const SECTIONS = [
  {
    title: 'Information collection and use',
    paragraphs: [
      'Loom keeps only what it needs to recognise you when you sign in, and it depends on how you sign in. A passkey: its id and its public key (the private key never leaves your device), and a counter your device moves on with each use. Discord, Google or another sign-in provider: the id that provider gives your account and, only if it gives a verified one (Discord asks you first), your e-mail address. The developer sign-in, on a developer’s own machine: the name and e-mail typed into it.',
      'None of this is shown to other players, sold or shared, except when the service moves to a new host or a court orders it. Other players see only the display name you choose in Settings. Settings lists your ways to sign in to you alone; removing one deletes what it kept.',
      'Everything else Loom keeps is what you type into it: characters, quick characters, battlegroups and chronicles. Deleting your account deletes all of it, and every way to sign in.',
    ],
  },
  {
    title: 'Cookies and browser storage',
    paragraphs: [
      'Signing in uses a cookie to protect the sign-in form. Your session token and your choice of light or dark theme are kept in this browser’s local storage. Nothing is used for tracking or advertising.',
    ],
  },
  {
    title: 'Service providers',
    paragraphs: [
      'The data lives with the hosting provider that runs the server, which has its own privacy policy. Signing in with Google, Discord or another provider is subject to that provider’s policy.',
    ],
  },
  {
    title: 'Links to other sites',
    paragraphs: [
      'Links to other sites, such as the resources page, lead to places with their own policies. Loom has no control over them.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'This policy may change; the current version is always on this page. Loom is a free fan project offered without warranty. Exalted is © White Wolf AB and Onyx Path; Loom is not affiliated with them.',
    ],
  },
]

export default function PrivacyPage() {
  useDocumentTitle('Privacy')
  return (
    <Block>
      <Typography variant="h4" component="h1" gutterBottom>
        Privacy Policy and Legal Notice
      </Typography>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }} gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 24)} paragraph>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </Block>
  )
}
