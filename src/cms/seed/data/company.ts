/** Team, careers, pricing and accreditations of the fictional company behind the demo site. */
export const TEAM_MEMBERS: { name: string; role: string; bio: string; hide?: boolean }[] = [
  { name: 'Ananya Rao', role: 'Founder & CEO', bio: 'Ananya spent fifteen years in housing finance before starting the company to make buying a home less opaque.' },
  { name: 'Vikram Mehta', role: 'Head of Research', bio: 'Vikram tracks launches, approvals and price movements across ten cities and writes our market notes.' },
  { name: 'Priya Nair', role: 'Home Loan Advisor', bio: 'Priya has helped over two thousand families compare lenders, rates and eligibility.' },
  { name: 'Arjun Iyer', role: 'Legal Counsel', bio: 'Arjun reviews title documents, RERA filings and sale agreements for our buyers.' },
  { name: 'Sneha Kulkarni', role: 'Content Lead', bio: 'Sneha edits our guides on buying, vastu and NRI investment.' },
  { name: 'Rahul Verma', role: 'Sales Manager, North', bio: 'Rahul leads site visits and negotiations across Gurugram and Noida.' },
  { name: 'Fatima Sheikh', role: 'Customer Success', bio: 'Fatima looks after buyers from booking to possession.' },
  { name: 'Karthik Subramanian', role: 'Data Engineer', bio: 'Karthik maintains the listings data pipeline.', hide: true },
]

export const CAREERS: { title: string; location: string; type: string; open: boolean; summary: string; duties: string[] }[] = [
  { title: 'Property Consultant', location: 'Bengaluru', type: 'Full-time', open: true, summary: 'Guide home buyers from their first enquiry to booking.', duties: ['Answer enquiries within the hour', 'Plan and lead site visits', 'Compare projects honestly for each buyer'] },
  { title: 'Senior Property Consultant', location: 'Mumbai', type: 'Full-time', open: true, summary: 'Lead a small team of consultants in the western suburbs.', duties: ['Coach three to five consultants', 'Own relationships with developers', 'Review monthly sales numbers'] },
  { title: 'Home Loan Specialist', location: 'Pune', type: 'Full-time', open: true, summary: 'Help buyers choose and secure the right home loan.', duties: ['Assess eligibility', 'Compare lender offers', 'Track applications to disbursement'] },
  { title: 'Content Writer (Real Estate)', location: 'Remote', type: 'Contract', open: true, summary: 'Write clear guides and market notes for first-time buyers.', duties: ['Two long-form guides a month', 'Weekly market updates', 'Fact-check with our research team'] },
  { title: 'Full-stack Engineer', location: 'Hyderabad', type: 'Full-time', open: true, summary: 'Build the search, listings and lead tools that our buyers and sales team use every day.', duties: ['TypeScript, React and SQL', 'Own features end to end', 'Care about accessibility and speed'] },
  { title: 'Marketing Intern', location: 'Chennai', type: 'Internship', open: false, summary: 'Support campaigns for new project launches.', duties: ['Plan social posts', 'Measure campaign results', 'Coordinate with designers'] },
]

export const PRICING: { plan: string; price: number | null; period: string; description: string; features: string[]; highlighted?: boolean; cta_label: string }[] = [
  { plan: 'Home Search', price: 0, period: 'free for buyers', description: 'Everything a buyer needs to shortlist and visit homes.', features: ['Verified project details', 'Unlimited site visits', 'Price comparison across builders'], cta_label: 'Start searching' },
  { plan: 'Loan Assist', price: 4999, period: 'one-time', description: 'We compare lenders and handle the paperwork with you.', features: ['Offers from 12 lenders', 'Eligibility check', 'Document pickup'], highlighted: true, cta_label: 'Get loan help' },
  { plan: 'Legal Check', price: 14999, period: 'one-time', description: 'A lawyer reviews the title, approvals and agreement.', features: ['Title search for 30 years', 'RERA and approval check', 'Agreement review call'], cta_label: 'Book a legal check' },
  { plan: 'NRI Concierge', price: null, period: 'on request', description: 'End-to-end purchase and property management for NRIs.', features: ['Power of attorney guidance', 'Video site visits', 'Rental management'], cta_label: 'Talk to us' },
]

export const ACCREDITATIONS: { name: string; type: 'accreditation' | 'association' | 'award' | 'press'; year: number; issuer: string; description: string }[] = [
  { name: 'RERA-registered agent, Karnataka', type: 'accreditation', year: 2018, issuer: 'Karnataka RERA', description: 'Registered real estate agent under the Real Estate (Regulation and Development) Act.' },
  { name: 'RERA-registered agent, Maharashtra', type: 'accreditation', year: 2019, issuer: 'MahaRERA', description: 'Registered agent with MahaRERA for Mumbai and Pune.' },
  { name: 'ISO 9001:2015 certified processes', type: 'accreditation', year: 2021, issuer: 'Independent certification body', description: 'Quality management for our advisory and documentation services.' },
  { name: 'Member, National Association of Realtors India', type: 'association', year: 2017, issuer: 'NAR India', description: 'Member of the national body of real estate professionals.' },
  { name: 'Member, Confederation of Real Estate Brokers', type: 'association', year: 2020, issuer: 'Brokers association', description: 'Committed to the association’s code of conduct.' },
  { name: 'Best Property Advisory Startup', type: 'award', year: 2022, issuer: 'Realty Excellence Awards', description: 'Recognised for transparent advice to first-time buyers.' },
  { name: 'Customer Service Excellence', type: 'award', year: 2023, issuer: 'Housing Industry Forum', description: 'Highest customer satisfaction among advisory firms.' },
  { name: 'Digital Innovation in Real Estate', type: 'award', year: 2024, issuer: 'PropTech Summit', description: 'For our open search and EMI tools.' },
  { name: 'How buyers are using RERA data to choose homes', type: 'press', year: 2023, issuer: 'The Financial Daily', description: 'Our research team on reading RERA filings.' },
  { name: 'Ten cities, one playbook for first-time buyers', type: 'press', year: 2024, issuer: 'Metro Business Review', description: 'An interview with our founder.' },
]
