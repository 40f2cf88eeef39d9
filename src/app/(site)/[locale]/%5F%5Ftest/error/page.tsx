import { notFound } from 'next/navigation'

/** Throws on purpose so end-to-end tests can check the error page; a 404 unless ENABLE_TEST_ROUTES=1. */
export default async function TestErrorPage() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  throw new Error('Deliberate error from the test route')
}
