/** Builds Lexical editor state (Payload's rich text) from plain paragraphs, for seeded content. */
type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const block = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export type RichTextBlock = string | { heading: string } | { list: string[] }

export function richText(blocks: RichTextBlock[]) {
  const children = blocks.map((b) => {
    if (typeof b === 'string') return block('paragraph', [text(b)], { textFormat: 0, textStyle: '' })
    if ('heading' in b) return block('heading', [text(b.heading)], { tag: 'h2' })
    return block(
      'list',
      b.list.map((item, i) => block('listitem', [text(item)], { value: i + 1 })),
      { listType: 'bullet', start: 1, tag: 'ul' },
    )
  })
  return {
    root: {
      type: 'root',
      children,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
    },
  }
}
