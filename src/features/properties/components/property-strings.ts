/** The property page's strings in one language: messages/<locale>.json `Property`, picked on the server. */
export type PropertyStrings = (typeof import('../../../../messages/en.json'))['Property']
