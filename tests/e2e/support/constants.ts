/** Shared by the e2e server launcher and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' }
