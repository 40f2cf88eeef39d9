import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { generateUploadKey, hashUploadKey, uploadKeyPrefix } from '../hashUploadKey'

const CONTEXT_KEY = 'imageUploadKeyPlaintext'

/**
 * Replaces the typed (or, when left empty on create, generated) key by its hash. The plain key
 * never reaches the database; it is handed back once in the response of the save that set it.
 */
export const hashKeyBeforeSave: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  const typed = typeof data.key === 'string' ? data.key.trim() : ''
  const key = typed || (operation === 'create' ? generateUploadKey() : '')
  delete data.key
  if (!key) return data
  context[CONTEXT_KEY] = key
  return { ...data, key_hash: hashUploadKey(key), key_prefix: uploadKeyPrefix(key) }
}

export const revealKeyOnce: CollectionAfterChangeHook = ({ doc, context }) => {
  const key = context[CONTEXT_KEY]
  return typeof key === 'string' ? { ...doc, key } : doc
}
