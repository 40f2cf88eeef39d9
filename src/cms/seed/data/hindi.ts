import type { RichTextBlock } from '../richText'

/**
 * The demo content's Hindi versions (docs/product.md §21), written as natural Hindi, keyed by the
 * English document's natural key: every information page, every FAQ and three blog posts. The seed
 * writes them as the `hi` locale of the same documents; fields without Hindi read as English.
 */
export type HindiPage = { title: string; meta_description: string; contents: RichTextBlock[] }

export const PAGES_HI: Record<string, HindiPage> = {
  about: {
    title: 'हमारे बारे में',
    meta_description: 'हम कौन हैं, घर ख़रीदने वालों की मदद कैसे करते हैं और सलाह देने वाली हमारी टीम।',
    contents: [
      'हम प्रॉपर्टी सलाहकारों, शोधकर्ताओं और होम-लोन विशेषज्ञों की टीम हैं, जो भारत के दस शहरों में परिवारों को नया घर ख़रीदने में मदद करती है। हमने 2017 में एक वादे के साथ शुरुआत की: ईमानदार सलाह, जाँची-परखी प्रोजेक्ट जानकारी और ख़रीदारों से कोई फ़ीस नहीं।',
      { heading: 'हम कैसे काम करते हैं' },
      { list: ['हर प्रोजेक्ट को सूची में डालने से पहले उसके RERA पंजीकरण से मिलाते हैं', 'क़ीमतें और फ़्लोर प्लान वैसे ही दिखाते हैं जैसे डेवलपर प्रकाशित करते हैं', 'आप कोई भी प्रोजेक्ट चुनें, हमारे सलाहकारों की कमाई एक जैसी रहती है'] },
    ],
  },
  services: {
    title: 'हमारी सेवाएँ',
    meta_description: 'घर की खोज, साइट विज़िट, होम लोन, क़ानूनी जाँच और NRI सेवाएँ, एक ही टीम से।',
    contents: [
      'पहली खोज से लेकर चाबी मिलने के दिन तक, एक ही टीम आपका साथ देती है।',
      { heading: 'हम क्या करते हैं' },
      { list: ['अलग-अलग बिल्डरों के प्रोजेक्ट छाँटना और उनकी तुलना करना', 'आपके हफ़्ते के हिसाब से साइट विज़िट', '12 बैंकों और संस्थाओं के होम लोन की तुलना', 'टाइटल, मंज़ूरियों और अनुबंधों की क़ानूनी जाँच', 'विदेश में रहने वाले भारतीयों के लिए शुरू से आख़िर तक मदद'] },
    ],
  },
  guide: {
    title: 'नया घर ख़रीदने की गाइड',
    meta_description: 'बजट, मंज़ूरियाँ, लोन और काग़ज़ात: नया घर बुक करने से पहले क्या जाँचें।',
    contents: [
      'ज़्यादातर परिवारों के लिए नया घर उनकी सबसे बड़ी ख़रीद होता है। यह गाइड हर क़दम उसी क्रम में बताती है जिसमें वह आता है।',
      { heading: '1. अपना बजट तय करें' },
      'क़ीमत में स्टाम्प ड्यूटी, रजिस्ट्री, GST और इंटीरियर का ख़र्च जोड़ें, और हमारे EMI कैलकुलेटर से देखें कि लोन हर महीने कितने का पड़ेगा।',
      { heading: '2. प्रोजेक्ट की जाँच करें' },
      { list: ['RERA पंजीकरण और मंज़ूर नक्शे', 'डेवलपर का समय पर घर सौंपने का रिकॉर्ड', 'कार्पेट एरिया और लोडिंग'] },
      { heading: '3. बुकिंग और रजिस्ट्री' },
      'क़ीमत का 10% से ज़्यादा देने से पहले बिक्री अनुबंध ध्यान से पढ़ें, और उसे अपने राज्य के सब-रजिस्ट्रार के यहाँ रजिस्टर कराएँ।',
    ],
  },
  nri: {
    title: 'विदेश से भारत में घर ख़रीदना',
    meta_description: 'NRI और OCI भारत में घर कैसे ख़रीदें, भुगतान करें और रजिस्ट्री कराएँ, हर क़दम पर हमारी मदद के साथ।',
    contents: [
      'अनिवासी भारतीय और भारत के प्रवासी नागरिक लगभग उसी तरह घर ख़रीद सकते हैं जैसे यहाँ रहने वाले। हम वीडियो साइट विज़िट, काग़ज़ात और पावर ऑफ़ अटॉर्नी में मदद करते हैं, ताकि आपको आना न पड़े।',
      { list: ['चुने हुए घरों का वीडियो से पूरा दौरा', 'भारतीय बैंकों से NRI के लिए होम लोन', 'RBI की सीमा में बिक्री की रक़म विदेश भेजना'] },
    ],
  },
  vastu: {
    title: 'आपके नए घर के लिए वास्तु',
    meta_description: 'प्रवेश द्वार, रसोई और शयनकक्ष पर पारंपरिक वास्तु सलाह, और घर चुनते समय उसे कितना महत्व दें।',
    contents: [
      'कई ख़रीदार चाहते हैं कि उनका घर वास्तु शास्त्र के अनुसार हो। आपके चुने किसी भी प्रोजेक्ट में हमारे सलाहकार वास्तु के अनुकूल फ़्लोर प्लान बता सकते हैं।',
      { list: ['प्रवेश द्वार: उत्तर या पूर्व की ओर', 'रसोई: दक्षिण-पूर्व कोना', 'मुख्य शयनकक्ष: दक्षिण-पश्चिम'] },
      'रोशनी, हवा और आपके परिवार के अनुकूल बनावट उतनी ही ज़रूरी है जितनी दिशा।',
    ],
  },
  phone: {
    title: 'प्रॉपर्टी विशेषज्ञ से बात करें',
    meta_description: 'प्रोजेक्ट, क़ीमतों, साइट विज़िट और होम लोन पर सीधे जवाब के लिए हमारे सलाहकारों को फ़ोन करें।',
    contents: ['हमारे सलाहकार सोमवार से शनिवार, सुबह 9 से रात 8 बजे (IST) तक फ़ोन पर उपलब्ध हैं। कॉल मुफ़्त है और ख़रीदने की कोई बाध्यता नहीं।'],
  },
  gold: {
    title: 'गोल्ड सदस्यता',
    meta_description: 'एक साल के लिए निजी सलाहकार, नए लॉन्च की पहले जानकारी और मुफ़्त क़ानूनी जाँच।',
    contents: [
      'गोल्ड सदस्यों को बारह महीने के लिए अपना सलाहकार, नए लॉन्च तक पहले पहुँच और चुने गए घर की मुफ़्त क़ानूनी जाँच मिलती है।',
      { list: ['एक सलाहकार जो आपकी ज़रूरत जानता है', 'सार्वजनिक लॉन्च से पहले की क़ीमतें', 'वकील द्वारा टाइटल और मंज़ूरियों की जाँच शामिल'] },
    ],
  },
  privacy: {
    title: 'गोपनीयता नीति',
    meta_description: 'हम आपकी निजी जानकारी कैसे जुटाते हैं, उसका उपयोग करते हैं और उसे सुरक्षित रखते हैं।',
    contents: [
      'यह नीति बताती है कि इस वेबसाइट के उपयोग के दौरान हम कौन-सी निजी जानकारी जुटाते हैं, क्यों जुटाते हैं और आपके पास क्या विकल्प हैं।',
      { heading: 'हम क्या जुटाते हैं' },
      { list: ['पूछताछ, संपर्क और CV फ़ॉर्म में दिए गए आपके संपर्क विवरण', 'साइन इन करने पर आपके खाते का विवरण', 'आपकी सहेजी गई पसंदीदा प्रॉपर्टी', 'IP पता और ब्राउज़र जैसी तकनीकी जानकारी, सुरक्षा और दर-सीमा के लिए'] },
      { heading: 'हम इसका उपयोग कैसे करते हैं' },
      'आपकी पूछताछ का जवाब देने, आपने जिस प्रोजेक्ट के बारे में पूछा उसके डेवलपर से आपको जोड़ने और साइट को सुरक्षित रखने के लिए। हम आपकी जानकारी बेचते नहीं हैं।',
      { heading: 'आपके विकल्प' },
      'आप privacy@homes.example पर लिखकर कभी भी अपनी जानकारी ठीक करवा सकते हैं या मिटवा सकते हैं।',
    ],
  },
  terms: {
    title: 'उपयोग की शर्तें',
    meta_description: 'इस वेबसाइट और इसकी सेवाओं के उपयोग पर लागू शर्तें।',
    contents: [
      'इस वेबसाइट का उपयोग करके आप इन शर्तों से सहमत होते हैं।',
      { heading: 'इस साइट की जानकारी' },
      'प्रोजेक्ट की जानकारी डेवलपरों और सार्वजनिक स्रोतों से आती है। ग़लत जानकारी के लिए हम ज़िम्मेदार नहीं हैं; कोई भी निर्णय लेने से पहले सभी विवरण डेवलपर से जाँच लें।',
      { heading: 'पूछताछ' },
      'पूछताछ भेजकर आप सहमति देते हैं कि हमारी टीम और प्रोजेक्ट के डेवलपर उसके बारे में फ़ोन, ई-मेल या मैसेजिंग ऐप से आपसे संपर्क कर सकते हैं।',
      { heading: 'बदलाव' },
      'हम इन शर्तों को बदल सकते हैं; यहाँ प्रकाशित संस्करण लागू होता है।',
    ],
  },
  cookies: {
    title: 'कुकी नीति',
    meta_description: 'हम कौन-सी कुकी इस्तेमाल करते हैं और क्यों।',
    contents: [
      'आपका शहर, आपकी भाषा और आपकी पसंदीदा प्रॉपर्टी याद रखने और आपको साइन इन रखने के लिए हम कुछ कुकी इस्तेमाल करते हैं।',
      { list: ['city — आपका चुना हुआ शहर', 'language — आपकी भाषा', 'fav — आपकी पसंदीदा प्रॉपर्टी', 'सेशन कुकी — आपका साइन इन'] },
    ],
  },
}

/** Hindi question and answer of each demo FAQ, by its English question. */
export const FAQS_HI: Record<string, { question: string; answer: string }> = {
  'Do you charge buyers a fee?': { question: 'क्या आप ख़रीदारों से फ़ीस लेते हैं?', answer: 'नहीं। खोज, छँटाई और साइट विज़िट ख़रीदारों के लिए मुफ़्त हैं; हमारे ज़रिए बुकिंग होने पर डेवलपर हमें भुगतान करते हैं।' },
  'Which cities do you cover?': { question: 'आप किन शहरों में काम करते हैं?', answer: 'बेंगलुरु, मुंबई, पुणे, हैदराबाद, चेन्नई, गुरुग्राम, नोएडा, कोलकाता, अहमदाबाद और कोच्चि।' },
  'How quickly will someone call me back?': { question: 'मुझे कितनी जल्दी वापस फ़ोन आएगा?', answer: 'सुबह 9 से रात 8 बजे (IST) के बीच भेजी गई पूछताछ पर दो कामकाजी घंटों के भीतर।' },
  'What is carpet area?': { question: 'कार्पेट एरिया क्या है?', answer: 'RERA की परिभाषा के अनुसार घर की दीवारों के भीतर का इस्तेमाल होने वाला क्षेत्रफल। जहाँ डेवलपर इसे प्रकाशित करते हैं, हमारी साइट पर क़ीमतें कार्पेट एरिया के आधार पर हैं।' },
  'What does “ready to move” mean?': { question: '“रेडी टू मूव” का क्या मतलब है?', answer: 'प्रोजेक्ट को ऑक्यूपेंसी सर्टिफ़िकेट मिल चुका है और रजिस्ट्री के कुछ ही समय बाद आपको कब्ज़ा मिल सकता है।' },
  'How much should I budget beyond the price?': { question: 'क़ीमत के अलावा कितना बजट रखना चाहिए?', answer: 'स्टाम्प ड्यूटी और रजिस्ट्री (राज्य के अनुसार लगभग 5–8%), निर्माणाधीन घरों पर GST और मेंटेनेंस जमा राशि का हिसाब रखें।' },
  'How much loan can I get?': { question: 'मुझे कितना लोन मिल सकता है?', answer: 'बैंक आमतौर पर आपकी EMI को मासिक आय के 50–60% तक सीमित रखते हैं और प्रॉपर्टी के मूल्य का 75–90% तक लोन देते हैं।' },
  'Fixed or floating rate?': { question: 'फ़िक्स्ड या फ़्लोटिंग दर?', answer: 'भारत में ज़्यादातर होम लोन फ़्लोटिंग होते हैं और किसी बाहरी बेंचमार्क से जुड़े होते हैं; फ़िक्स्ड दरें ऊँची होती हैं और अक्सर कुछ साल बाद बदल जाती हैं।' },
  'Can I prepay my home loan?': { question: 'क्या मैं होम लोन समय से पहले चुका सकता हूँ?', answer: 'हाँ। व्यक्तियों के फ़्लोटिंग-दर होम लोन पर बैंक समय-पूर्व भुगतान का जुर्माना नहीं ले सकते।' },
  'Can NRIs buy property in India?': { question: 'क्या NRI भारत में प्रॉपर्टी ख़रीद सकते हैं?', answer: 'हाँ। NRI और OCI आवासीय और व्यावसायिक प्रॉपर्टी ख़रीद सकते हैं; खेती की ज़मीन, बाग़ान और फ़ार्महाउस के लिए विशेष मंज़ूरी चाहिए।' },
  'How do NRIs pay for a property?': { question: 'NRI प्रॉपर्टी का भुगतान कैसे करते हैं?', answer: 'NRE, NRO या FCNR खातों से, या सामान्य बैंकिंग माध्यमों से विदेश से भेजी गई रक़म से।' },
  'Do I need to visit India to register?': { question: 'क्या रजिस्ट्री के लिए भारत आना ज़रूरी है?', answer: 'ज़रूरी नहीं; रजिस्टर्ड पावर ऑफ़ अटॉर्नी आपकी ओर से रजिस्ट्री पूरी कर सकती है।' },
  'Which entrance direction is considered best?': { question: 'प्रवेश द्वार की कौन-सी दिशा सबसे अच्छी मानी जाती है?', answer: 'परंपरा से उत्तर और पूर्व की ओर के प्रवेश द्वार पसंद किए जाते हैं, हालाँकि दिशा से ज़्यादा अच्छी बनावट मायने रखती है।' },
  'Where should the kitchen be?': { question: 'रसोई कहाँ होनी चाहिए?', answer: 'परंपरा से घर के दक्षिण-पूर्व कोने में।' },
  'How do I check a project’s RERA registration?': { question: 'किसी प्रोजेक्ट का RERA पंजीकरण कैसे जाँचें?', answer: 'प्रोजेक्ट पेज पर दिया RERA नंबर अपने राज्य की RERA वेबसाइट पर खोजें और मंज़ूर नक्शे और समय-सीमा मिलाएँ।' },
  'What documents should I ask the developer for?': { question: 'डेवलपर से कौन-से काग़ज़ात माँगने चाहिए?', answer: 'टाइटल डीड, भार-मुक्ति प्रमाणपत्र, मंज़ूर बिल्डिंग प्लान, निर्माण आरंभ प्रमाणपत्र और पूरे हो चुके प्रोजेक्ट के लिए ऑक्यूपेंसी सर्टिफ़िकेट।' },
  'Is Loan Assist refundable?': { question: 'क्या लोन असिस्ट की फ़ीस वापस मिलती है?', answer: 'हाँ, अगर कोई भी बैंक आपका लोन मंज़ूर न करे तो पूरी।' },
  'Do prices include GST?': { question: 'क्या क़ीमतों में GST शामिल है?', answer: 'हमारी सेवाओं की क़ीमतों में GST शामिल है।' },
  'What is the Gold membership?': { question: 'गोल्ड सदस्यता क्या है?', answer: 'एक प्राथमिकता सेवा, जिसमें अपना सलाहकार, नए लॉन्च तक पहले पहुँच और मुफ़्त क़ानूनी जाँच मिलती है।' },
  'How long does Gold membership last?': { question: 'गोल्ड सदस्यता कितने समय चलती है?', answer: 'जुड़ने के दिन से बारह महीने।' },
}

/** Three demo blog posts in Hindi, by their English title. */
export const BLOGS_HI: Record<string, { title: string; preview_paragraph: string; contents: RichTextBlock[] }> = {
  'A first-time buyer’s checklist for 2026': {
    title: 'पहली बार घर ख़रीदने वालों की 2026 की चेकलिस्ट',
    preview_paragraph: 'ऐसा बजट बनाएँ जिसमें स्टाम्प ड्यूटी, रजिस्ट्री, लागू हो तो GST, इंटीरियर और पहले साल के मेंटेनेंस की गुंजाइश हो। छँटाई रोज़ के सफ़र से शुरू करें।',
    contents: [
      'ऐसा बजट बनाएँ जिसमें स्टाम्प ड्यूटी, रजिस्ट्री, लागू हो तो GST, इंटीरियर और पहले साल के मेंटेनेंस की गुंजाइश हो।',
      { heading: 'क्या देखें' },
      'छँटाई रोज़ के सफ़र से शुरू करें: जो घर हर दिन एक घंटे का सफ़र बढ़ा दे, वह किसी भी छूट से महँगा पड़ता है।',
      { list: ['दिन के अलग-अलग समय साइट पर जाएँ और आसपास रहने वालों से बात करें', 'प्रति वर्ग फ़ुट क़ीमत की तुलना कार्पेट एरिया पर करें, सुपर बिल्ट-अप पर नहीं'] },
      { heading: 'हमारी सलाह' },
      'फ़ैसले से पहले हमारे सलाहकारों से बात करें: हम प्रोजेक्ट, बैंक और काग़ज़ात की तुलना मुफ़्त करते हैं।',
    ],
  },
  'Carpet area, built-up area and super built-up area explained': {
    title: 'कार्पेट एरिया, बिल्ट-अप एरिया और सुपर बिल्ट-अप एरिया: आसान शब्दों में',
    preview_paragraph: 'तीनों माप एक ही घर के अलग-अलग हिस्से गिनते हैं। क़ीमतों की तुलना हमेशा कार्पेट एरिया पर करें।',
    contents: [
      'कार्पेट एरिया दीवारों के भीतर का वह फ़र्श है जिस पर आप सचमुच रहते हैं; RERA के अनुसार डेवलपर को यही बताना होता है।',
      { heading: 'क्या देखें' },
      'बिल्ट-अप एरिया में दीवारों की मोटाई और बालकनी जुड़ती है, और सुपर बिल्ट-अप में सीढ़ियाँ, लॉबी और क्लबहाउस का हिस्सा भी।',
      { list: ['दो प्रोजेक्ट की तुलना प्रति वर्ग फ़ुट कार्पेट एरिया की क़ीमत पर करें', 'लोडिंग (सुपर बिल्ट-अप और कार्पेट का अंतर) 30% से ज़्यादा हो तो सवाल पूछें'] },
      { heading: 'हमारी सलाह' },
      'बुकिंग से पहले अनुबंध में कार्पेट एरिया लिखा हुआ देखें और उसे RERA पर दर्ज नक्शे से मिलाएँ।',
    ],
  },
  'How to read a RERA registration before you book': {
    title: 'बुकिंग से पहले RERA पंजीकरण कैसे पढ़ें',
    preview_paragraph: 'जनता को बेचे जाने वाले हर प्रोजेक्ट का राज्य RERA में पंजीकरण ज़रूरी है, और हर विज्ञापन पर पंजीकरण संख्या होनी चाहिए।',
    contents: [
      'जनता को बेचे जाने वाले हर प्रोजेक्ट का राज्य RERA में पंजीकरण ज़रूरी है; पंजीकरण संख्या हर विज्ञापन पर होनी चाहिए।',
      { heading: 'क्या देखें' },
      'RERA वेबसाइट पर मंज़ूर नक्शे पढ़ें और जाँचें कि आपको दिया जा रहा फ़्लैट उनसे मेल खाता है।',
      { list: ['कम से कम तीस साल का टाइटल डीड और भार-मुक्ति प्रमाणपत्र माँगें', 'हर रसीद सँभालकर रखें और भुगतान केवल प्रोजेक्ट के RERA खाते में करें'] },
      { heading: 'हमारी सलाह' },
      'फ़ैसले से पहले हमारे सलाहकारों से बात करें: हम प्रोजेक्ट, बैंक और काग़ज़ात की तुलना मुफ़्त करते हैं।',
    ],
  },
}

/** Hindi names of the demo cities (docs/product.md §21), by their English name. */
export const CITIES_HI: Record<string, string> = {
  Bengaluru: 'बेंगलुरु',
  Mumbai: 'मुंबई',
  Pune: 'पुणे',
  Hyderabad: 'हैदराबाद',
  Chennai: 'चेन्नई',
  Gurugram: 'गुरुग्राम',
  Noida: 'नोएडा',
  Kolkata: 'कोलकाता',
  Ahmedabad: 'अहमदाबाद',
  Kochi: 'कोच्चि',
}

/** Hindi names of the property types. */
export const PROPERTY_TYPES_HI: Record<string, string> = {
  Apartment: 'अपार्टमेंट',
  'Builder Floor': 'बिल्डर फ़्लोर',
  'Commercial Office': 'व्यावसायिक दफ़्तर',
  Duplex: 'डुप्लेक्स',
  'Farm House': 'फ़ार्म हाउस',
  'Independent House': 'स्वतंत्र मकान',
  Penthouse: 'पेंटहाउस',
  Plot: 'प्लॉट',
  'Retail Shop': 'दुकान',
  'Row House': 'रो हाउस',
  'Studio Apartment': 'स्टूडियो अपार्टमेंट',
  Villa: 'विला',
}

/** Hindi names of the amenities. */
export const AMENITIES_HI: Record<string, string> = {
  '24x7 Security': '24x7 सुरक्षा',
  Amphitheatre: 'एम्फ़ीथिएटर',
  'Badminton Court': 'बैडमिंटन कोर्ट',
  'Banquet Hall': 'बैंक्वेट हॉल',
  'Basketball Court': 'बास्केटबॉल कोर्ट',
  'CCTV Surveillance': 'सीसीटीवी निगरानी',
  "Children's Play Area": 'बच्चों के खेलने की जगह',
  Clubhouse: 'क्लबहाउस',
  'Co-working Space': 'को-वर्किंग स्पेस',
  'Convenience Store': 'किराना स्टोर',
  'Covered Car Parking': 'ढकी कार पार्किंग',
  'Cricket Pitch': 'क्रिकेट पिच',
  'Cycling Track': 'साइकिल ट्रैक',
  'EV Charging': 'ईवी चार्जिंग',
  'Fire Safety System': 'अग्नि सुरक्षा व्यवस्था',
  Gymnasium: 'जिम',
  'Indoor Games Room': 'इनडोर खेल कक्ष',
  Intercom: 'इंटरकॉम',
  'Jogging Track': 'जॉगिंग ट्रैक',
  'Landscaped Gardens': 'सजे हुए बगीचे',
  Lift: 'लिफ़्ट',
  Library: 'पुस्तकालय',
  'Meditation Zone': 'ध्यान कक्ष',
  'Multipurpose Hall': 'बहुउद्देशीय हॉल',
  'Party Lawn': 'पार्टी लॉन',
  'Pet Park': 'पालतू पशु पार्क',
  'Piped Gas': 'पाइप से गैस',
  'Power Backup': 'पावर बैकअप',
  'Rainwater Harvesting': 'वर्षा जल संचयन',
  'Senior Citizen Corner': 'वरिष्ठ नागरिक कोना',
  'Sewage Treatment Plant': 'सीवेज ट्रीटमेंट प्लांट',
  'Skating Rink': 'स्केटिंग रिंक',
  'Solar Water Heating': 'सौर जल तापन',
  Spa: 'स्पा',
  'Squash Court': 'स्क्वॉश कोर्ट',
  'Swimming Pool': 'स्विमिंग पूल',
  'Table Tennis': 'टेबल टेनिस',
  'Tennis Court': 'टेनिस कोर्ट',
  'Visitor Parking': 'आगंतुक पार्किंग',
  'Yoga Deck': 'योग डेक',
}

/** Hindi names and descriptions of the curated collections. */
export const COLLECTIONS_HI: Record<string, { name: string; description: string }> = {
  'New Launches': { name: 'नए लॉन्च', description: 'हाल ही में बुकिंग के लिए खुले प्रोजेक्ट, अक्सर लॉन्च कीमतों पर।' },
  'Ready to Move': { name: 'रहने के लिए तैयार', description: 'ऑक्यूपेंसी सर्टिफ़िकेट वाले घर: बिना इंतज़ार के रहने आइए।' },
  'Luxury Homes': { name: 'लग्ज़री घर', description: '₹2 करोड़ से ऊपर के प्रीमियम घर, बेहतरीन सुविधाओं के साथ।' },
  'Affordable Homes': { name: 'किफ़ायती घर', description: '₹75 लाख से कम के अच्छे बने घर, कई पीएमएवाई लाभ के योग्य।' },
  'Homes near Metro': { name: 'मेट्रो के पास घर', description: 'चालू या आने वाले मेट्रो स्टेशन से थोड़ी दूरी पर बने प्रोजेक्ट।' },
  'Gated Villas': { name: 'गेटेड विला', description: 'सुरक्षित गेटेड सोसाइटी में स्वतंत्र विला और रो हाउस।' },
}

/** The demo disclaimer (site data `disclaimer`) in Hindi. */
export const DISCLAIMER_HI =
  'यह जानकारी डेवलपरों और दूसरे स्रोतों से है और केवल मार्गदर्शन के लिए है। ग़लत जानकारी के लिए हम ज़िम्मेदार नहीं हैं; फ़ैसले से पहले हर विवरण, कीमत और मंज़ूरी डेवलपर से जाँच लें।'

/** The demo offers (src/cms/seed/properties.ts OFFERS) in Hindi, by their English text. */
export const OFFERS_HI: Record<string, string> = {
  'Zero stamp duty on bookings this month': 'इस महीने की बुकिंग पर स्टांप ड्यूटी शून्य',
  'Free modular kitchen worth ₹3 lakh': '₹3 लाख का मॉड्यूलर किचन मुफ़्त',
  'No pre-EMI till possession': 'पज़ेशन तक कोई प्री-EMI नहीं',
  'Flat ₹5 lakh off on 3 BHK homes': '3 BHK घरों पर सीधे ₹5 लाख की छूट',
  'Complimentary covered car park': 'ढकी हुई कार पार्किंग मुफ़्त',
  '10:90 payment plan': '10:90 भुगतान योजना',
  'Festive discount of ₹250 per sq.ft': 'त्योहार पर ₹250 प्रति वर्ग फ़ुट की छूट',
  'Free club membership for two years': 'दो साल की क्लब सदस्यता मुफ़्त',
  'Assured gift voucher on site visit and booking': 'साइट विज़िट और बुकिंग पर पक्का गिफ़्ट वाउचर',
  'Waiver of floor-rise charges': 'फ़्लोर-राइज़ शुल्क माफ़',
}

/** The demo properties' alert (src/cms/seed/properties.ts) in Hindi. */
export const PROPERTY_ALERT_HI =
  'डेवलपर ने पज़ेशन की समय-सीमा बदली है; बुकिंग से पहले RERA की नई फ़ाइलिंग ज़रूर देखें।'

/** What the Hindi texts of a demo property are made from: the values its English texts use. */
export type PropertyFacts = {
  fullName: string
  builderName: string
  cityName: string
  locality: string
  typeName: string
  bhkText: string
  minArea: number
  amenities: string[]
  reraNumber: string
  possessionYear: number | null
  faqCount: number
  offer: string | null
  alert: string | null
}

/**
 * A featured demo project's Hindi description, FAQ, offer and alert (docs/product.md §21), written
 * from the same facts as its English texts; names of projects, builders and places stay as written.
 * Shorter than the English ones: Devanagari takes three bytes a letter, and the key facts, price
 * and status already stand in the page's facts table, so the Hindi texts keep to what they add.
 */
export function propertyTextsHi(f: PropertyFacts) {
  const city = CITIES_HI[f.cityName] ?? f.cityName
  const type = PROPERTY_TYPES_HI[f.typeName] ?? f.typeName
  const description: RichTextBlock[] = [
    `${f.builderName} का ${f.fullName}: ${f.locality}, ${city} में ${f.bhkText} BHK ${type} घर।`,
    { heading: 'मुख्य बातें' },
    { list: f.amenities.slice(0, 5).map((a) => AMENITIES_HI[a] ?? a) },
  ]
  const faq = [
    { question: `${f.fullName} का RERA नंबर क्या है?`, answer: `RERA नंबर ${f.reraNumber}।` },
    { question: 'यह प्रोजेक्ट कहाँ है?', answer: `${f.locality}, ${city} में।` },
    { question: 'कौन-से घर हैं?', answer: `${f.bhkText} BHK, ${f.minArea} वर्ग फ़ुट से।` },
    {
      question: 'पज़ेशन कब मिलेगा?',
      answer: f.possessionYear === null ? 'ऑक्यूपेंसी सर्टिफ़िकेट मिल चुका है; रजिस्ट्री के बाद।' : `RERA फ़ाइलिंग के अनुसार ${f.possessionYear} में।`,
    },
  ].slice(0, f.faqCount)
  return {
    description,
    faq,
    offer_available: f.offer ? (OFFERS_HI[f.offer] ?? null) : null,
    alert_text: f.alert ? PROPERTY_ALERT_HI : null,
  }
}

/** The demo blog posts' FAQ (src/cms/seed/index.ts) in Hindi, for a post's Hindi title. */
export const blogFaqHi = (title: string) => [
  { question: `“${title}” किसे पढ़ना चाहिए?`, answer: 'अगले एक साल में घर ख़रीदने की सोच रहे हर व्यक्ति को, ख़ासकर पहली बार ख़रीदने वालों को।' },
  { question: 'क्या यह सलाह किसी एक शहर के लिए है?', answer: 'नहीं; जहाँ नियम राज्य के हिसाब से बदलते हैं, वहाँ अपने राज्य के RERA और रजिस्ट्री कार्यालय से पुष्टि करें।' },
]
