/** sessionStorage key: the visitor closed the language notice (LanguageNotice.tsx) in this browser session. */
export const LANGUAGE_NOTICE_SESSION_KEY = 'language-notice'
