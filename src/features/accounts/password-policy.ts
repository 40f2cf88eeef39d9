/**
 * The password rules of docs/product.md §8: 8 to 128 characters and not one of the commonly used passwords
 * (the 49,000-entry list that zxcvbn-ts ships, of which about 18,000 are 8 characters or longer).
 * Shared by the server (checked where Better Auth hashes a new password) and the account forms.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is too common. Choose one that is harder to guess',
} as const

let common: Set<string> | undefined

async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common')
    const list = (dictionary as Record<string, string[]>)['passwords-common'] ?? []
    // Only entries that pass the length rule can ever be chosen, so the set keeps just those.
    common = new Set(list.filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()))
  }
  return common
}

/** The first rule the password breaks, as its message, or null when it is acceptable. */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_MESSAGES.common
  return null
}
