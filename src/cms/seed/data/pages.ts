import type { RichTextBlock } from '../richText'

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
  { item: 'email', content: 'hello@homes.example' },
  { item: 'address', content: '4th Floor, Residency Towers, Residency Road, Bengaluru 560025' },
  { item: 'g_tag_id', content: '' },
  { item: 'profanity_list', content: ['scam', 'fraud', 'idiot', 'bastard', 'stupid'].join('\n') },
  { item: 'disclaimer', content: DISCLAIMER },
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
