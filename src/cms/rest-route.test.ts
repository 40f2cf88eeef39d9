import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { resolveCmsRoute } from './rest-route'

const endpoint = (method: string, path: string) => ({ method, path, handler: () => new Response() })
const config = {
  routes: { api: '/api/cms' },
  collections: [
    { slug: 'editors', endpoints: [endpoint('post', '/login'), endpoint('post', '/forgot-password'), endpoint('get', '/:id'), endpoint('post', '/')] },
    { slug: 'faqs', endpoints: false },
  ],
} as unknown as SanitizedConfig

const resolve = (method: string, path: string) => resolveCmsRoute(config, method, `http://x${path}`)?.endpoint ?? null

describe('resolveCmsRoute', () => {
  it('resolves every spelling Payload’s router accepts to the one endpoint', () => {
    for (const path of ['/api/cms/editors/login', '/api/cms/editors/LOGIN', '/api/cms/editors/Login/', '/api/cms/editors/login//']) {
      expect(resolve('POST', path), path).toBe('/login')
    }
    expect(resolve('post', '/api/cms/editors/FORGOT-PASSWORD/')).toBe('/forgot-password')
    expect(resolve('POST', '/api/cms/editors')).toBe('/')
  })

  it('matches the collection by its exact slug and the method, like Payload', () => {
    expect(resolve('POST', '/api/cms/EDITORS/login')).toBeNull()
    expect(resolve('GET', '/api/cms/editors/login')).toBe('/:id')
    expect(resolve('POST', '/api/cms/faqs')).toBeNull()
    expect(resolve('POST', '/elsewhere/editors/login')).toBeNull()
  })

  it('decodes parameters and survives a broken encoding', () => {
    expect(resolveCmsRoute(config, 'GET', 'http://x/api/cms/editors/a%20b')?.params).toEqual({ id: 'a b' })
    expect(resolve('GET', '/api/cms/editors/%E0%A4')).toBeNull()
  })
})
