// Where the drawer's outside links lead. One place, so a fork changes three lines.
export const EXTERNAL_LINKS = {
  source: { label: 'View Source on GitHub', href: 'https://github.com/' },
  chat: { label: 'Discuss on Discord', href: 'https://discord.com/' },
  patronage: { label: 'Support on Patreon', href: 'https://www.patreon.com/' },
} as const
