'use client'

import type { LanguageNoticeStrings } from '@/features/i18n/shell-strings'

import { CloseIcon } from '../icons'
import { LANGUAGE_NOTICE_SESSION_KEY } from './language-notice-key'

/**
 * The small notice offering this page in Hindi to a visitor whose `language` cookie says HI
 * (docs/product.md §21), in Hindi; shown by LanguageChoice.tsx, which loads it only then.
 */
export default function LanguageNotice({ strings, href, onClose }: { strings: LanguageNoticeStrings; href: string; onClose: () => void }) {
  const dismiss = () => {
    onClose()
    try {
      window.sessionStorage.setItem(LANGUAGE_NOTICE_SESSION_KEY, 'closed')
    } catch {
      // Storage blocked: it stays closed on this page.
    }
  }
  return (
    <section
      lang="hi"
      aria-label={strings.text}
      data-testid="language-notice"
      className="fixed left-1/2 top-20 z-50 flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-sm text-ink shadow-xl"
    >
      <p className="min-w-0 flex-1">
        {strings.text}{' '}
        <a href={href} hrefLang="hi" className="font-semibold text-brand-700 underline underline-offset-2">
          {strings.open}
        </a>
      </p>
      <button type="button" aria-label={strings.dismiss} onClick={dismiss} className="-m-1 shrink-0 rounded-full p-1.5 text-muted hover:bg-surface hover:text-ink">
        <CloseIcon size={18} />
      </button>
    </section>
  )
}
