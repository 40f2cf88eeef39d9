'use client'

/**
 * The timeline on a lead's CMS page (docs/product.md §22; the `timeline` UI field of
 * src/cms/collections/Leads.ts): activities newest first, a form to add a note or log a call
 * (POST /api/cms/lead-activities), and the earlier enquiries from the same phone.
 */
import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { LeadTimeline as Timeline } from '../../features/leads/timeline/timeline.server'

const OUTCOMES = ['answered', 'no-answer', 'busy', 'wrong-number', 'call-back'] as const
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

export function LeadTimeline() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const api = `${config.serverURL}${config.routes.api}`
  const [timeline, setTimeline] = useState<Timeline | null>(null)
  const [kind, setKind] = useState<'note' | 'call'>('note')
  const [text, setText] = useState('')
  const [outcome, setOutcome] = useState<(typeof OUTCOMES)[number]>('answered')
  const [busy, setBusy] = useState(false)
  // Bumped after an activity is added, to read the timeline again.
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!id) return
    let live = true
    void fetch(`${api}/leads/${id}/timeline`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Timeline>) : null))
      .then((next) => {
        if (live && next) setTimeline(next)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [api, id, version])

  if (!id) return null

  const add = async () => {
    setBusy(true)
    try {
      const response = await fetch(`${api}/lead-activities`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lead: id, kind, text, ...(kind === 'call' ? { outcome } : {}) }),
      })
      if (response.ok) {
        toast.success(kind === 'note' ? 'Note added.' : 'Call logged.')
        setText('')
        setVersion((v) => v + 1)
      } else {
        const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
        toast.error(body.errors?.[0]?.message ?? `Could not save (${response.status}).`)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" data-testid="lead-timeline" style={{ marginBottom: '2rem' }}>
      <h3>Timeline</h3>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <select aria-label="Activity" value={kind} onChange={(e) => setKind(e.target.value as 'note' | 'call')}>
          <option value="note">Note</option>
          <option value="call">Call</option>
        </select>
        {kind === 'call' ? (
          <select aria-label="Call outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as (typeof OUTCOMES)[number])}>
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        ) : null}
        <input aria-label="Activity text" value={text} onChange={(e) => setText(e.target.value)} placeholder={kind === 'note' ? 'Write a note' : 'What was said (optional)'} style={{ flex: 1, minWidth: '12rem' }} />
        <Button buttonStyle="secondary" size="small" disabled={busy || (kind === 'note' && !text.trim())} onClick={add}>
          {kind === 'note' ? 'Add note' : 'Log call'}
        </Button>
      </div>
      <ol data-testid="timeline-entries" style={{ listStyle: 'none', padding: 0, marginTop: '1rem' }}>
        {(timeline?.activities ?? []).map((entry) => (
          <li key={entry.id} data-kind={entry.kind} style={{ padding: '0.4rem 0', borderBottom: '1px solid var(--theme-elevation-100)' }}>
            <strong>
              {entry.kind === 'status' ? `Status ${entry.from} → ${entry.to}` : entry.kind === 'call' ? `Call: ${entry.outcome}` : entry.kind === 'follow-up' ? 'Follow-up' : 'Note'}
            </strong>
            {entry.text ? ` — ${entry.text}` : ''}
            <div style={{ fontSize: '0.85em', opacity: 0.75 }}>
              {when(entry.at)}
              {entry.by ? ` · ${entry.by}` : ''}
            </div>
          </li>
        ))}
        {timeline && timeline.activities.length === 0 ? <li>No activity yet.</li> : null}
      </ol>
      {timeline && timeline.earlier.length > 0 ? (
        <>
          <h4>Earlier enquiries from this phone</h4>
          <ul data-testid="earlier-enquiries">
            {timeline.earlier.map((lead) => (
              <li key={lead.id}>
                <a href={`${config.routes.admin}/collections/leads/${lead.id}`}>
                  {when(lead.createdAt)} · {lead.form} · {lead.project ?? 'no project'} · {lead.status}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
