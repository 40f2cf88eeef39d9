import crypto from 'node:crypto'

import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { passwordProblem } from '../../features/accounts/password-policy'

/**
 * Staff passwords (docs/product.md §17): the visitors' password policy (§8: 8–128 characters, not
 * a commonly used password) wherever a new one is set — a new account, the first editor, an edit —
 * and a change of one's own password needs the current one (`currentPassword`), so a session left
 * open or stolen cannot take the account over. (A reset by mailed link is checked in front of
 * Payload, src/cms/rest-guard.server.ts: Payload runs no collection hook for it.)
 */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'

export const STAFF_PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password to set a new one',
  currentWrong: 'The current password is not right',
} as const

function fail(path: string, message: string): never {
  throw new ValidationError({ collection: 'editors', errors: [{ path, message }] })
}

/** Payload's stored hash, in either of its formats (payload/dist/auth/strategies/local). */
function passwordMatches(password: string, stored: { hash?: string | null; salt?: string | null }): Promise<boolean> {
  const { hash, salt } = stored
  if (!hash || !salt) return Promise.resolve(false)
  const current = hash.startsWith('pbkdf2-sha256-v1:')
  const expected = Buffer.from(current ? hash.slice('pbkdf2-sha256-v1:'.length) : hash, 'hex')
  return new Promise((resolve) =>
    crypto.pbkdf2(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256', (error, derived) =>
      resolve(!error && derived.length === expected.length && crypto.timingSafeEqual(derived, expected)),
    ),
  )
}

export const checkStaffPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data || data.password === undefined || data.password === null || data.password === '') {
    if (data) delete data[CURRENT_PASSWORD_FIELD]
    return args
  }
  if (typeof data.password !== 'string') fail('password', 'Password must be text')
  const problem = await passwordProblem(data.password)
  if (problem) fail('password', problem)
  // A bulk update could reach one's own account without naming it: passwords change one at a time.
  // (Payload names both an update by id and a bulk update 'update'; only the first has an id.)
  const id = (args as { id?: number | string }).id
  if (operation !== 'create' && id === undefined) fail('password', 'A password is changed on one account at a time')
  const own = operation !== 'create' && req.user?.collection === 'editors' && String(req.user.id) === String(id)
  if (own) {
    const current = data[CURRENT_PASSWORD_FIELD]
    if (typeof current !== 'string' || !current) fail(CURRENT_PASSWORD_FIELD, STAFF_PASSWORD_MESSAGES.currentRequired)
    const stored = (await req.payload.db.findOne({ collection: 'editors', where: { id: { equals: id } }, req })) as { hash?: string; salt?: string } | null
    if (!stored || !(await passwordMatches(current, stored))) fail(CURRENT_PASSWORD_FIELD, STAFF_PASSWORD_MESSAGES.currentWrong)
  }
  delete data[CURRENT_PASSWORD_FIELD]
  return args
}
