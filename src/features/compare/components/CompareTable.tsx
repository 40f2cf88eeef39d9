import Link from '@/components/Link'

import { CloseIcon } from '@/components/icons'
import { ResponsiveImg } from '@/components/ui/ResponsiveImg'

import { fillIn } from '@/features/i18n/fill'
import { type Locale, localizedPath } from '@/features/i18n/locales'

import { compareHref } from '../compare-list'
import type { Cell, Comparison } from '../comparison'

/** The table's own words (messages/<locale>.json `Compare.table`). */
export type CompareTableStrings = { caption: string; remove: string; removeLabel: string; amenities: string; yes: string; no: string; opensNewTab: string }

function CellView({ cell, opensNewTab }: { cell: Cell; opensNewTab: string }) {
  if (!cell.link) return <>{cell.text}</>
  return (
    <>
      {cell.text}
      <br />
      {cell.link.external ? (
        <a href={cell.link.href} target="_blank" rel="noopener noreferrer" className="text-link text-sm">
          {cell.link.label}
          <span className="sr-only"> {opensNewTab}</span>
        </a>
      ) : (
        <Link href={cell.link.href} className="text-link text-sm">
          {cell.link.label}
        </Link>
      )}
    </>
  )
}

/**
 * The comparison as one table: a column per project (its header cell names it), a row per fact
 * (its header cell names the fact), so a screen reader announces both for every value. Its words
 * and its remove links are in the page's language (`strings`, `locale`).
 */
export function CompareTable({ comparison, strings: t, locale = 'en' }: { comparison: Comparison; strings: CompareTableStrings; locale?: Locale }) {
  const { projects, rows, amenities } = comparison
  const ids = projects.map((p) => p.id)
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl border border-line">
      <table className="compare-table print-table">
        <caption className="sr-only">{fillIn(t.caption, { names: projects.map((p) => p.name).join(', ') })}</caption>
        <thead>
          <tr>
            <td />
            {projects.map((p) => (
              <th key={p.id} scope="col">
                {p.image ? <ResponsiveImg image={p.image} sizes="240px" className="compare-img no-print" /> : null}
                <Link href={p.url} className="text-link block font-bold">
                  {p.name}
                </Link>
                {projects.length > 2 ? (
                  <Link
                    href={localizedPath(compareHref(ids.filter((id) => id !== p.id)), locale)}
                    className="compare-remove no-print"
                    aria-label={fillIn(t.removeLabel, { name: p.name })}
                  >
                    <CloseIcon size={14} /> {t.remove}
                  </Link>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={ids[i]}>
                  <CellView cell={cell} opensNewTab={t.opensNewTab} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {amenities.length > 0 ? (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={projects.length + 1} className="compare-group">
                {t.amenities}
              </th>
            </tr>
            {amenities.map((a) => (
              <tr key={a.name}>
                <th scope="row">{a.name}</th>
                {a.has.map((has, i) => (
                  <td key={ids[i]} className={has ? 'compare-yes' : 'compare-no'}>
                    {has ? t.yes : t.no}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  )
}
