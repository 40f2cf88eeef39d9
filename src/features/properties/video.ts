/** How a property video link is shown: a labelled link to the provider (no embed, no request on load). */
export type VideoLink = { href: string; provider: 'YouTube' | 'Vimeo' | null; label: string }

export function videoLink(url: string, index: number): VideoLink | null {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  const host = parsed.hostname.replace(/^www\.|^m\./, '')
  const provider = host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com' ? 'YouTube' : host === 'vimeo.com' || host === 'player.vimeo.com' ? 'Vimeo' : null
  return {
    href: parsed.toString(),
    provider,
    label: `Video ${index + 1}${provider ? ` on ${provider}` : ''}`,
  }
}
