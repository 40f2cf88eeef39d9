import type { CollectionConfig } from 'payload'

import { Accreditations } from './Accreditations'
import { AlertMatches } from './AlertMatches'
import { Amenities } from './Amenities'
import { Blogs } from './Blogs'
import { Builders } from './Builders'
import { Buyers } from './Buyers'
import { Careers } from './Careers'
import { Cities } from './Cities'
import { Editors } from './Editors'
import { Faqs } from './Faqs'
import { GenericPages } from './GenericPages'
import { ImageUploadKeys } from './ImageUploadKeys'
import { LeadActivities } from './LeadActivities'
import { LeadApiRequests } from './LeadApiRequests'
import { LeadDeliveries } from './LeadDeliveries'
import { LeadRoutingRules } from './LeadRoutingRules'
import { Leads } from './Leads'
import { LeadSources } from './LeadSources'
import { Media } from './Media'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Pricing } from './Pricing'
import { Properties } from './Properties'
import { PropertyCollections } from './PropertyCollections'
import { PropertyEvents } from './PropertyEvents'
import { PropertyTypes } from './PropertyTypes'
import { Resumes } from './Resumes'
import { SavedSearches } from './SavedSearches'
import { SiteData } from './SiteData'
import { SiteVariables } from './SiteVariables'
import { SiteVisits } from './SiteVisits'
import { SiteVisitSlots } from './SiteVisitSlots'
import { TeamMembers } from './TeamMembers'
import { WhatsAppClicks } from './WhatsAppClicks'

/** Every collection, in admin navigation order within its group. */
export const collections: CollectionConfig[] = [
  // Listings
  Properties,
  Cities,
  Builders,
  PropertyTypes,
  Amenities,
  PropertyCollections,
  // Content
  Blogs,
  Faqs,
  GenericPages,
  Media,
  // Company
  TeamMembers,
  Careers,
  Pricing,
  Accreditations,
  // Leads
  Leads,
  LeadActivities,
  LeadDeliveries,
  SiteVisits,
  SiteVisitSlots,
  LeadRoutingRules,
  LeadSources,
  LeadApiRequests,
  Resumes,
  Buyers,
  NewsletterSubscribers,
  SavedSearches,
  PropertyEvents,
  AlertMatches,
  WhatsAppClicks,
  // Settings
  SiteData,
  SiteVariables,
  ImageUploadKeys,
  Editors,
]
