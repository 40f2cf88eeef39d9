import { describe, expect, it } from 'vitest'

import { DEFAULT_DISCLAIMER } from '../../lib/site'
import { contactDetails } from './contact'

describe('contactDetails', () => {
  it('builds the help channels from site data', () => {
    const details = contactDetails({
      phone_number: '+91 80 4567 8900',
      whatsappbot: 'https://wa.me/918045678900',
      email: 'hello@example.com',
      disclaimer: 'Check with the developer.',
      chat_widget: '<script id="zsiqscript" src="https://salesiq.zohopublic.in/widget?wc=siq0123abcdef" defer></script>',
      facebook: 'https://facebook.com/griha',
      twitter: 'not a link',
    })
    expect(details.phoneHref).toBe('tel:+918045678900')
    expect(new URL(details.whatsappHref!).searchParams.get('text')).toBe(
      'Hi, I would like to know more about your services.',
    )
    expect(details.email).toBe('hello@example.com')
    expect(details.disclaimer).toBe('Check with the developer.')
    expect(details.chatWidget).toBe(true)
    expect(details.socials).toEqual([{ network: 'facebook', href: 'https://facebook.com/griha' }])
  })

  it('falls back when items are missing or blank', () => {
    const details = contactDetails({ disclaimer: '  ', chat_widget: '<!-- not a widget code -->' })
    expect(details.phoneHref).toBeNull()
    expect(details.whatsappHref).toBeNull()
    expect(details.email).toBeNull()
    expect(details.disclaimer).toBe(DEFAULT_DISCLAIMER)
    expect(details.chatWidget).toBe(false)
  })
})
