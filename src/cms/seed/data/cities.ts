/** Real city centres and plausible home-loan rate ranges (% a year). */
export type SeedCity = {
  city_name: string
  /** Its state, for the RERA portal link (site data `rera_portals`). */
  state: string
  latitude: number
  longitude: number
  loan_interest_minimum: number
  loan_interest_maximum: number
  /** Relative price level; 1 = Bengaluru. */
  priceLevel: number
  /** How many of the demo properties it gets, relatively. */
  weight: number
  localities: string[]
  rera: (n: number, year: number) => string
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export const CITIES: SeedCity[] = [
  {
    city_name: 'Bengaluru',
    state: 'Karnataka',
    latitude: 12.9716,
    longitude: 77.5946,
    loan_interest_minimum: 8.35,
    loan_interest_maximum: 9.5,
    priceLevel: 1,
    weight: 16,
    localities: ['Whitefield', 'Sarjapur Road', 'Hebbal', 'Electronic City', 'Yelahanka', 'Kanakapura Road', 'Bannerghatta Road', 'Devanahalli', 'Hennur', 'Koramangala', 'Thanisandra', 'Varthur'],
    rera: (n, year) => `PRM/KA/RERA/1251/${300 + (n % 170)}/PR/${pad(year % 100, 2)}${pad((n % 12) + 1, 2)}${pad((n % 27) + 1, 2)}/${pad(1000 + n * 7, 6)}`,
  },
  {
    city_name: 'Mumbai',
    state: 'Maharashtra',
    latitude: 19.076,
    longitude: 72.8777,
    loan_interest_minimum: 8.4,
    loan_interest_maximum: 9.65,
    priceLevel: 2.1,
    weight: 12,
    localities: ['Andheri West', 'Powai', 'Goregaon East', 'Malad West', 'Chembur', 'Worli', 'Kandivali East', 'Mulund West', 'Bandra East', 'Borivali West'],
    rera: (n) => `P5180${pad(40000 + n * 13, 7)}`,
  },
  {
    city_name: 'Pune',
    state: 'Maharashtra',
    latitude: 18.5204,
    longitude: 73.8567,
    loan_interest_minimum: 8.4,
    loan_interest_maximum: 9.55,
    priceLevel: 0.85,
    weight: 11,
    localities: ['Hinjewadi', 'Wakad', 'Kharadi', 'Baner', 'Hadapsar', 'Wagholi', 'Undri', 'Bavdhan', 'Ravet', 'Viman Nagar'],
    rera: (n) => `P5210${pad(50000 + n * 11, 7)}`,
  },
  {
    city_name: 'Hyderabad',
    state: 'Telangana',
    latitude: 17.385,
    longitude: 78.4867,
    loan_interest_minimum: 8.35,
    loan_interest_maximum: 9.45,
    priceLevel: 0.95,
    weight: 11,
    localities: ['Gachibowli', 'Kondapur', 'Kokapet', 'Tellapur', 'Miyapur', 'Kompally', 'Narsingi', 'Manikonda', 'Bachupally', 'Uppal'],
    rera: (n) => `P024${pad(10000000 + n * 37, 8)}`,
  },
  {
    city_name: 'Chennai',
    state: 'Tamil Nadu',
    latitude: 13.0827,
    longitude: 80.2707,
    loan_interest_minimum: 8.4,
    loan_interest_maximum: 9.6,
    priceLevel: 0.9,
    weight: 10,
    localities: ['OMR', 'Porur', 'Perumbakkam', 'Velachery', 'Anna Nagar', 'Guduvanchery', 'Sholinganallur', 'Pallavaram', 'Medavakkam', 'Thoraipakkam'],
    rera: (n, year) => `TN/${pad(1 + (n % 40), 2)}/Building/${pad(100 + n * 3, 4)}/${year}`,
  },
  {
    city_name: 'Gurugram',
    state: 'Haryana',
    latitude: 28.4595,
    longitude: 77.0266,
    loan_interest_minimum: 8.45,
    loan_interest_maximum: 9.7,
    priceLevel: 1.6,
    weight: 9,
    localities: ['Golf Course Extension Road', 'Dwarka Expressway', 'Sohna Road', 'Sector 65', 'Sector 79', 'New Gurgaon', 'Southern Peripheral Road', 'Sector 102'],
    rera: (n, year) => `RC/REP/HARERA/GGM/${500 + n}/${200 + (n % 90)}/${year}/${10 + (n % 80)}`,
  },
  {
    city_name: 'Noida',
    state: 'Uttar Pradesh',
    latitude: 28.5355,
    longitude: 77.391,
    loan_interest_minimum: 8.45,
    loan_interest_maximum: 9.7,
    priceLevel: 1.05,
    weight: 8,
    localities: ['Sector 150', 'Sector 137', 'Noida Extension', 'Sector 75', 'Sector 128', 'Yamuna Expressway', 'Sector 168'],
    rera: (n) => `UPRERAPRJ${pad(100000 + n * 29, 6)}`,
  },
  {
    city_name: 'Kolkata',
    state: 'West Bengal',
    latitude: 22.5726,
    longitude: 88.3639,
    loan_interest_minimum: 8.5,
    loan_interest_maximum: 9.75,
    priceLevel: 0.7,
    weight: 8,
    localities: ['Rajarhat', 'New Town', 'EM Bypass', 'Joka', 'Behala', 'Tollygunge', 'Salt Lake', 'Madhyamgram'],
    rera: (n, year) => `WBRERA/P/KOL/${year}/${pad(100 + n * 3, 6)}`,
  },
  {
    city_name: 'Ahmedabad',
    state: 'Gujarat',
    latitude: 23.0225,
    longitude: 72.5714,
    loan_interest_minimum: 8.4,
    loan_interest_maximum: 9.6,
    priceLevel: 0.65,
    weight: 8,
    localities: ['SG Highway', 'Shela', 'Gota', 'South Bopal', 'Chandkheda', 'Vaishnodevi Circle', 'Science City', 'Thaltej'],
    rera: (n, year) => `PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA${pad(10000 + n * 17, 5)}/${pad((n % 28) + 1, 2)}${pad((n % 12) + 1, 2)}${pad(year % 100, 2)}`,
  },
  {
    city_name: 'Kochi',
    state: 'Kerala',
    latitude: 9.9312,
    longitude: 76.2673,
    loan_interest_minimum: 8.5,
    loan_interest_maximum: 9.8,
    priceLevel: 0.7,
    weight: 7,
    localities: ['Kakkanad', 'Edappally', 'Vyttila', 'Aluva', 'Thrippunithura', 'Kaloor', 'Marine Drive', 'Palarivattom'],
    rera: (n, year) => `K-RERA/PRJ/ERN/${pad(10 + n, 3)}/${year}`,
  },
]
