import { describe, expect, it } from 'vitest'
import { playerOfAuthorization } from './player-of-token.ts'

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const bearer = (claims: object) =>
  `Bearer ${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.signature`

describe('the player a request is stored for', () => {
  it('is the token’s subject', () => {
    expect(playerOfAuthorization(bearer({ sub: '12', iat: 1 }))).toBe('12')
  })

  it('is "anonymous" without a token, or with one it cannot read', () => {
    expect(playerOfAuthorization(null)).toBe('anonymous')
    expect(playerOfAuthorization('Basic abc')).toBe('anonymous')
    expect(playerOfAuthorization('Bearer not-a-jwt')).toBe('anonymous')
    expect(playerOfAuthorization('Bearer a.!!!.c')).toBe('anonymous')
    expect(playerOfAuthorization(bearer({ sub: 12 }))).toBe('anonymous')
    expect(playerOfAuthorization(bearer({ sub: '../12' }))).toBe('anonymous')
  })
})
