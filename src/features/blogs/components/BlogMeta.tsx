/** A post's author, date and reading time on one line; the date comes formatted in the site's zone. */
export function BlogMeta({ author, date, shown, readTime }: { author?: string | null; date?: string | null; shown?: string | null; readTime?: string | null }) {
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-muted">
      {author ? <span>{author}</span> : null}
      {author && shown ? <span aria-hidden="true">·</span> : null}
      {shown && date ? <time dateTime={date}>{shown}</time> : null}
      {readTime ? (
        <>
          {author || shown ? <span aria-hidden="true">·</span> : null}
          <span>{readTime}</span>
        </>
      ) : null}
    </p>
  )
}

export function BlogTags({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((t) => (
        <li key={t} className="tag">
          {t}
        </li>
      ))}
    </ul>
  )
}
