'use client'

/**
 * The site's icons, drawn from the sprite of src/components/icon-set.ts with `<use>`: a page carries
 * only a reference per icon, and the shapes arrive once, cached across pages. Decorative by default
 * (`aria-hidden`); label the surrounding control instead.
 *
 * A client module although it keeps no state: a server component's output travels twice (HTML and
 * the React payload), a client component's only as its props, so an icon costs the payload its
 * name and size instead of its `<svg><use>` elements (about 110 bytes each, 40-odd icons a page).
 */
import type { SVGProps } from 'react'

import type { IconName } from './icon-set'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & { size?: number }

/** The sprite's URL; its version (a hash of icon-set.ts, next.config.ts) changes when an icon does. */
export const ICON_SPRITE = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? 'dev'}`

export function Icon({ name, size = 24, className, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" className={className ? `icon ${className}` : 'icon'} {...props}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  )
}

function named(name: IconName) {
  function NamedIcon(props: IconProps) {
    return <Icon name={name} {...props} />
  }
  NamedIcon.displayName = `Icon(${name})`
  return NamedIcon
}

export const HomeIcon = named('home')
export const BuildingIcon = named('building')
export const ApartmentIcon = named('apartment')
export const PhoneIcon = named('phone')
export const WhatsAppIcon = named('whatsapp')
export const ChatIcon = named('chat')
export const EmailIcon = named('email')
export const MessageIcon = named('message')
export const BrochureIcon = named('brochure')
export const FacebookIcon = named('facebook')
export const InstagramIcon = named('instagram')
export const LinkedInIcon = named('linkedin')
export const YouTubeIcon = named('youtube')
export const XIcon = named('x')
export const HeartIcon = named('heart')
export const CompareIcon = named('compare')
export const SearchIcon = named('search')
export const LocationIcon = named('location')
export const CloseIcon = named('close')
export const MenuIcon = named('menu')
export const ChevronDownIcon = named('chevron-down')
export const ChevronRightIcon = named('chevron-right')
export const HelpIcon = named('help')
export const UserIcon = named('user')
export const TagIcon = named('tag')
export const ShieldCheckIcon = named('shield-check')

/** The brand mark: a roof over a doorway, in the current colour. */
export function LogoMark({ size = 32, ...props }: IconProps) {
  return <Icon name="logo" size={size} {...props} />
}
