/**
 * The site's icons (home, building, apartment, phone, WhatsApp, chat, e-mail, message,
 * brochure, social networks, favourite heart, and the amenity pictograms), as SVG markup. They are
 * served once as a sprite (`/icons.svg`, src/app/icons.svg/route.ts) that browsers cache for a year,
 * and pages refer to them with `<use>` (src/components/icons.tsx): a page carries about 100 bytes per
 * icon instead of the paths of each one, in its HTML and again in its React payload.
 *
 * Every icon element has the `.icon` class (globals.css): line icons draw with its stroke
 * (currentColor, 1.8 px, round joins) and no fill; the sprite wraps filled icons (`fill: true`) in a
 * group that fills with currentColor instead. A path may set its own stroke width or colours, and
 * a page can fill a line icon (the favourite heart) with a utility class. next.config.ts hashes this file into the sprite URL, so a change reaches browsers at once.
 */
export type IconDefinition = { fill?: boolean; viewBox?: string; body: string }

export const ICONS = {
  home: { fill: false, body: '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5"/>' },
  building: { fill: false, body: '<rect x="4" y="3" width="11" height="18" rx="1"/><path d="M15 9h4a1 1 0 0 1 1 1v11h-5"/><path d="M7.5 7h1M10.5 7h1M7.5 11h1M10.5 11h1M7.5 15h1M10.5 15h1M17.5 13h.5M17.5 17h.5"/><path d="M2 21h20"/>' },
  apartment: { fill: false, body: '<path d="M3 21V8l6-4 6 4v13"/><path d="M15 11h5a1 1 0 0 1 1 1v9"/><path d="M7 10h4M7 14h4M7 18h4"/><path d="M1.5 21h21"/>' },
  phone: { fill: false, body: '<path d="M21 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.1 4.2 2 2 0 0 1 3.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L7.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.8 2.1Z"/>' },
  whatsapp: { fill: true, body: '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.5-.3Z"/>' },
  chat: { fill: false, body: '<path d="M21 12a8.5 8.5 0 0 1-12.4 7.6L3 21l1.5-5.2A8.5 8.5 0 1 1 21 12Z"/><path d="M8 12h.01M12 12h.01M16 12h.01" stroke-width="2.6"/>' },
  email: { fill: false, body: '<rect x="2.5" y="4.5" width="19" height="15" rx="2"/><path d="m3 6 9 7 9-7"/>' },
  message: { fill: false, body: '<path d="M20 3H4a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h4v3.5l4.5-3.5H20a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1Z"/><path d="M7 8.5h10M7 12.5h6"/>' },
  brochure: { fill: false, body: '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z"/><path d="M14 2v6h6M12 12v6M9 15l3 3 3-3"/>' },
  facebook: { fill: true, body: '<path d="M13.5 21.9v-7.7h2.6l.4-3h-3V9.3c0-.9.3-1.5 1.5-1.5h1.6V5.1a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6v7.7a10 10 0 1 1 3.1 0Z"/>' },
  instagram: { fill: false, body: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01" stroke-width="2.6"/>' },
  linkedin: { fill: true, body: '<path d="M20.4 3H3.6a.6.6 0 0 0-.6.6v16.8c0 .3.3.6.6.6h16.8c.3 0 .6-.3.6-.6V3.6a.6.6 0 0 0-.6-.6ZM8.3 18.3H5.7V9.8h2.6v8.5ZM7 8.6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm11.3 9.7h-2.6v-4.1c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2v4.2h-2.6V9.8h2.5V11c.4-.7 1.2-1.4 2.5-1.4 2.7 0 3.2 1.8 3.2 4.1v4.6Z"/>' },
  youtube: { fill: true, body: '<path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z"/>' },
  x: { fill: true, body: '<path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"/>' },
  compare: { fill: false, body: '<rect x="3" y="4" width="7" height="16" rx="1.5"/><rect x="14" y="4" width="7" height="16" rx="1.5"/><path d="M6.5 8v.01M17.5 8v.01" stroke-width="2.6"/>' },
  heart: { fill: false, body: '<path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z"/>' },
  search: { fill: false, body: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>' },
  location: { fill: false, body: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z"/><circle cx="12" cy="10" r="3"/>' },
  close: { fill: false, body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  menu: { fill: false, body: '<path d="M4 6h16M4 12h16M4 18h16"/>' },
  'chevron-down': { fill: false, body: '<path d="m6 9 6 6 6-6"/>' },
  'chevron-right': { fill: false, body: '<path d="m9 6 6 6-6 6"/>' },
  help: { fill: false, body: '<circle cx="12" cy="12" r="9.5"/><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01"/>' },
  user: { fill: false, body: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>' },
  tag: { fill: false, body: '<path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z"/><path d="M7.5 7.5h.01" stroke-width="2.6"/>' },
  'shield-check': { fill: false, body: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z"/><path d="m9 12 2 2 4-4"/>' },
  'amenity-shield': { fill: false, body: '<path d="M12 3 5 6v6c0 4.4 3 7.7 7 9 4-1.3 7-4.6 7-9V6l-7-3Z"/>' },
  'amenity-water': { fill: false, body: '<path d="M3 17c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0"/><path d="M3 12c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0"/><path d="M8 9V5a2 2 0 0 1 4 0M14 9V5a2 2 0 0 1 4 0"/>' },
  'amenity-gym': { fill: false, body: '<path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12"/>' },
  'amenity-leaf': { fill: false, body: '<path d="M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7"/>' },
  'amenity-car': { fill: false, body: '<path d="M5 16V11l2-5h10l2 5v5M5 16h14M5 16v2M19 16v2"/><circle cx="8" cy="13.5" r="1"/><circle cx="16" cy="13.5" r="1"/>' },
  'amenity-elevator': { fill: false, body: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="m9 9 3-3 3 3M9 15l3 3 3-3"/>' },
  'amenity-bolt': { fill: false, body: '<path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z"/>' },
  'amenity-ball': { fill: false, body: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>' },
  'amenity-people': { fill: false, body: '<circle cx="9" cy="8" r="3"/><circle cx="17" cy="9" r="2"/><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.5c2.8 0 5 2 5 5"/>' },
  'amenity-check': { fill: false, body: '<path d="m5 12 5 5 9-10"/>' },
  logo: {
    fill: true,
    viewBox: '0 0 32 32',
    body: '<rect width="32" height="32" rx="8" fill="currentColor"/><path d="M7 15.5 16 8l9 7.5" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/><path d="M10 14v9.5h12V14" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/><path d="M14.2 23.5v-5h3.6v5" fill="#f5b841"/>',
  },
} as const satisfies Record<string, IconDefinition>

export type IconName = keyof typeof ICONS

/** The sprite document: one `<symbol>` per icon, its id the icon's name. */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(
    ([name, icon]: [string, IconDefinition]) =>
      `<symbol id="${name}" viewBox="${icon.viewBox ?? '0 0 24 24'}">${icon.fill ? `<g fill="currentColor" stroke="none">${icon.body}</g>` : icon.body}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
