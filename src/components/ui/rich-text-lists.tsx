/**
 * List items of CMS rich text without the `value` attribute Payload's default converter writes on
 * every `<li>`: HTML allows it only inside an `<ol>` (docs/product.md §18: every page validates).
 * Check lists render as plain items.
 */
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConverters, RichText } from '@payloadcms/richtext-lexical/react'

type ListItemNode = { value?: number; children: { type: string }[] }

export const listItemConverter: NonNullable<JSXConverters['listitem']> = ({ node, nodesToJSX, parent }) => {
  const item = node as unknown as ListItemNode
  const nested = item.children.some((child) => child.type === 'list')
  const ordered = (parent as { tag?: string }).tag === 'ol'
  return (
    <li {...(ordered && item.value !== undefined ? { value: item.value } : {})} {...(nested ? { className: 'nestedListItem', style: { listStyleType: 'none' } } : {})}>
      {nodesToJSX({ nodes: (node as unknown as { children: never[] }).children })}
    </li>
  )
}

/** The default converters with valid list items. */
export const validListConverters = ({ defaultConverters }: { defaultConverters: JSXConverters }): JSXConverters => ({
  ...defaultConverters,
  listitem: listItemConverter,
})

/** CMS rich text with the default converters and valid list items. */
export function CmsRichText({ data, className }: { data: SerializedEditorState; className?: string }) {
  return <RichText data={data} converters={validListConverters} className={className} />
}
