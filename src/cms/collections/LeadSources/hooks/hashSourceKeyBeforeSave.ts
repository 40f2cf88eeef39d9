import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { generateSourceKey, hashSourceKey, MIN_SOURCE_KEY_LENGTH, sourceKeyPrefix } from '../sourceKey'

const CONTEXT_KEY = 'leadSourceKeyPlaintext'

/**
 * Replaces the typed (or, when left empty on create, generated) key by its hash. The plain key
 * never reaches the database; it is handed back once, in the response of the save that set it.
 */
export const hashSourceKeyBeforeSave: CollectionBeforeChangeHook = ({ collection, data, operation, context, req }) => {
  const typed = typeof data.key === 'string' ? data.key.trim() : ''
  // Payload does not check a virtual field's minLength, so the rule is enforced here.
  if (typed && typed.length < MIN_SOURCE_KEY_LENGTH) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'key', message: `A key must be at least ${MIN_SOURCE_KEY_LENGTH} characters long` }],
      req,
    })
  }
  const key = typed || (operation === 'create' ? generateSourceKey() : '')
  delete data.key
  if (!key) return data
  context[CONTEXT_KEY] = key
  return { ...data, key_hash: hashSourceKey(key), key_prefix: sourceKeyPrefix(key) }
}

export const revealSourceKeyOnce: CollectionAfterChangeHook = ({ doc, context }) => {
  const key = context[CONTEXT_KEY]
  return typeof key === 'string' ? { ...doc, key } : doc
}
