/**
 * Team, careers, pricing and accreditations of the fictional company behind the demo site. Team
 * members, plans and accreditations carry their Hindi texts (`hi`, docs/product.md §21); people's and
 * plans' names and issuers stay as written.
 */
export const TEAM_MEMBERS: { name: string; role: string; bio: string; hide?: boolean; hi: { role: string; bio: string } }[] = [
  { name: 'Ananya Rao', role: 'Founder & CEO', bio: 'Ananya spent fifteen years in housing finance before starting the company to make buying a home less opaque.',
    hi: { role: 'संस्थापक और CEO', bio: 'अनन्या ने हाउसिंग फ़ाइनेंस में पंद्रह साल काम करने के बाद यह कंपनी शुरू की, ताकि घर ख़रीदना कम उलझन भरा और ज़्यादा पारदर्शी हो।' } },
  { name: 'Vikram Mehta', role: 'Head of Research', bio: 'Vikram tracks launches, approvals and price movements across ten cities and writes our market notes.',
    hi: { role: 'रिसर्च प्रमुख', bio: 'विक्रम दस शहरों में नए लॉन्च, मंज़ूरियों और कीमतों के उतार-चढ़ाव पर नज़र रखते हैं और हमारे बाज़ार नोट लिखते हैं।' } },
  { name: 'Priya Nair', role: 'Home Loan Advisor', bio: 'Priya has helped over two thousand families compare lenders, rates and eligibility.',
    hi: { role: 'होम लोन सलाहकार', bio: 'प्रिया दो हज़ार से ज़्यादा परिवारों को बैंकों, ब्याज दरों और पात्रता की तुलना करने में मदद कर चुकी हैं।' } },
  { name: 'Arjun Iyer', role: 'Legal Counsel', bio: 'Arjun reviews title documents, RERA filings and sale agreements for our buyers.',
    hi: { role: 'क़ानूनी सलाहकार', bio: 'अर्जुन हमारे ख़रीदारों के लिए टाइटल के दस्तावेज़, RERA फ़ाइलिंग और बिक्री अनुबंध जाँचते हैं।' } },
  { name: 'Sneha Kulkarni', role: 'Content Lead', bio: 'Sneha edits our guides on buying, vastu and NRI investment.',
    hi: { role: 'कंटेंट प्रमुख', bio: 'स्नेहा घर ख़रीदने, वास्तु और NRI निवेश पर हमारी गाइडों का संपादन करती हैं।' } },
  { name: 'Rahul Verma', role: 'Sales Manager, North', bio: 'Rahul leads site visits and negotiations across Gurugram and Noida.',
    hi: { role: 'सेल्स मैनेजर, उत्तर भारत', bio: 'राहुल गुरुग्राम और नोएडा में साइट विज़िट और मोल-भाव की अगुवाई करते हैं।' } },
  { name: 'Fatima Sheikh', role: 'Customer Success', bio: 'Fatima looks after buyers from booking to possession.',
    hi: { role: 'ग्राहक सेवा', bio: 'फ़ातिमा बुकिंग से पज़ेशन तक ख़रीदारों का ध्यान रखती हैं।' } },
  { name: 'Karthik Subramanian', role: 'Data Engineer', bio: 'Karthik maintains the listings data pipeline.', hide: true,
    hi: { role: 'डेटा इंजीनियर', bio: 'कार्तिक लिस्टिंग डेटा की पाइपलाइन सँभालते हैं।' } },
]

export const CAREERS: { title: string; location: string; type: string; open: boolean; summary: string; duties: string[] }[] = [
  { title: 'Property Consultant', location: 'Bengaluru', type: 'Full-time', open: true, summary: 'Guide home buyers from their first enquiry to booking.', duties: ['Answer enquiries within the hour', 'Plan and lead site visits', 'Compare projects honestly for each buyer'] },
  { title: 'Senior Property Consultant', location: 'Mumbai', type: 'Full-time', open: true, summary: 'Lead a small team of consultants in the western suburbs.', duties: ['Coach three to five consultants', 'Own relationships with developers', 'Review monthly sales numbers'] },
  { title: 'Home Loan Specialist', location: 'Pune', type: 'Full-time', open: true, summary: 'Help buyers choose and secure the right home loan.', duties: ['Assess eligibility', 'Compare lender offers', 'Track applications to disbursement'] },
  { title: 'Content Writer (Real Estate)', location: 'Remote', type: 'Contract', open: true, summary: 'Write clear guides and market notes for first-time buyers.', duties: ['Two long-form guides a month', 'Weekly market updates', 'Fact-check with our research team'] },
  { title: 'Full-stack Engineer', location: 'Hyderabad', type: 'Full-time', open: true, summary: 'Build the search, listings and lead tools that our buyers and sales team use every day.', duties: ['TypeScript, React and SQL', 'Own features end to end', 'Care about accessibility and speed'] },
  { title: 'Marketing Intern', location: 'Chennai', type: 'Internship', open: false, summary: 'Support campaigns for new project launches.', duties: ['Plan social posts', 'Measure campaign results', 'Coordinate with designers'] },
]

type PlanTexts = { period: string; description: string; features: string[]; cta_label: string }

export const PRICING: ({ plan: string; price: number | null; highlighted?: boolean; hi: PlanTexts } & PlanTexts)[] = [
  { plan: 'Home Search', price: 0, period: 'free for buyers', description: 'Everything a buyer needs to shortlist and visit homes.', features: ['Verified project details', 'Unlimited site visits', 'Price comparison across builders'], cta_label: 'Start searching',
    hi: { period: 'ख़रीदारों के लिए मुफ़्त', description: 'घर शॉर्टलिस्ट करने और देखने जाने के लिए ख़रीदार को जो कुछ चाहिए, सब इसमें है।', features: ['परियोजनाओं का जाँचा हुआ ब्योरा', 'जितनी चाहें उतनी साइट विज़िट', 'अलग-अलग बिल्डरों की कीमतों की तुलना'], cta_label: 'खोज शुरू करें' } },
  { plan: 'Loan Assist', price: 4999, period: 'one-time', description: 'We compare lenders and handle the paperwork with you.', features: ['Offers from 12 lenders', 'Eligibility check', 'Document pickup'], highlighted: true, cta_label: 'Get loan help',
    hi: { period: 'एक बार', description: 'हम बैंकों के ऑफ़र की तुलना करते हैं और काग़ज़ी काम आपके साथ मिलकर निपटाते हैं।', features: ['12 बैंकों के ऑफ़र', 'लोन पात्रता की जाँच', 'दस्तावेज़ आपके घर से लेने की सुविधा'], cta_label: 'लोन में मदद लें' } },
  { plan: 'Legal Check', price: 14999, period: 'one-time', description: 'A lawyer reviews the title, approvals and agreement.', features: ['Title search for 30 years', 'RERA and approval check', 'Agreement review call'], cta_label: 'Book a legal check',
    hi: { period: 'एक बार', description: 'एक वकील टाइटल, मंज़ूरियों और अनुबंध की जाँच करता है।', features: ['30 साल तक की टाइटल जाँच', 'RERA और मंज़ूरियों की जाँच', 'अनुबंध की समीक्षा पर कॉल'], cta_label: 'क़ानूनी जाँच बुक करें' } },
  { plan: 'NRI Concierge', price: null, period: 'on request', description: 'End-to-end purchase and property management for NRIs.', features: ['Power of attorney guidance', 'Video site visits', 'Rental management'], cta_label: 'Talk to us',
    hi: { period: 'अनुरोध पर', description: 'NRI ख़रीदारों के लिए ख़रीद से लेकर प्रॉपर्टी की देखरेख तक, पूरी सेवा।', features: ['पावर ऑफ़ अटॉर्नी पर मार्गदर्शन', 'वीडियो पर साइट विज़िट', 'किराये का प्रबंधन'], cta_label: 'हमसे बात करें' } },
]

export const ACCREDITATIONS: { name: string; type: 'accreditation' | 'association' | 'award' | 'press'; year: number; issuer: string; description: string; hi: { name: string; description: string } }[] = [
  { name: 'RERA-registered agent, Karnataka', type: 'accreditation', year: 2018, issuer: 'Karnataka RERA', description: 'Registered real estate agent under the Real Estate (Regulation and Development) Act.',
    hi: { name: 'RERA में पंजीकृत एजेंट, कर्नाटक', description: 'रियल एस्टेट (विनियमन और विकास) अधिनियम के तहत पंजीकृत रियल एस्टेट एजेंट।' } },
  { name: 'RERA-registered agent, Maharashtra', type: 'accreditation', year: 2019, issuer: 'MahaRERA', description: 'Registered agent with MahaRERA for Mumbai and Pune.',
    hi: { name: 'RERA में पंजीकृत एजेंट, महाराष्ट्र', description: 'मुंबई और पुणे के लिए MahaRERA में पंजीकृत एजेंट।' } },
  { name: 'ISO 9001:2015 certified processes', type: 'accreditation', year: 2021, issuer: 'Independent certification body', description: 'Quality management for our advisory and documentation services.',
    hi: { name: 'ISO 9001:2015 प्रमाणित प्रक्रियाएँ', description: 'हमारी सलाह और दस्तावेज़ सेवाओं में गुणवत्ता प्रबंधन।' } },
  { name: 'Member, National Association of Realtors India', type: 'association', year: 2017, issuer: 'NAR India', description: 'Member of the national body of real estate professionals.',
    hi: { name: 'नेशनल एसोसिएशन ऑफ़ रियल्टर्स इंडिया की सदस्यता', description: 'रियल एस्टेट पेशेवरों की राष्ट्रीय संस्था के सदस्य।' } },
  { name: 'Member, Confederation of Real Estate Brokers', type: 'association', year: 2020, issuer: 'Brokers association', description: 'Committed to the association’s code of conduct.',
    hi: { name: 'कॉन्फ़ेडरेशन ऑफ़ रियल एस्टेट ब्रोकर्स की सदस्यता', description: 'संस्था की आचार संहिता के पालन के लिए प्रतिबद्ध।' } },
  { name: 'Best Property Advisory Startup', type: 'award', year: 2022, issuer: 'Realty Excellence Awards', description: 'Recognised for transparent advice to first-time buyers.',
    hi: { name: 'सर्वश्रेष्ठ प्रॉपर्टी सलाहकार स्टार्टअप', description: 'पहली बार घर ख़रीदने वालों को पारदर्शी सलाह देने के लिए सम्मानित।' } },
  { name: 'Customer Service Excellence', type: 'award', year: 2023, issuer: 'Housing Industry Forum', description: 'Highest customer satisfaction among advisory firms.',
    hi: { name: 'ग्राहक सेवा में उत्कृष्टता', description: 'सलाहकार कंपनियों में ग्राहकों की सबसे ज़्यादा संतुष्टि।' } },
  { name: 'Digital Innovation in Real Estate', type: 'award', year: 2024, issuer: 'PropTech Summit', description: 'For our open search and EMI tools.',
    hi: { name: 'रियल एस्टेट में डिजिटल नवाचार', description: 'हमारे खुले सर्च और EMI टूल के लिए।' } },
  { name: 'How buyers are using RERA data to choose homes', type: 'press', year: 2023, issuer: 'The Financial Daily', description: 'Our research team on reading RERA filings.',
    hi: { name: 'ख़रीदार घर चुनने में RERA डेटा का इस्तेमाल कैसे कर रहे हैं', description: 'RERA फ़ाइलिंग को पढ़ने के तरीके पर हमारी रिसर्च टीम।' } },
  { name: 'Ten cities, one playbook for first-time buyers', type: 'press', year: 2024, issuer: 'Metro Business Review', description: 'An interview with our founder.',
    hi: { name: 'दस शहर, पहली बार घर ख़रीदने वालों के लिए एक ही तरीका', description: 'हमारी संस्थापक से बातचीत।' } },
]
