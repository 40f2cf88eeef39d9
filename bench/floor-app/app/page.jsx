// The floor is a plain Next app: its own Link, not the site's anchor (ADR 032).
// eslint-disable-next-line no-restricted-imports
import Link from 'next/link'

import { FLOOR_LINKS } from './links.mjs'

export default function Page() {
  return (
    <main>
      <h1>Homes in 40 cities</h1>
      {/* Spaced so each link is a 24 px touch target (Lighthouse target-size), like the plain page. */}
      <ul style={{ lineHeight: 2 }}>
        {FLOOR_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} prefetch={false}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
