/**
 * `document.cookie`, read once per task. The string is built by the browser on every read; the
 * stores of a page (the hearts' favourites, the city picker) ask for it from every component that
 * shows them, several times a render. Within one task nothing but this page's own scripts can
 * change it, and they call `cookieWritten()`; a cookie set by a response arrives in a later task.
 */
let cached: string | undefined

export function documentCookie(): string {
  if (cached === undefined) {
    cached = document.cookie
    queueMicrotask(cookieWritten)
  }
  return cached
}

/** After writing `document.cookie`: the next read sees the new value. */
export function cookieWritten(): void {
  cached = undefined
}
