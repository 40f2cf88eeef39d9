'use client'

import Link from '@/components/Link'

import { ResponsiveImg } from '@/components/ui/ResponsiveImg'

import type { BlogCardData } from '../blog-card'
import { BlogMeta, BlogTags } from './BlogMeta'

/**
 * A post in a list: the whole card is one link (its title), the image decorative beside it. A
 * client component only so that a list's payload carries the card's fields (`toBlogCardData`)
 * rather than its markup a second time.
 */
export function BlogCard({
  card,
  priority = false,
  headingLevel = 2,
  compact = false,
}: {
  card: BlogCardData
  /** The first image on the page loads eagerly; the rest lazily. */
  priority?: boolean
  headingLevel?: 2 | 3
  compact?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card" data-testid="blog-card">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        {card.image ? (
          <ResponsiveImg
            image={{ ...card.image, alt: '' }}
            sizes={compact ? '(min-width:1024px) 25vw,(min-width:640px) 50vw,100vw' : '(min-width:1024px) 33vw,(min-width:640px) 50vw,100vw'}
            priority={priority}
          />
        ) : null}
      </div>
      <div className="gap-2">
        <Heading>
          <Link href={card.url}>{card.title}</Link>
        </Heading>
        {card.preview && !compact ? <p className="line-clamp-3 text-sm text-muted">{card.preview}</p> : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <BlogMeta author={card.author} date={card.date} shown={card.shown} readTime={card.readTime} />
          {compact || !card.tags ? null : <BlogTags tags={card.tags} />}
        </div>
      </div>
    </article>
  )
}
