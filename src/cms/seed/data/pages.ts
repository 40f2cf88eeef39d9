import type { RichTextBlock } from '../richText'
import { RERA_PORTALS_ITEM, reraPortalsText } from '../../../features/rera/rera-portals'
import { VISIT_SITE_DATA_DEFAULTS } from '../../../features/site-visits/hours'

/** FAQs by page type, generic pages and site data of the demo set. */
export const FAQS: { type: 'general' | 'buying' | 'home-loans' | 'nri' | 'vastu' | 'legal' | 'pricing' | 'gold'; question: string; answer: string }[] = [
  { type: 'general', question: 'Do you charge buyers a fee?', answer: 'No. Searching, shortlisting and site visits are free for buyers; developers pay us when a booking is made through us.' },
  { type: 'general', question: 'Which cities do you cover?', answer: 'Bengaluru, Mumbai, Pune, Hyderabad, Chennai, Gurugram, Noida, Kolkata, Ahmedabad and Kochi.' },
  { type: 'general', question: 'How quickly will someone call me back?', answer: 'Within two working hours for enquiries sent between 9 am and 8 pm IST.' },
  { type: 'buying', question: 'What is carpet area?', answer: 'The usable floor area of a home inside its walls, as defined by RERA. Prices on our site are based on carpet area where the developer publishes it.' },
  { type: 'buying', question: 'What does “ready to move” mean?', answer: 'The project has its occupancy certificate and you can take possession soon after registration.' },
  { type: 'buying', question: 'How much should I budget beyond the price?', answer: 'Plan for stamp duty and registration (about 5–8% depending on the state), GST on under-construction homes, and maintenance deposits.' },
  { type: 'home-loans', question: 'How much loan can I get?', answer: 'Lenders usually cap your EMIs at 50–60% of your monthly income and fund up to 75–90% of the property value.' },
  { type: 'home-loans', question: 'Fixed or floating rate?', answer: 'Most home loans in India are floating and linked to an external benchmark; fixed rates are higher and often reset after a few years.' },
  { type: 'home-loans', question: 'Can I prepay my home loan?', answer: 'Yes. Banks may not charge prepayment penalties on floating-rate home loans taken by individuals.' },
  { type: 'nri', question: 'Can NRIs buy property in India?', answer: 'Yes. NRIs and OCIs can buy residential and commercial property; agricultural land, plantations and farmhouses need special approval.' },
  { type: 'nri', question: 'How do NRIs pay for a property?', answer: 'Through NRE, NRO or FCNR accounts, or by inward remittance through normal banking channels.' },
  { type: 'nri', question: 'Do I need to visit India to register?', answer: 'Not necessarily; a registered power of attorney can complete registration on your behalf.' },
  { type: 'vastu', question: 'Which entrance direction is considered best?', answer: 'North and east facing entrances are traditionally preferred, though a well-planned home matters more than its direction.' },
  { type: 'vastu', question: 'Where should the kitchen be?', answer: 'Traditionally in the south-east corner of the home.' },
  { type: 'legal', question: 'How do I check a project’s RERA registration?', answer: 'Search the RERA number shown on the project page on your state’s RERA website and compare the approved plans and timelines.' },
  { type: 'legal', question: 'What documents should I ask the developer for?', answer: 'Title deed, encumbrance certificate, approved building plan, commencement certificate and, for completed projects, the occupancy certificate.' },
  { type: 'pricing', question: 'Is Loan Assist refundable?', answer: 'Yes, in full if no lender sanctions your loan.' },
  { type: 'pricing', question: 'Do prices include GST?', answer: 'Our service prices include GST.' },
  { type: 'gold', question: 'What is the Gold membership?', answer: 'A priority service with a dedicated advisor, early access to launches and a free legal check.' },
  { type: 'gold', question: 'How long does Gold membership last?', answer: 'Twelve months from the day you join.' },
]

export type SeedPage = { page_link: string; title: string; meta_description: string; contents: RichTextBlock[] }

export const GENERIC_PAGES: SeedPage[] = [
  {
    page_link: 'about',
    title: 'About us',
    meta_description: 'Who we are, how we help home buyers and the team behind the advice.',
    contents: [
      'We are a team of property advisors, researchers and home-loan specialists who help families buy new homes in ten Indian cities. We started in 2017 with one promise: honest advice, verified project details and no fees for buyers.',
      { heading: 'How we work' },
      { list: ['We verify every project against its RERA filing before we list it', 'We show prices and floor plans the way developers publish them', 'Our advisors are paid the same whichever project you choose'] },
    ],
  },
  {
    page_link: 'services',
    title: 'Our services',
    meta_description: 'Home search, site visits, home loans, legal checks and NRI services from one team.',
    contents: [
      'From the first search to the day you get your keys, one team looks after you.',
      { heading: 'What we do' },
      { list: ['Shortlisting and comparing projects across builders', 'Site visits planned around your week', 'Home-loan comparison across 12 lenders', 'Legal checks of title, approvals and agreements', 'End-to-end help for NRI buyers'] },
    ],
  },
  {
    page_link: 'guide',
    title: 'A guide to buying a new home',
    meta_description: 'Budget, approvals, loans and paperwork: what to check before you book a new home.',
    contents: [
      'Buying a new home is the biggest purchase most families make. This guide walks through the steps in the order they come.',
      { heading: '1. Set your budget' },
      'Add stamp duty, registration, GST and interior costs to the price, and use our EMI calculator to see what a loan will cost each month.',
      { heading: '2. Check the project' },
      { list: ['RERA registration and approved plans', 'The developer’s record of delivering on time', 'Carpet area and loading'] },
      { heading: '3. Book and register' },
      'Read the agreement for sale before you pay more than 10% of the price, and register it with your state’s sub-registrar.',
    ],
  },
  {
    page_link: 'nri',
    title: 'Buying a home in India from abroad',
    meta_description: 'How NRIs and OCIs can buy, pay for and register a home in India, with our help at each step.',
    contents: [
      'Non-resident Indians and overseas citizens of India can buy homes in India much as residents do. We help with video site visits, paperwork and a power of attorney so you do not need to fly in.',
      { list: ['Video walk-throughs of shortlisted homes', 'Home loans for NRIs from Indian banks', 'Repatriation of sale proceeds within the RBI limits'] },
    ],
  },
  {
    page_link: 'vastu',
    title: 'Vastu for your new home',
    meta_description: 'Traditional vastu guidance on entrances, kitchens and bedrooms, and how to weigh it when you choose a home.',
    contents: [
      'Many buyers like their home to follow vastu shastra. Our advisors can point out vastu-friendly floor plans in any project you shortlist.',
      { list: ['Entrance: north or east facing', 'Kitchen: south-east corner', 'Master bedroom: south-west'] },
      'Light, ventilation and a layout that suits your family matter as much as direction.',
    ],
  },
  {
    page_link: 'phone',
    title: 'Talk to a property expert',
    meta_description: 'Call our advisors for honest answers on projects, prices, site visits and home loans.',
    contents: ['Our advisors answer calls Monday to Saturday, 9 am to 8 pm IST. Calls are free and there is no obligation to buy.'],
  },
  {
    page_link: 'gold',
    title: 'Gold membership',
    meta_description: 'A dedicated advisor, early access to launches and a free legal check for a year.',
    contents: [
      'Gold members get a dedicated advisor for twelve months, early access to new launches and a free legal check on the home they choose.',
      { list: ['One advisor who knows your brief', 'Launch prices before public release', 'A lawyer’s title and approval check included'] },
    ],
  },
  {
    page_link: 'privacy',
    title: 'Privacy Policy',
    meta_description: 'How we collect, use and protect your personal information.',
    contents: [
      'This policy explains what personal information we collect when you use this website, why we collect it and the choices you have.',
      { heading: 'What we collect' },
      { list: ['Contact details you give us in enquiry, contact and CV forms', 'Your account details when you sign in', 'Favourites you save', 'Technical data such as your IP address and browser, used for security and rate limiting'] },
      { heading: 'How we use it' },
      'We use your details to answer your enquiry, to connect you with the developer of a project you asked about, and to keep the site secure. We do not sell your information.',
      { heading: 'Your choices' },
      'You can ask us to correct or delete your information at any time by writing to privacy@homes.example.',
    ],
  },
  {
    page_link: 'terms',
    title: 'Terms of Use',
    meta_description: 'The terms that apply when you use this website and its services.',
    contents: [
      'By using this website you agree to these terms.',
      { heading: 'Information on this site' },
      'Project information comes from developers and public sources. We are not liable for inaccurate information; please validate all details with the developer before you decide.',
      { heading: 'Enquiries' },
      'When you send an enquiry you agree that our team and the developer of the project may contact you by phone, e-mail or messaging apps about it.',
      { heading: 'Changes' },
      'We may update these terms; the version published here applies.',
    ],
  },
  {
    page_link: 'cookies',
    title: 'Cookie Policy',
    meta_description: 'Which cookies we use and why.',
    contents: [
      'We use a few cookies to remember your city, your language and your favourites, and to keep you signed in.',
      { list: ['city — the city you chose', 'language — your language', 'fav — your favourite properties', 'session cookies — your sign-in'] },
    ],
  },
]

export const DISCLAIMER =
  'The information on this website is provided by developers and third parties and is for guidance only. We are not liable for any inaccurate information; please validate all details, prices and approvals with the developers before making a decision.'

export const SITE_DATA: { item: string; content: string }[] = [
  { item: 'phone_number', content: '+91 80 4567 8900' },
  { item: 'whatsappbot', content: 'https://wa.me/918045678900' },
  { item: 'whatsapp_number', content: '+91 80 4567 8900' },
  { item: 'lead_sla_minutes', content: '30' },
  { item: 'email', content: 'hello@homes.example' },
  { item: 'address', content: '4th Floor, Residency Towers, Residency Road, Bengaluru 560025' },
  { item: 'g_tag_id', content: '' },
  { item: 'profanity_list', content: ['scam', 'fraud', 'idiot', 'bastard', 'stupid'].join('\n') },
  { item: 'disclaimer', content: DISCLAIMER },
  { item: RERA_PORTALS_ITEM, content: reraPortalsText() },
  // Site visits (docs/product.md §15): visiting hours, slot length, visits a slot, closed days (none by default).
  ...VISIT_SITE_DATA_DEFAULTS,
  {
    item: 'ad_popup',
    content: JSON.stringify(
      {
        enabled: false,
        image: '/api/cms/media/file/seed-property-01.jpg',
        caption: 'Festive offers on ready-to-move homes — ask us before they end',
        delay: 8000,
        pages: ['/', '/property/*'],
      },
      null,
      2,
    ),
  },
]

export const SITE_VARIABLES: { key: string; value: string }[] = [
  { key: 'site_name', value: 'Homes' },
  { key: 'support_hours', value: 'Monday to Saturday, 9 am – 8 pm IST' },
  { key: 'emi_default_tenure_years', value: '20' },
  { key: 'emi_default_down_payment_percent', value: '20' },
  { key: 'consent_text', value: 'I agree to be contacted by Homes and the developer of this project by phone, e-mail or WhatsApp about my enquiry.' },
]
