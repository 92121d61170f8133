import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/**
 * A passkey authenticator in software, for the server's tests: it answers registration and
 * sign-in challenges as a browser's authenticator does (attestation "none", ES256), and can
 * be told to lie (no user verification, an old counter, another origin).
 */
export interface SoftPasskey {
  /** The browser's answer to a registration challenge, as @simplewebauthn/browser sends it. */
  register(challenge: string, options?: Partial<Answer>): Record<string, unknown>
  /** The answer to a sign-in challenge; the counter goes up by one each time unless told. */
  assert(challenge: string, options?: Partial<Answer>): Record<string, unknown>
  readonly credentialId: string
}

interface Answer {
  origin: string
  rpId: string
  userVerified: boolean
  counter: number
}

export function softPasskey(defaults: { origin: string; rpId: string }): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  )
  const rawId = randomBytes(16)
  const credentialId = rawId.toString('base64url')
  let counter = 0

  const authData = (answer: Answer, attested: boolean) => {
    const flags = 0x01 | (answer.userVerified ? 0x04 : 0) | (attested ? 0x40 : 0)
    const count = Buffer.alloc(4)
    count.writeUInt32BE(answer.counter)
    const parts: Buffer[] = [
      createHash('sha256').update(answer.rpId).digest(),
      Buffer.from([flags]),
      count,
    ]
    if (attested) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(rawId.length)
      parts.push(Buffer.alloc(16), length, rawId, coseKey)
    }
    return Buffer.concat(parts)
  }
  const clientData = (type: string, challenge: string, answer: Answer) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: answer.origin, crossOrigin: false }))
  const answerWith = (options: Partial<Answer>, nextCounter: number): Answer => ({
    ...defaults,
    userVerified: true,
    counter: nextCounter,
    ...options,
  })

  return {
    credentialId,
    register(challenge, options = {}) {
      const answer = answerWith(options, 0)
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(answer, true)],
        ]),
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', challenge, answer).toString('base64url'),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal'],
        },
      }
    },
    assert(challenge, options = {}) {
      const answer = answerWith(options, counter + 1)
      counter = Math.max(counter, answer.counter)
      const data = authData(answer, false)
      const client = clientData('webauthn.get', challenge, answer)
      const signature = sign(
        'sha256',
        Buffer.concat([data, createHash('sha256').update(client).digest()]),
        privateKey,
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      }
    },
  }
}

/** The little of CBOR an authenticator's answer needs: integers, bytes, text and maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    const bytes = Buffer.alloc(3)
    bytes[0] = (major << 5) | 25
    bytes.writeUInt16BE(length, 1)
    return bytes
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value)
    return Buffer.concat([head(3, text.length), text])
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  if (value instanceof Map) {
    return Buffer.concat([
      head(5, value.size),
      ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)]),
    ])
  }
  throw new Error(`cbor: cannot encode ${typeof value}`)
}
