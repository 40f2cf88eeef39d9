import { notFound } from 'next/navigation'

import { LeadFormBlock } from '@/features/leads/components/LeadFormBlock'

/**
 * The CV upload form on a page of its own so end-to-end tests can use it before the careers pages
 * exist; a 404 unless ENABLE_TEST_ROUTES=1.
 */
export default async function TestCvPage() {
  if (process.env.ENABLE_TEST_ROUTES !== '1') notFound()
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold">Send us your CV</h1>
      <div className="mt-6">
        <LeadFormBlock config={{ kind: 'cv', idPrefix: 'cv', redirectPath: '/__test/cv', source: 'careers test page' }} />
      </div>
    </div>
  )
}
