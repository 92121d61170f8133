// What the HTTP benchmarks start from: a signed-in player and a full character sheet.
import { fullSheet, postSheet } from '@loom/core/testing'

/** Creates the test kit's full sheet through the API and returns its path. */
export async function postFullSheet(
  base: string,
  headers: Record<string, string>,
): Promise<string> {
  const character = await postSheet(fullSheet(), async (path, body) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as { id: number }
  })
  return `/api/v1/characters/${character.id}`
}

/**
 * Signs in through the developer form, as a browser would, and returns the session token;
 * another name and e-mail sign in another player.
 */
export async function signIn(
  base: string,
  who: { name: string; email: string } = { name: 'Bench', email: 'bench@example.com' },
): Promise<string> {
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
      name: who.name,
      email: who.email,
    }),
  })
  const token = /data-token="([^"]+)"/.exec(await signedIn.text())?.[1]
  if (!token) throw new Error(`developer sign-in failed with ${signedIn.status}`)
  return token
}
