// What the HTTP benchmarks start from: a signed-in player and a full character sheet.

/** Builds a full character sheet through the API and returns its path. */
export async function fullSheet(base: string, headers: Record<string, string>): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as { id: number }
  }
  const character = await post('/api/v1/characters', {
    type: 'SolarCharacter',
    name: 'Bench Sheet',
    caste: 'dawn',
    caste_abilities: ['melee', 'archery', 'dodge', 'resistance', 'war'],
    ties: [
      { subject: 'Mother (love)', rating: 2 },
      { subject: 'A secret', rating: 3, hidden: true },
    ],
    description: 'A Dawn caste general. '.repeat(20),
  })
  const path = `/api/v1/characters/${character.id}`
  const text = 'When the Solar attacks, she may reroll every 1. '.repeat(6)
  for (let index = 0; index < 30; index += 1) {
    await post(`${path}/merits`, {
      merit_name: `Merit ${index}`,
      rating: 1 + (index % 5),
      description: text,
    })
  }
  for (let index = 0; index < 60; index += 1) {
    await post(`${path}/charms`, {
      charm_type: index % 6 === 0 ? 'MartialArts' : 'Ability',
      name: `Charm ${index}`,
      cost: '3m, 1wp',
      keywords: ['uniform', 'decisive-only'],
      body: text,
    })
  }
  for (let index = 0; index < 10; index += 1) {
    await post(`${path}/weapons`, {
      name: `Weapon ${index}`,
      weight: 'medium',
      tags: ['melee', 'balanced'],
    })
    await post(`${path}/spells`, { name: `Spell ${index}`, body: text })
  }
  return path
}

/** Signs in through the developer form, as a browser would, and returns the session token. */
export async function signIn(base: string): Promise<string> {
  const page = await fetch(`${base}/`)
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(await page.text())?.[1]
  if (!csrf) throw new Error('the page carried no csrf token')
  const signedIn = await fetch(`${base}/auth/developer/callback`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      authenticity_token: csrf,
      name: 'Bench',
      email: 'bench@example.com',
    }),
  })
  const token = /data-token="([^"]+)"/.exec(await signedIn.text())?.[1]
  if (!token) throw new Error(`developer sign-in failed with ${signedIn.status}`)
  return token
}
