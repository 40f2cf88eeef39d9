import type { Access } from 'payload'

/** Only server code may do this, through the Local API with `overrideAccess: true`. */
export const nobody: Access = () => false
