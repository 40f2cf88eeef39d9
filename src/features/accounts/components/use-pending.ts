'use client'

import { useCallback, useRef, useState } from 'react'

/**
 * One request at a time per form, with its error: a second Enter while the first post is on its
 * way is ignored instead of sending it twice (a second sign-in attempt costs a rate-limit point).
 * The forms say `method="post"` so that a submit before hydration never puts a password in the
 * address bar.
 */
export function usePending() {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const run = useCallback(async (task: () => Promise<string | null | void>) => {
    if (busy.current) return
    busy.current = true
    setPending(true)
    setError(null)
    try {
      const problem = await task()
      if (problem) setError(problem)
    } finally {
      busy.current = false
      setPending(false)
    }
  }, [])
  return { pending, error, setError, run }
}
