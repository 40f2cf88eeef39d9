import type { Access } from 'payload'

/** Public content: everyone, signed in or not, may read it. */
export const anyone: Access = () => true
