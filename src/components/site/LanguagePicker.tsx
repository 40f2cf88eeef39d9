'use client'

import { usePathname } from 'next/navigation'

import { LANGUAGE_COOKIE_VALUE, LANGUAGE_NAME, LOCALES, type Locale, switchLanguagePath } from '@/features/i18n/locales'

/** The attribute that marks a link choosing a language; its value is the `language` cookie's (`EN`/`HI`). */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice'

/**
 * The language picker (docs/product.md §21): 'English' / 'हिन्दी', each a link to this page in that
 * language, the current one marked (in the header row only the other one: `compact`). A plain document navigation (not the link navigator): the
 * other language is a different root layout's `<html lang>`. Choosing writes the `language` cookie
 * (LanguageChoice.tsx listens for these links, whether or not the header has hydrated yet).
 */
export function LanguagePicker({
  locale,
  label,
  compact = false,
  className = '',
}: {
  locale: Locale
  label: string
  /** Only the other language's link (the header row has no room for both). */
  compact?: boolean
  className?: string
}) {
  // The public path (`/hi/about`), in the server's HTML as after hydration (the e2e spec checks both).
  const page = usePathname() ?? '/'
  const shown = compact ? LOCALES.filter((language) => language !== locale) : LOCALES
  return (
    <nav aria-label={label} className={`items-center gap-1 text-sm ${className}`}>
      <ul className="flex items-center gap-1">
        {shown.map((language) => (
          <li key={language}>
            {language === locale ? (
              <span lang={language} aria-current="true" className="header-link font-semibold text-brand-700">
                {LANGUAGE_NAME[language]}
              </span>
            ) : (
              <a
                href={switchLanguagePath(page, language)}
                hrefLang={language}
                lang={language}
                {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: LANGUAGE_COOKIE_VALUE[language] }}
                className="header-link"
              >
                {LANGUAGE_NAME[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
