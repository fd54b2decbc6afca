/**
 * Who asks: a table of audiences a post can name, each with a published count of them and a
 * yearly spend per unit on tools of the kind asked for. An idea's market size is count x spend
 * (scoring.ts), shown in 'why this score'. Figures are as known to the author at the year named in
 * each comment (US unless said); they set an order of magnitude, not a forecast.
 *
 * Names are matched as whole words, singular or plural ('dentist', 'dentists', 'dental practice').
 */

import { communityWorld, worldOf } from "./categories";

export interface Audience {
  id: string;
  /** How a title names them: 'dental practices'. */
  label: string;
  /** Words and phrases that name them (singular; plurals are matched too). */
  names: string[];
  count: number;
  /** Yearly spend per unit on tools of this kind, USD. */
  spend: number;
  source: string;
}

const a = (id: string, label: string, names: string, count: number, spend: number, source: string): Audience => ({
  id,
  label,
  names: names.split("|"),
  count,
  spend,
  source,
});

export const AUDIENCES: Audience[] = [
  // Health
  a(
    "dental",
    "dental practices",
    "dentist|dental practice|dental office|dental clinic|orthodontist|dental surgery",
    127_000,
    3_000,
    "US Census County Business Patterns 2021, NAICS 621210 offices of dentists: about 127,000 establishments",
  ),
  a(
    "physician",
    "doctors' practices",
    "doctor|physician|gp practice|medical practice|family practice|gp surgery",
    220_000,
    4_000,
    "US Census CBP 2021, NAICS 621111 offices of physicians: about 220,000 establishments",
  ),
  a(
    "therapist",
    "therapists",
    "therapist|counsellor|counselor|psychologist|psychotherapist",
    400_000,
    600,
    "US BLS OES May 2023, substance abuse and mental health counselors: about 400,000",
  ),
  a(
    "physio",
    "physiotherapists",
    "physiotherapist|physical therapist|chiropractor|osteopath",
    240_000,
    800,
    "US BLS OES May 2023, physical therapists: about 240,000",
  ),
  a(
    "vet",
    "veterinary clinics",
    "vet|veterinarian|veterinary clinic|veterinary practice|animal hospital",
    35_000,
    3_000,
    "US Census CBP 2021, NAICS 541940 veterinary services: about 35,000 establishments",
  ),
  a(
    "pharmacy",
    "pharmacies",
    "pharmacy|pharmacist|chemist shop|drugstore",
    42_000,
    3_000,
    "US Census CBP 2021, NAICS 456110 pharmacies and drug stores: about 42,000 establishments",
  ),
  a(
    "nurse",
    "nurses",
    "nurse|nursing staff|midwife",
    3_200_000,
    100,
    "US BLS OES May 2023, registered nurses: about 3.2 million",
  ),
  a(
    "hospital",
    "hospitals",
    "hospital|health system|ward",
    6_100,
    50_000,
    "American Hospital Association, Fast Facts 2024: about 6,100 US hospitals",
  ),
  a(
    "carehome",
    "care homes",
    "care home|nursing home|assisted living|retirement home",
    15_000,
    6_000,
    "CMS 2023: about 15,000 certified nursing homes",
  ),
  a(
    "caregiver",
    "family caregivers",
    "caregiver|carer|caring for my mum|caring for my dad|elderly parent|aging parent|ageing parent",
    53_000_000,
    100,
    "AARP/NAC, Caregiving in the US 2020: about 53 million family caregivers",
  ),
  a(
    "hospice",
    "hospices",
    "hospice",
    5_300,
    3_000,
    "MedPAC, Report to the Congress, March 2023: about 5,300 Medicare-certified hospices in 2021",
  ),
  a(
    "gym",
    "gyms and fitness studios",
    "gym|fitness studio|yoga studio|pilates studio|crossfit box|personal trainer|fitness instructor",
    40_000,
    2_000,
    "US Census CBP 2021, NAICS 713940 fitness and recreational sports centers: about 40,000 establishments",
  ),
  // Property
  a(
    "landlord",
    "landlords",
    "landlord|rental property|buy-to-let|letting agent|rental unit",
    10_600_000,
    300,
    "IRS Statistics of Income, tax year 2019: about 10.6 million returns reporting rental real estate (Schedule E)",
  ),
  a(
    "propertymanager",
    "property managers",
    "property manager|property management|hoa|homeowners association|building manager|block manager",
    390_000,
    1_200,
    "US BLS OES May 2023, property, real estate and community association managers: about 390,000",
  ),
  a(
    "realtor",
    "estate agents",
    "realtor|real estate agent|estate agent|broker|real estate agency",
    1_500_000,
    1_000,
    "National Association of Realtors, membership 2023: about 1.5 million",
  ),
  a(
    "tenant",
    "renters",
    "tenant|renter|flatmate|roommate|lodger",
    44_000_000,
    30,
    "US Census ACS 2022: about 44 million renter-occupied households",
  ),
  a(
    "homeowner",
    "homeowners",
    "homeowner|house owner|my house|our house|my home",
    86_000_000,
    50,
    "US Census ACS 2022: about 86 million owner-occupied housing units",
  ),
  // Trades
  a(
    "plumber",
    "plumbing firms",
    "plumber|plumbing firm|plumbing business|heating engineer|hvac contractor|hvac company",
    115_000,
    2_000,
    "US Census CBP 2021, NAICS 238220 plumbing, heating and air-conditioning contractors: about 115,000 establishments",
  ),
  a(
    "electrician",
    "electricians",
    "electrician|electrical contractor",
    80_000,
    2_000,
    "US Census CBP 2021, NAICS 238210 electrical contractors: about 80,000 establishments",
  ),
  a(
    "builder",
    "builders",
    "builder|building contractor|general contractor|construction company|roofer|carpenter|joiner|handyman|tradesman|tradesperson|tradie",
    250_000,
    2_500,
    "US Census CBP 2021, NAICS 236 construction of buildings: about 250,000 establishments",
  ),
  a(
    "cleaner",
    "cleaning businesses",
    "cleaner|cleaning business|cleaning company|janitorial|maid service",
    60_000,
    1_200,
    "US Census CBP 2021, NAICS 561720 janitorial services: about 60,000 establishments",
  ),
  a(
    "landscaper",
    "landscapers",
    "landscaper|gardener|gardening business|lawn care|tree surgeon",
    120_000,
    1_200,
    "US Census CBP 2021, NAICS 561730 landscaping services: about 120,000 establishments",
  ),
  a(
    "mechanic",
    "car repair shops",
    "mechanic|garage|auto repair|car repair|body shop|auto shop",
    160_000,
    2_000,
    "US Census CBP 2021, NAICS 8111 automotive repair and maintenance: about 160,000 establishments",
  ),
  a(
    "salon",
    "salons and barbers",
    "salon|hairdresser|barber|hair stylist|nail salon|beautician",
    100_000,
    1_500,
    "US Census CBP 2021, NAICS 812111/812112 barber shops and beauty salons: about 100,000 establishments",
  ),
  a(
    "locksmith",
    "locksmiths",
    "locksmith|locksmithing business",
    16_000,
    1_000,
    "US BLS OES May 2023, locksmiths and safe repairers: about 16,000",
  ),
  a(
    "pestcontrol",
    "pest control firms",
    "pest control|exterminator|pest controller",
    20_000,
    1_500,
    "US Census CBP 2021, NAICS 561710 exterminating and pest control services: about 20,000 establishments",
  ),
  a(
    "woodworker",
    "woodworkers",
    "woodworker|woodworking shop|cabinet maker|cabinetmaker|furniture maker",
    230_000,
    300,
    "US BLS Occupational Outlook 2022, woodworkers: about 230,000 jobs",
  ),
  a(
    "funeral",
    "funeral homes",
    "funeral director|funeral home|undertaker|mortician",
    19_000,
    2_000,
    "National Funeral Directors Association 2023: about 19,000 US funeral homes",
  ),
  a(
    "security",
    "security firms",
    "security guard|security officer|security company|door supervisor",
    1_100_000,
    100,
    "US BLS OES May 2023, security guards: about 1.1 million",
  ),
  // Food
  a(
    "restaurant",
    "restaurants",
    "restaurant|bistro|diner|pub|bar owner|kitchen staff|chef|takeaway",
    530_000,
    3_000,
    "US Census CBP 2021, NAICS 7225 restaurants and other eating places: about 530,000 establishments",
  ),
  a(
    "cafe",
    "cafes",
    "cafe|café|coffee shop|tea room",
    95_000,
    2_000,
    "US Census CBP 2021, NAICS 722515 snack and non-alcoholic beverage bars: about 95,000 establishments",
  ),
  a(
    "bakery",
    "bakeries",
    "bakery|baker|patisserie",
    6_000,
    1_500,
    "US Census CBP 2021, NAICS 311811 retail bakeries: about 6,000 establishments",
  ),
  a(
    "brewery",
    "breweries",
    "brewery|brewer|homebrewer|home brewer|winery|distillery|taproom",
    9_500,
    2_000,
    "Brewers Association 2022: about 9,500 US craft breweries",
  ),
  a(
    "foodtruck",
    "food trucks",
    "food truck|market stall|street food",
    35_000,
    1_000,
    "IBISWorld 2023 estimate: about 35,000 US food truck businesses",
  ),
  a(
    "farmer",
    "farmers",
    "farmer|farm|grower|rancher|orchard|dairy",
    1_900_000,
    500,
    "USDA Census of Agriculture 2022: about 1.9 million farms",
  ),
  // A smallholding's few animals and beds are no farm business: fewer tools, and cheaper ones.
  a(
    "smallholder",
    "smallholders",
    "smallholder|smallholding|homestead|homesteader|hobby farm|hobby farmer",
    900_000,
    100,
    "USDA Census of Agriculture 2022: of about 1.9 million farms, roughly half sell under $10,000 a year (order of 900,000 small and hobby farms)",
  ),
  // Shops and business
  a(
    "shop",
    "small shops",
    "shop owner|small shop|retailer|retail store|boutique|corner shop|bookshop|florist|gift shop|independent store|hardware store|hardware shop|diy shop|ironmonger|toy shop|toyshop|pet shop|garden centre|garden center|convenience store|newsagent|delicatessen|off-licence|liquor store",
    1_000_000,
    1_500,
    "US Census CBP 2021, NAICS 44-45 retail trade: about 1 million establishments",
  ),
  a(
    "ecommerce",
    "online sellers",
    "online store|online shop|etsy seller|shopify store|ecommerce store|e-commerce store|online seller|ebay seller|amazon seller|dropshipper",
    7_500_000,
    300,
    "Etsy Inc. annual report 2022: about 7.5 million active Etsy sellers",
  ),
  a(
    "freelancer",
    "freelancers",
    "freelancer|freelance|self-employed|independent contractor|sole trader|independent consultant|gig worker",
    64_000_000,
    200,
    "Upwork, Freelance Forward 2023: about 64 million Americans did freelance work",
  ),
  a(
    "consultant",
    "consultants",
    "consultant|consultancy|advisor|adviser",
    990_000,
    600,
    "US BLS OES May 2023, management analysts: about 990,000",
  ),
  a(
    "accountant",
    "accountants and bookkeepers",
    "accountant|bookkeeper|accounting firm|cpa|tax preparer|auditor",
    1_400_000,
    800,
    "US BLS OES May 2023, accountants and auditors: about 1.4 million",
  ),
  a(
    "lawyer",
    "law firms",
    "lawyer|law firm|solicitor|attorney|paralegal|barrister",
    180_000,
    5_000,
    "US Census CBP 2021, NAICS 541110 offices of lawyers: about 180,000 establishments",
  ),
  a(
    "insurance",
    "insurance agents",
    "insurance agent|insurance broker|insurance agency",
    500_000,
    1_000,
    "US BLS OES May 2023, insurance sales agents: about 500,000",
  ),
  a(
    "advisor",
    "financial advisers",
    "financial advisor|financial adviser|financial planner|wealth manager",
    320_000,
    1_500,
    "US BLS OES May 2023, personal financial advisors: about 320,000",
  ),
  a(
    "smallbusiness",
    "small businesses",
    "small business|small businesses|smb|sme|small company|local business|small firm|mom and pop",
    33_200_000,
    500,
    "US SBA Office of Advocacy, 2023 profile: about 33.2 million small businesses",
  ),
  a(
    "startup",
    "startup founders",
    "startup|start-up|founder|cofounder|co-founder|entrepreneur|solopreneur|indie hacker|bootstrapper",
    5_500_000,
    300,
    "US Census Business Formation Statistics 2023: about 5.5 million new business applications",
  ),
  a(
    "manufacturer",
    "manufacturers",
    "manufacturer|factory|machine shop|production line",
    250_000,
    10_000,
    "US Census CBP 2021, NAICS 31-33 manufacturing: about 250,000 establishments",
  ),
  a(
    "trucking",
    "haulage firms",
    "trucker|truck driver|trucking company|haulier|haulage|fleet manager|courier|delivery driver",
    750_000,
    1_500,
    "FMCSA 2023: about 750,000 active interstate motor carriers",
  ),
  // Hiring out bouncy castles, marquees or tools is a rental business: bookings, deliveries, cleaning between hires.
  a(
    "hire",
    "party and equipment hire firms",
    "bouncy castle|bouncy castle hire|party hire|marquee hire|equipment hire|tool hire|hire business|hire company|party rental|equipment rental|rental company",
    50_000,
    1_000,
    "US Census CBP 2021, NAICS 532 rental and leasing services: order of 50,000 establishments",
  ),
  a(
    "hotel",
    "hotels and B&Bs",
    "hotel|b&b|bed and breakfast|guest house|guesthouse|hostel|airbnb host|holiday let|vacation rental",
    55_000,
    4_000,
    "American Hotel & Lodging Association 2023: about 55,000 US hotels",
  ),
  a(
    "travelagent",
    "travel agents",
    "travel agent|tour operator|tour guide",
    65_000,
    1_000,
    "US BLS OES May 2023, travel agents: about 65,000",
  ),
  a(
    "eventplanner",
    "event planners",
    "event planner|wedding planner|event organiser|event organizer|conference organiser|conference organizer",
    140_000,
    600,
    "US BLS OES May 2023, meeting, convention and event planners: about 140,000",
  ),
  a(
    "couple",
    "couples planning weddings",
    "wedding|bride|groom|fiance|fiancé|fiancee",
    2_000_000,
    300,
    "CDC National Vital Statistics 2022: about 2.07 million US marriages a year",
  ),
  a(
    "photographer",
    "photographers",
    "photographer|photo studio|videographer",
    140_000,
    600,
    "US BLS Occupational Outlook 2022, photographers: about 140,000 jobs",
  ),
  // Work roles
  a(
    "developer",
    "software developers",
    "developer|programmer|software engineer|coder|web developer|devops|sysadmin|engineering team|dev team",
    1_650_000,
    500,
    "US BLS OES May 2023, software developers, QA analysts and testers: about 1.65 million",
  ),
  a(
    "datascientist",
    "data scientists",
    "data scientist|data analyst|data engineer|analyst team|ml engineer",
    170_000,
    800,
    "US BLS OES May 2023, data scientists: about 170,000",
  ),
  a(
    "designer",
    "designers",
    "designer|graphic designer|ux designer|illustrator|design agency",
    270_000,
    500,
    "US BLS Occupational Outlook 2022, graphic designers: about 270,000 jobs",
  ),
  a(
    "marketer",
    "marketers",
    "marketer|marketing team|marketing agency|seo|social media manager|advertiser",
    380_000,
    800,
    "US BLS OES May 2023, marketing managers: about 380,000",
  ),
  a(
    "sales",
    "sales teams",
    "salesperson|sales team|sales rep|account manager|sales manager",
    1_600_000,
    800,
    "US BLS OES May 2023, wholesale and manufacturing sales representatives: about 1.6 million",
  ),
  a(
    "recruiter",
    "recruiters and HR teams",
    "recruiter|hr team|hr manager|human resources|hiring manager|recruitment agency",
    870_000,
    800,
    "US BLS OES May 2023, human resources specialists: about 870,000",
  ),
  a(
    "manager",
    "team managers",
    "team lead|team leader|supervisor|line manager|people manager",
    10_000_000,
    200,
    "US BLS OES May 2023, management occupations: about 10 million",
  ),
  a(
    "remote",
    "remote workers",
    "remote worker|remote team|work from home|working from home|wfh|distributed team",
    22_000_000,
    100,
    "US BLS American Time Use Survey 2022: about a third of employed people worked at home on days worked (order of 22 million full-time)",
  ),
  a(
    "jobseeker",
    "job seekers",
    "job seeker|job hunting|job search|looking for a job|unemployed|laid off|graduate job",
    6_000_000,
    100,
    "US BLS Current Population Survey 2023 average: about 6 million unemployed",
  ),
  a(
    "writer",
    "writers",
    "writer|author|novelist|blogger|journalist|copywriter",
    150_000,
    200,
    "US BLS Occupational Outlook 2022, writers and authors: about 150,000 jobs",
  ),
  a(
    "musician",
    "musicians",
    "musician|band|singer|songwriter|music teacher|dj|composer",
    170_000,
    300,
    "US BLS Occupational Outlook 2022, musicians and singers: about 170,000 jobs",
  ),
  a(
    "podcaster",
    "podcasters",
    "podcaster|podcast host|youtuber|streamer|content creator|creator",
    450_000,
    300,
    "Podcast Index 2023: about 450,000 podcasts with an episode in the last 90 days",
  ),
  a(
    "researcher",
    "researchers",
    "researcher|academic|scientist|phd student|postdoc|research lab|professor|lecturer",
    1_500_000,
    200,
    "NCES Digest 2021: about 1.5 million postsecondary faculty",
  ),
  a(
    "translator",
    "translators",
    "translator|interpreter|localisation|localization",
    80_000,
    400,
    "US BLS Occupational Outlook 2022, interpreters and translators: about 80,000 jobs",
  ),
  // Education and families
  a(
    "teacher",
    "teachers",
    "teacher|classroom|lesson plan|head teacher|headteacher|form tutor",
    3_800_000,
    150,
    "NCES Digest 2021: about 3.8 million public and private K-12 teachers",
  ),
  a(
    "school",
    "schools",
    "school|primary school|secondary school|high school|academy trust|school district",
    130_000,
    5_000,
    "NCES 2021: about 99,000 public and 30,000 private K-12 schools",
  ),
  a(
    "tutor",
    "tutors",
    "tutor|tutoring|coaching centre|coaching center|music lesson|driving instructor",
    190_000,
    300,
    "US BLS OES May 2023, tutors: about 190,000",
  ),
  a(
    "student",
    "students",
    "student|pupil|undergraduate|grad student|university|college|class notes|exam|homework|revision",
    19_000_000,
    60,
    "NCES, fall 2022: about 19 million students in US colleges",
  ),
  a(
    "homeschool",
    "homeschooling families",
    "homeschool|home school|home-school|home educator|home education",
    3_100_000,
    300,
    "NHERI 2021-22: about 3.1 million homeschooled students",
  ),
  a(
    "childcare",
    "childcare providers",
    "nursery|daycare|day care|childminder|preschool|kindergarten|after-school club",
    75_000,
    1_500,
    "US Census CBP 2021, NAICS 624410 child day care services: about 75,000 establishments",
  ),
  a(
    "parent",
    "parents",
    "parent|mum|mom|dad|my kid|my kids|my son|my daughter|our kids|our children|toddler|baby|teenager|screen time",
    33_000_000,
    60,
    "US Census CPS 2022: about 33 million households with own children under 18",
  ),
  a(
    "senior",
    "older adults",
    "retiree|retired|pensioner|senior citizen|older adult|elderly|grandparent",
    56_000_000,
    60,
    "US Census 2020: about 56 million people aged 65 and over",
  ),
  a(
    "pet",
    "pet owners",
    "pet owner|dog owner|cat owner|my dog|my cat|puppy|kitten|horse owner",
    87_000_000,
    50,
    "APPA National Pet Owners Survey 2023: about 87 million US households own a pet",
  ),
  // Who walks, trains, grooms or boards the pets is a business with clients, not one of the 87 million owners.
  // Its label names them all: a livery yard's title never says 'dog walkers'.
  a(
    "petcare",
    "animal care businesses",
    "dog walker|dog walking business|pet sitter|dog trainer|dog training business|dog groomer|pet groomer|grooming salon|boarding kennel|kennel|cattery|dog daycare|doggy daycare|livery yard|livery stable|riding school",
    350_000,
    300,
    "US BLS OES May 2023, animal caretakers and animal trainers: order of 350,000 jobs (walkers, groomers, kennel and stable staff and trainers, many self-employed)",
  ),
  a(
    "household",
    "households",
    "household|family budget|our family|my family|grocery|groceries|bills|chores|budgeting",
    131_000_000,
    30,
    "US Census 2023: about 131 million households",
  ),
  // Community. Clubs are run by volunteers with no payroll, so business counts (Census CBP counts
  // employer establishments: about 55,000 civic and social organizations) miss nearly all of them.
  a(
    "sportsclub",
    "sports clubs",
    "sports club|football club|running club|athletics club|cycling club|swimming club|swim club|tennis club|rugby club|cricket club|netball club|rowing club|sailing club|golf club|ski club|triathlon club|martial arts club|gymnastics club|angling club|climbing club|team sport|youth league",
    150_000,
    600,
    "Sport and Recreation Alliance, Sports Club Survey 2017 (UK): order of 150,000 sports clubs, nearly all run by volunteers",
  ),
  a(
    "club",
    "clubs and societies",
    "club|society|league|chess club|book club|bridge club|hobby group|meetup|walking group|hiking group|walk leader|hike leader",
    300_000,
    300,
    "Meetup, company figures 2023: order of 300,000 active interest groups, whose organisers pay a yearly fee (order of $200-300) for the tool",
  ),
  a(
    "familyhistorian",
    "family historians",
    "family historian|family history|genealogist|genealogy|family tree",
    3_600_000,
    100,
    "Ancestry, company figures 2022: about 3.6 million paying subscribers",
  ),
  a(
    "coach",
    "sports coaches",
    "coach|referee|umpire|youth team|junior team|coaching staff",
    280_000,
    200,
    "US BLS Occupational Outlook 2022, coaches and scouts: about 280,000 jobs",
  ),
  a(
    "nonprofit",
    "nonprofits",
    "nonprofit|non-profit|charity|ngo|volunteer|fundraiser|fundraising|food bank",
    1_500_000,
    800,
    "Urban Institute NCCS 2019: about 1.5 million registered US nonprofits",
  ),
  a(
    "church",
    "congregations",
    "church|congregation|parish|mosque|synagogue|temple|ministry",
    380_000,
    800,
    "Hartford Institute for Religion Research, 2020 estimate: about 380,000 US congregations",
  ),
  a(
    "library",
    "libraries",
    "library|librarian|archive",
    9_000,
    5_000,
    "IMLS Public Libraries Survey 2021: about 9,000 public library systems",
  ),
  a(
    "council",
    "local councils",
    "council|municipality|city hall|local government|town hall",
    90_000,
    10_000,
    "US Census of Governments 2022: about 90,000 local governments",
  ),
  a(
    "gamer",
    "gamers",
    "gamer|gaming|game night|board game|tabletop|dungeon master",
    60_000_000,
    50,
    "ESA Essential Facts 2023 (US players who play 3+ hours a week, order of magnitude)",
  ),
  a(
    "traveller",
    "travellers",
    "traveller|traveler|backpacker|trip planning|road trip|digital nomad",
    100_000_000,
    30,
    "US Travel Association 2019: order of 100 million Americans take a leisure trip a year",
  ),
  a(
    "taxi",
    "taxi and private hire drivers",
    "taxi|taxi driver|cab driver|cabbie|private hire|minicab|chauffeur|rideshare driver|uber driver",
    280_000,
    300,
    "DfT, Taxi and private hire vehicle statistics, England 2023: about 280,000 licensed vehicles",
  ),
  a(
    "driver",
    "drivers",
    "driver|car owner|commuter|cyclist|motorcyclist|ev owner|electric car",
    230_000_000,
    20,
    "FHWA Highway Statistics 2022: about 235 million licensed drivers",
  ),
  a(
    "investor",
    "individual investors",
    "investor|stock trader|day trader|crypto trader|portfolio|index fund|retirement savings",
    60_000_000,
    100,
    "Gallup 2023: 61% of US adults own stock (order of 60 million households)",
  ),
];

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One name as a pattern: whole words, its plural too ('dentist(s)', 'pharmac(y|ies)'). */
function namePattern(name: string): string {
  const n = escape(name.toLowerCase());
  if (/[^aeiou]y$/.test(name)) return `${n.slice(0, -1)}(?:y|ies)`;
  if (/(?:s|x|ch|sh)$/.test(name)) return `${n}(?:es)?`;
  return `${n}s?`;
}

const names = (row: Audience) => row.names.map(namePattern).join("|");
/** A letter or digit of a lower-case text (Latin letters with accents too): names are whole words. */
const WORD_CHAR = "[a-z0-9\\u00df-\\u024f]";
const START = `(?<!${WORD_CHAR})`;
const END = `(?!${WORD_CHAR})`;
/** Words before a name that make it the place or thing asked about, not who asks ('a room at hotels', 'parts for libraries'). */
const OBJECT_BEFORE =
  "(?:at|in|for|to|with|from|into|near|book|booking|find|finding|nearby|local)\\s+(?:the\\s+|a\\s+|an\\s+|some\\s+)?";
/** Words before a name that say the writer is one ('I'm a dentist', 'as a landlord', 'running a livery yard', 'fellow musicians'). */
const ROLE_BEFORE =
  "(?:i'?m|i am|we'?re|we are|as|run|running|own|fellow)\\s+(?:an?\\s+|the\\s+|small\\s+|local\\s+|independent\\s+)?";
/** ... and 'our practice', 'my salon': a workplace is the writer's own; 'my accountant', 'our vet' is someone they hire. */
const OWNED_BEFORE = "(?:our|my)\\s+(?:small\\s+|local\\s+|little\\s+|independent\\s+)?";
/** Names of a workplace or group (not a person) that 'our' or 'my' makes the writer's own. */
const WORKPLACE =
  /(?:practice|office|clinic|surgery|salon|shop|store|restaurant|cafe|café|bakery|brewery|farm|firm|business|company|agency|studio|gym|school|nursery|daycare|club|society|league|church|congregation|parish|team|band|hotel|b&b|guest house|hostel|garage|kitchen|rental property|rental unit|charity|nonprofit|non-profit|library|council|classroom|food truck|taproom|winery|distillery|orchard|allotment|smallholder|dairy|home|house|boutique|florist|bookshop|online store|online shop|etsy shop|startup|start-up|podcast|hospital|ward|care home|nursing home|lab|research lab|kennel|cattery|livery yard|riding school)$/;
/** Names that say the writer is one by themselves ('my kids', 'our house', 'my dog'). */
const SELF_NAMED = /^(?:my|our) /;

const MATCHERS = AUDIENCES.map((row) => {
  const workplaces = row.names.filter((n) => WORKPLACE.test(n)).map(namePattern);
  const owned = workplaces.length ? `|${START}${OWNED_BEFORE}(?:${workplaces.join("|")})${END}` : "";
  const self = row.names.filter((n) => SELF_NAMED.test(n)).map(namePattern);
  const selfNamed = self.length ? `|${START}(?:${self.join("|")})${END}` : "";
  return {
    row,
    pattern: new RegExp(`${START}(?:${names(row)})${END}`, "g"),
    /** The same, for a yes or no ('getting council permits' names councils). */
    named: new RegExp(`${START}(?:${names(row)})${END}`),
    object: new RegExp(`${START}${OBJECT_BEFORE}(?:${names(row)})${END}`, "g"),
    role: new RegExp(`${START}${ROLE_BEFORE}(?:${names(row)})${END}${owned}${selfNamed}`),
    places: placeWords(row),
  };
});

/** The words of a name a community may be called by ('dentist' in 'Dentistry', 'farm' in 'farming'): single-word names of 4 letters or more. */
function placeWords(row: Audience): string[] {
  return row.names.filter((n) => /^[a-z][a-z-]{3,}$/.test(n) && !SELF_NAMED.test(n));
}

/** A community's name in words: 'Dentistry', 'We Are The Music Makers', 'first time home buyer'. */
export function communityWords(community: string): string {
  return community
    .replace(/^r\//i, "")
    .replace(/\.stackexchange\.com$/i, "")
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

/**
 * Whether a community is the audience's own: its name names them ('r/Teachers', 'r/landlord') or
 * opens on one of their one-word names ('Dentistry', 'farming', 'Plumbing').
 */
function ownsCommunity(m: (typeof MATCHERS)[number], place: string): boolean {
  if (count(m.pattern, place) > 0) return true;
  return place
    .split(" ")
    .some((word) => m.places.some((name) => word.startsWith(name) && word.length <= name.length + 4));
}

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/** How a text names an audience: 2 when the writer is one (or the community is theirs), 1 by a mention, 0 only as the place or thing asked about. */
function naming(m: (typeof MATCHERS)[number], text: string, community: boolean): number {
  if (community || m.role.test(text)) return 2;
  const all = count(m.pattern, text);
  return all > count(m.object, text) ? 1 : 0;
}

/**
 * The audience a group's posts say they are, counted once per post: 2 when a post says the writer
 * is one ('I'm a dentist', 'our practice') or its community is theirs ('r/Teachers', 'Dentistry'), 1
 * when it names them, never when it names them only as the place or thing asked about ('a room at
 * hotels'); named when at least two posts and a 1/share of them count, ties to the smaller, more
 * specific audience. `job`: the group's job phrase (job.ts), whose audiences are left out; `share`:
 * 2 for a title (half the posts), 3 for a category or a market (a third); `communities`: the
 * posts' communities.
 *
 * With the communities known, a mention alone counts only for an audience one of them belongs to:
 * 'the auditor asked' in a lab scientists' forum, 'my realtor' among first-time buyers, 'the council'
 * in a nail technicians' one name who the writer deals with, not who asks.
 */
export function audienceOf(texts: string[], job = "", share = 2, communities: string[] = []): Audience | null {
  const votes = new Map<Audience, { posts: number; weight: number }>();
  // An audience named inside the job ('getting council permits') is what is asked about, not who asks.
  // The patterns are lower case (case-blind Unicode patterns cost seconds to compile): so is the text.
  texts = texts.map((t) => t.toLowerCase());
  const matchers = job ? MATCHERS.filter(({ named }) => !named.test(job.toLowerCase())) : MATCHERS;
  const places = [...new Set(communities)].map(communityWords);
  // One owner a post: r/Allotments under four posts outnumbers r/volunteering under one.
  const owners = communities.map(communityAudience).filter((o): o is Audience => o !== null);
  for (const m of matchers) {
    const ours = places.some((p) => ownsCommunity(m, p)) && !outnumbered(m.row, owners, texts);
    for (const text of texts) {
      const w = naming(m, text, false);
      if (!w || (places.length && !ours && w < 2)) continue;
      const v = votes.get(m.row) ?? { posts: 0, weight: 0 };
      votes.set(m.row, { posts: v.posts + 1, weight: v.weight + (ours ? 2 : w) });
    }
  }
  const ranked = [...votes].sort((x, y) => y[1].weight - x[1].weight || x[0].count - y[0].count);
  const top = ranked[0];
  // A passing mention ('every holiday' in two posts of six) does not say who asks.
  return top && top[1].posts >= Math.min(2, texts.length) && top[1].posts * share >= texts.length ? top[0] : null;
}

/**
 * Whether the posts' communities belong to another audience the posts name, at least as often as
 * to this one (r/volunteering and r/sportsclubs, 'we're a triathlon club, all volunteers'): then
 * this audience's community does not say who asks, and 'all volunteers' is a mention.
 */
function outnumbered(row: Audience, owners: Audience[], texts: string[]): boolean {
  const mine = owners.filter((o) => o === row).length;
  const named = (o: Audience) => MATCHERS.some((m) => m.row === o && texts.some((t) => m.named.test(t)));
  return owners.some((o) => o !== row && owners.filter((x) => x === o).length >= Math.max(1, mine) && named(o));
}

/** Communities for everyone with a business or a project: their name says nothing of who asks. */
const GENERAL_COMMUNITIES = new Set(
  "hn smallbusiness entrepreneur productivity softwarerecs saas indiehackers startups sideproject lifeprotips unitedkingdom askuk software".split(
    " ",
  ),
);

/**
 * Communities whose members are an audience of the table though their name is none of its names
 * ('Equestrian': horse owners), as stems: a word as written, or the start of one with '*'.
 */
const COMMUNITY_STEMS: [string, string][] = [
  ["dentist* orthodon*", "dental"],
  ["veterinar*", "vet"],
  ["medicine healthcare medlab* optometr* podiatr* audiolog*", "physician"],
  ["nursing doula*", "nurse"],
  ["physicaltherapy massage* occupationaltherapy slp dietetic* personaltraining", "physio"],
  ["careworker* agingparents", "caregiver"],
  ["hvac", "plumber"],
  ["construction contractor carpentry flooring tile roofing paint handyman", "builder"],
  ["cleaningtips carpetcleaning windowcleaning", "cleaner"],
  ["lawncare arborist* horticulture", "landscaper"],
  // Not 'cartalk*': car owners asking about their own cars are not the garages that mend them, and
  // 'drivers' (every licensed driver) would size a lease owner's mileage log at billions.
  ["mechanicadvice autodetailing", "mechanic"],
  ["esthetics nails lashextensions makeupartist* hairstylist tattooartist*", "salon"],
  ["kitchenconfidential chefit restaurateur pubs bartender*", "restaurant"],
  ["barista* roasting", "cafe"],
  ["breadit", "bakery"],
  ["thebrewery wine winemaking", "brewery"],
  ["backyardchickens beekeeping microgreens marketgardening", "farmer"],
  ["homestead* smallholding*", "smallholder"],
  ["shopify etsy* fulfillmentbyamazon onlinebusiness", "ecommerce"],
  ["antiques bookselling florist* charityshops signs printshop", "shop"],
  ["lawyertalk", "lawyer"],
  ["accounting", "accountant"],
  ["insurance", "insurance"],
  ["plumbing", "plumber"],
  ["landscaping", "landscaper"],
  ["realestate", "realtor"],
  ["facilitiesmanagement", "propertymanager"],
  ["marketing", "marketer"],
  ["consulting", "consultant"],
  ["photography", "photographer"],
  ["foodtrucks", "foodtruck"],
  ["travelagents", "travelagent"],
  ["manufacturing", "manufacturer"],
  ["moving", "trucking"],
  ["spa", "salon"],
  ["nanny", "childcare"],
  ["jobs", "jobseeker"],
  ["sales callcentres customerservice", "sales"],
  ["butchery cheese cheesemaking icecreamery mobilerepair bikeshop", "shop"],
  ["cooking mealprep", "household"],
  ["gardening solar pools", "homeowner"],
  ["education", "teacher"],
  ["pestcontrol", "pestcontrol"],
  ["funeraldirector*", "funeral"],
  ["securityguard*", "security"],
  ["woodworking", "woodworker"],
  ["taxpros", "accountant"],
  ["financialplanning", "advisor"],
  ["truckers couriersofreddit logistics warehouseworkers", "trucking"],
  ["taxidriver* uberdrivers", "taxi"],
  ["airbnb* hospitality", "hotel"],
  ["tourguide*", "travelagent"],
  ["eventplanning weddingplanning", "eventplanner"],
  ["webdev devops programming sysadmin opensource dataengineering msp gamedev", "developer"],
  ["publicrelations", "marketer"],
  ["humanresources recruiting", "recruiter"],
  ["remotework coworking", "remote"],
  ["freelancewriters journalism substack", "writer"],
  ["weddingbands livesound orchestra choral* guitar piano", "musician"],
  ["newtubers twitch podcasting", "podcaster"],
  ["phd professor* academia", "researcher"],
  ["translationstudies", "translator"],
  ["ukteachers specialed ece* tefl adulteducation forestschool", "teacher"],
  ["drivinginstructor*", "tutor"],
  ["uniuk codingbootcamp", "student"],
  ["newparents parenting coparenting pta", "parent"],
  ["dogtraining doggrooming", "petcare"],
  ["rescuedog* dogs equestrian", "pet"],
  ["personalfinance ukpersonalfinance budgeting", "household"],
  ["firsttimehomebuyer homeimprovement homesecurity woodstoving appliancerepair fixit", "homeowner"],
  ["housinguk", "tenant"],
  ["realestateinvesting", "landlord"],
  ["volunteering conservation", "nonprofit"],
  ["churchtech", "church"],
  ["localgovernment", "council"],
  ["dmacademy boardgames", "gamer"],
  ["camping boating travel", "traveller"],
  ["retirement", "senior"],
  [
    "sportsclubs youthsports bootroom netball rugbyunion cricket rowing swimming gymnastics climbing cycling golf running sailing skiing tennis triathlon martialarts dance fishing athletics",
    "sportsclub",
  ],
  ["hiking chess birding bookclub bridge astronomy hobbies scouting", "club"],
  ["genealogy familyhistory", "familyhistorian"],
];

const BY_ID = new Map(AUDIENCES.map((row) => [row.id, row]));
const COMMUNITY_WORDS = new Map<string, Audience>();
const COMMUNITY_PREFIXES: [string, Audience][] = [];
for (const [stems, id] of COMMUNITY_STEMS)
  for (const stem of stems.split(" "))
    if (stem.endsWith("*")) COMMUNITY_PREFIXES.push([stem.slice(0, -1), BY_ID.get(id)!]);
    else COMMUNITY_WORDS.set(stem, BY_ID.get(id)!);

/** The audience a community's members are: its name names them ('Teachers', 'Dentistry') or COMMUNITY_STEMS lists it; null for a general community. */
export function communityAudience(community: string): Audience | null {
  const place = communityWords(community);
  const whole = place.replace(/ /g, "");
  if (GENERAL_COMMUNITIES.has(whole)) return null;
  for (const word of [whole, ...place.split(" ")]) {
    const found = COMMUNITY_WORDS.get(word) ?? COMMUNITY_PREFIXES.find(([stem]) => word.startsWith(stem))?.[1];
    if (found) return found;
  }
  return MATCHERS.find((m) => ownsCommunity(m, place))?.row ?? null;
}

/**
 * Who asks, for the market size: the audience the posts name (audienceOf, a third of them), else the
 * audience of the first of the posts' communities (in order of their posts) that is some audience's
 * own and lies in the world most of them name (categories.ts): a question asked in r/Dentistry is
 * a dental practice's, whatever words it uses.
 */
export function marketAudienceOf(texts: string[], communities: string[] = []): Audience | null {
  const named = audienceOf(texts, "", 3, communities);
  if (named) return named;
  const world = worldOf(communities);
  for (const community of new Set(communities)) {
    const world_ = communityWorld(community);
    if (world && world_ && world_ !== world) continue;
    const audience = communityAudience(community);
    if (audience) return audience;
  }
  return null;
}
