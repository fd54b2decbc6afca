/** A fifth round of needs, one or two more for most audiences, by audience key. */

export const MORE_FIFTH: Record<string, string[]> = {
  locksmith: [
    "safe opening jobs|booking safe openings and combination changes|the safe customer wants it open today and I have no record of the model",
  ],
  pestcontrol: [
    "bed bug heat treatments|scheduling bed bug heat treatments for landlords|tenants do not bag their clothes and the treatment fails",
    "bird proofing netting jobs|quoting bird proofing and netting on warehouses|the cherry picker hire cost is never in the quote",
  ],
  hvac: [
    "ductless mini-split quotes|quoting mini-split heat pump installations|homeowners compare three quotes and I never hear back",
  ],
  painter: [
    "lead paint test records|recording lead paint tests on older houses|the inspector asks for the test results and they are on my phone somewhere",
  ],
  restaurant: [
    "front of house reservation notes|keeping notes on regular diners' preferences|the waiter never knows it is their anniversary",
  ],
  bakery: [
    "deck oven servicing|booking the oven engineer for descaling and servicing|the oven breaks down on the busiest Friday",
  ],
  pub: ["pub darts and pool teams|running the pub's darts and pool teams|fixtures clash and players do not turn up"],
  brewery: [
    "brewery water chemistry|recording water treatment for each brew|the same recipe tastes different every batch",
  ],
  bookshop: [
    "bookshop school book fair boxes|packing book fair boxes for primary schools|boxes come back short and nobody knows what sold",
  ],
  boutique: [
    "boutique stock transfers between branches|moving stock between boutique branches|the dress a customer wants is at the other shop",
  ],
  hardware: [
    "propane cylinder exchanges|swapping gas cylinders for customers|the empties count never matches the deliveries",
  ],
  petshop: ["reptile livefood orders|ordering crickets and mealworms each week|half the livefood dies before it sells"],
  charityshop: [
    "charity shop ebay listings of valuable donations|listing valuable donated items online|good donations sit in a bag for weeks before someone lists them",
  ],
  gardencentre: [
    "garden centre café tables|taking café table bookings at the garden centre|the café is full of coach parties nobody told us about",
    "Christmas grotto tickets|selling Santa's grotto time slots|the grotto queue goes round the car park",
  ],
  hoa: [
    "hoa bin store cleaning|booking bin store cleaning and bulky waste removal|the bin store smells all summer and residents email the board",
  ],
  propertydev: [
    "development site security|arranging security and site checks on empty development properties|squatters got into the last property between viewings",
    "bridging loan deadlines|tracking bridging loan terms on each development|a loan term ends before the sale completes",
  ],
  storage: [
    "storage site van hire|booking the free move-in van for storage customers|the van diary is a paper calendar on the counter",
  ],
  primaryteacher: [
    "primary nativity costumes|organising nativity play costumes and parts|three children turn up as the same shepherd",
  ],
  secondaryteacher: [
    "secondary practical science kit requests|booking practical kit from the science technicians|the technician gets my request the morning of the lesson",
  ],
  nursery: [
    "nursery nappy and wipes from home|tracking nappies and wipes for each child|we run out of a child's nappies and borrow from another peg",
  ],
  lab: [
    "lab safety training sign-offs|tracking who has done lab safety inductions|a new student uses the fume hood before induction",
  ],
  drivinginstructor: [
    "mock test marking sheets|recording faults on mock driving tests|pupils forget what they did wrong by the next lesson",
  ],
  runningclub: [
    "running club awards night and socials|organising the club's awards night and socials|ticket money comes in by bank transfer with no names",
  ],
  choir: [
    "choir tour coach and hotel|organising the choir's overseas tour|forty singers and nobody has paid the deposit",
  ],
  scouts: [
    "scout fundraising bag packs|organising supermarket bag pack fundraisers|leaders find out on the day who is coming",
  ],
  allotment: [
    "allotment manure deliveries|ordering shared manure deliveries for plot holders|the manure heap ends up on the wrong plots",
  ],
  cyclingclub: [
    "weekend ride leaders|rostering ride leaders for weekend club rides|no leader for the slow group means people ride alone",
    "cycling club turbo sessions in winter|booking indoor turbo training sessions|the hall fits twelve bikes and twenty sign up",
  ],
  amdram: [
    "advertisers in the show brochure|selling advert space in the show brochure to local businesses|adverts come in after the brochure goes to print",
  ],
  tennisclub: [
    "tennis club social doubles mix-ins|sorting players into social doubles|the same four people always end up on court one",
    "balls and nets for the season|buying balls and nets for the club|we run out of balls halfway through the season",
  ],
  swimclub: [
    "swim club coach poolside rota|covering coaching sessions poolside|a session is cancelled because no coach is on poolside",
  ],
  parents: [
    "check-up dates for the kids|tracking the kids' dentist check-up dates|I realise the check-up was six months overdue",
  ],
  newparents: [
    "breast pump and bottle sterilising|keeping baby bottles and pump parts sterilised|I run out of clean bottles at 3am",
    "baby registration and documents|registering the birth and sorting the baby's documents|the registration deadline is close and we cannot get an appointment",
  ],
  wedding: [
    "wedding guest transport|arranging coaches between the church and the venue|guests do not know which coach to take",
  ],
  flatshare: [
    "flatmate parcel deliveries|sorting parcels for everyone in the flat|parcels sit in the hallway and one went missing",
  ],
  homeowner: [
    "energy efficiency upgrades|planning insulation and heat pump upgrades|grants change every month and the quotes expire",
  ],
  petowner: [
    "dog boarding during holidays|booking kennels for the dog before holidays|the kennels need the kennel cough certificate and I cannot find it",
  ],
  budgeting: [
    "debt repayment plan for overdrafts|getting out of a permanent overdraft|I use the overdraft every month before payday",
  ],
  designer: [
    "design tool subscriptions|keeping track of font and software licences|a client file uses a font licence I let lapse",
  ],
  photographer: [
    "photography album design proofs|getting couples to approve wedding album proofs|couples take six months to pick album photos",
  ],
  translator: [
    "certified translation stamps|sending certified translations with stamps and declarations|the client needs the original posted and I have no tracking",
  ],
  writer: [
    "freelance writing kill fees|chasing editors for kill fees on cancelled commissions|the editor moved on and nobody answers about payment",
  ],
  musician: [
    "band rehearsal slots|finding a rehearsal studio slot the whole band can make|two members can only do Thursdays",
    "band merch stock|counting t-shirts and CDs after gigs|the merch money never matches what sold",
  ],
  tattoo: [
    "tattoo touch-up appointments|booking free touch-ups after healing|clients turn up a year later expecting a free touch-up",
  ],
  dogwalker: [
    "van and crate cleaning between walks|cleaning the van and crates between walks|a dog with kennel cough rode in the van",
  ],
  foodbank: [
    "chilled and frozen food donations|logging temperatures of chilled food donations|we cannot prove the chilled food stayed cold",
  ],
  rescue: [
    "vet neutering slots|booking neutering appointments with the rescue's vet|a dog waits weeks to go home because the neuter was never booked",
  ],
  church: [
    "church collection counting|counting and banking the Sunday collection|two counters are needed and only one turns up",
    "church newsletter and notices|putting together the weekly church notices|notices arrive after the sheet is printed",
  ],
  charity: [
    "annual accounts for the charity regulator|preparing annual accounts and the return to the regulator|the return is late and we get a warning letter",
  ],
  communitycentre: [
    "hearing loop and wheelchair for hirers|lending the hearing loop and wheelchair to hirers|hirers do not know we have a hearing loop",
  ],
  pta: [
    "PTA disco entry|taking disco entry money on the door|parents pay at the door and we run out of wristbands",
    "PTA match funding from employers|claiming match funding from parents' employers|the forms need signatures from the treasurer who left",
  ],
  youthleague: [
    "youth league trophy and presentation night|planning the end-of-season presentation evening|trophies are engraved with the wrong names",
    "player transfers between clubs|approving player transfers mid-season|a player turns out for two clubs in the same month",
  ],
  mutualaid: [
    "mutual aid prescription pickups|arranging volunteers to collect prescriptions|a prescription is collected twice and one person gets none",
    "mutual aid donations ledger|recording cash donations to the group|nobody can say where last month's donations went",
  ],
  indiedev: ["app store rejection appeals|handling app review rejections|a rejection lands the night before launch"],
  saas: [
    "annual plan renewal notices|warning customers before their annual plan renews|customers dispute a renewal they forgot",
  ],
  oss: ["open source CI minutes|cutting CI minutes and runner costs|the free CI minutes run out mid-month"],
  devops: [
    "container image vulnerability scans|scanning container images before deploys|a base image with a known CVE goes to production",
  ],
  dataanalyst: [
    "monthly spreadsheet exports for finance|sending monthly exports to the finance team|finance rebuilds the numbers in their own spreadsheet",
  ],
  gamedev: [
    "game save file corruption reports|investigating save file corruption from players|players lose forty hours and leave angry reviews",
  ],
  dairy: ["parlour wash records|recording parlour wash cycles|the milk buyer's audit finds gaps in the wash records"],
  sheep: [
    "electronic ear tag reader files|matching ear tag reader files to flock records|the reader file never matches the flock book",
  ],
  horseyard: [
    "horse rug washing and repairs|sending horse rugs for washing and repair|rugs come back to the wrong stable",
  ],
  smallholder: [
    "smallholding egg sales honesty box|tracking the roadside egg honesty box|the tin comes up short and I do not know how many boxes sold",
  ],
  fishingcharter: [
    "fishing charter fuel and engine hours|logging engine hours and fuel per trip|the engine service is overdue before I notice",
  ],
  accountant: [
    "client tax payments on account reminders|reminding clients of payments on account|clients get a penalty because they forgot July",
  ],
  lawfirm: [
    "source of funds checks for property buyers|checking where buyers' deposit money comes from|the buyer sends bank statements on completion day",
  ],
  recruiter: [
    "recruiter candidate notice periods|tracking candidate notice periods and start dates|a candidate's start date slips and the client is not told",
  ],
  estateagent: [
    "memorandum of sale to solicitors|sending the memorandum of sale to both solicitors|the memo goes out with the wrong buyer's solicitor",
  ],
  insurancebroker: [
    "premium instalment plans|setting up premium finance instalments for clients|a client's instalments fail and cover lapses",
  ],
  office: [
    "parcels arriving at reception|logging parcels and letters that arrive for staff|a contract sits in reception for a week",
  ],
  campsite: [
    "campsite dog and electric hook-up charges|charging for dogs and electric hook-ups|the extra charges are missed at check-in",
  ],
  travelagent: [
    "group tour instalments|chasing instalments from everyone on a group tour|three members have not paid and the hotel wants the balance",
  ],
  removals: [
    "removals piano and specialist items|quoting for pianos and specialist items|the crew turns up without the piano trolley",
  ],
  taxi: [
    "taxi airport run meet-and-greets|tracking flight times for airport pickups|a flight lands early and the driver is not there",
  ],
  audiology: [
    "audiology ear mould impressions|sending ear impressions to the lab|the impressions come back with no patient name",
  ],
  dietitian: [
    "dietitian sports nutrition clients|planning fuelling for endurance athletes|athletes forget what they ate before a race",
  ],
  speechtherapy: [
    "speech therapy waiting list|keeping the speech therapy waiting list fair for families|a mum calls for the third time to ask where her son is on the list",
  ],
  ot: [
    "OT hand therapy splints|making and reviewing hand splints for clients|a splint is outgrown and nobody booked a review",
  ],
  dentallab: [
    "dental lab implant component stock|ordering implant parts for each case|a case waits for a component that is on backorder",
  ],
  hospice: [
    "hospice weekly lottery members|running the weekly hospice lottery|direct debits fail and winners are drawn who have not paid",
  ],
  tiler: [
    "tiling levelling and underfloor heating checks|testing underfloor heating cables before tiling|a cable is damaged under new tiles",
  ],
  flooring: [
    "flooring adhesive and underlay stock|ordering underlay and adhesive for jobs|the fitter runs out of underlay halfway through a room",
  ],
  chimney: [
    "chimney bird guard and cowl fitting|quoting and fitting chimney cowls and bird guards|I fit a cowl and forget to invoice",
  ],
  handyman: [
    "handyman flat-pack furniture assembly|booking flat-pack assembly jobs|customers do not know how many boxes there are",
  ],
  glazier: [
    "glazier secondary glazing quotes|quoting secondary glazing for listed buildings|the conservation officer rejects the design after the order",
  ],
  treesurgeon: [
    "tree surgeon stump grinding bookings|booking stump grinding after felling|the grinder is hired and the customer is not home",
  ],
  fencing: [
    "fencing gate automation|quoting electric gate motors|the customer wants a keypad and we forgot the power supply",
  ],
  martialarts: [
    "belt certificates|printing belt certificates after each grading|certificates are handed out a month after the grading",
  ],
  danceschool: [
    "dance school chaperone rota for shows|organising licensed chaperones backstage|the council licence needs chaperone names we do not have",
  ],
  climbing: ["climbing hold washing rota|scheduling hold washing at the climbing wall|chalky holds stay up for months"],
  golfclub: [
    "golf buggy hire|booking golf buggies for members with mobility needs|two members turn up for the last buggy",
  ],
  sailing: [
    "sailing club dinghy storage racks|allocating dinghy racks and trolley spaces|a boat sits on a rack nobody paid for",
  ],
  rowing: [
    "rowing club learn to row courses|running learn-to-row course places|people drop out after week one and the waiting list is stale",
  ],
  cricket: [
    "cricket club overseas player housing|finding host families for the club's overseas player|the player arrives and the host family has pulled out",
  ],
  rugby: [
    "minis rugby helpers on Sunday mornings|finding enough helpers for each minis age group|forty under-eights arrive and three coaches",
  ],
  gymnastics: [
    "gymnastics holiday camps|booking school holiday gym camps|parents book on the day and the ratios break",
  ],
  leisurecentre: [
    "leisure centre gym inductions|booking new members onto gym inductions|new members wait two weeks to use the gym",
  ],
  teens: [
    "insurance for a new teen driver|comparing car insurance quotes for a seventeen-year-old|quotes are huge and the policy ends before the test",
    "teen university applications|tracking UCAS deadlines and university open days|an open day clashes with a mock exam",
  ],
  coparents: [
    "screen time across two households|agreeing screen time rules between both households|the kids get unlimited screen time at their dad's and fight me on it",
    "co-parent holiday plans abroad|getting a co-parent's consent for holidays abroad|we need a consent letter and he replies two weeks later",
  ],
  retirees: [
    "retiree home repairs by trusted trades|finding trustworthy trades for small repairs|a cold caller quoted mum three thousand for a gutter",
  ],
  students: [
    "laptop repairs before hand-in|getting a broken laptop repaired during exam season|the laptop dies a week before hand-in",
  ],
  jobseekers: [
    "job interview travel expenses|claiming interview travel expenses from employers|an employer promised to pay the train and never did",
  ],
  homeschool: [
    "screen time during online lessons|balancing screen time between online lessons and games|the kids are on screens eight hours a day once lessons count",
    "home-ed exam costs|budgeting for GCSE exam costs as a home-educating family|the centre wants the fee before confirming a place",
  ],
  chronic: [
    "hospital transport bookings|booking patient transport for hospital appointments|transport arrives after the clinic has closed",
  ],
  homecook: [
    "kids' packed lunches|planning safe packed lunches for school|the school bans one more food and I start again",
  ],
  runner: [
    "parkrun volunteering and milestones|tracking parkrun runs and volunteer credits|I lose count of how far I am from the fifty shirt",
  ],
  funeral: [
    "funeral direct cremation enquiries|answering enquiries for direct cremations|families ring three firms for a price and I never hear back",
  ],
  msp: [
    "Microsoft 365 subscription renewals|renewing Microsoft 365 licences for clients|a client's subscription lapses and email stops",
  ],
  security: [
    "key holding and alarm response|responding to alarm activations for key holding clients|the keys are at the office when the alarm goes off",
  ],
  laundrette: [
    "laundrette machine faults|logging washer and dryer faults|a machine eats coins for a week before the engineer comes",
  ],
  phonerepair: [
    "phone trade-ins and buyback|pricing second-hand phones for buyback|we pay too much for a phone that is iCloud locked",
  ],
  dogtrainer: [
    "one-to-one behaviour consultations|booking one-to-one behaviour consultations|consultations move three times and the owner gives up",
  ],
  carwash: [
    "valeting staff daily targets|tracking how many cars each valeter does a day|one valeter does twice the cars of another and nobody sees it",
  ],
  nannyagency: [
    "nanny agency finder's fees|billing finder's fees when a nanny starts|families dispute the fee after the nanny leaves in a month",
  ],
  photostudio: [
    "retake sittings for absent children|booking retake photo sittings for absent children|the list of absent children arrives a week after the retake day",
  ],
  marketingagency: [
    "campaign kick-off questionnaires|running kick-off questionnaires with new marketing clients|the goals change after the first draft",
  ],
  pr: [
    "PR event guest lists for launches|managing RSVPs for press launch events|half the journalists on the list never reply",
  ],
  consultant: [
    "associate consultants' availability|subcontracting work to associate consultants|an associate is promised to two clients in the same week",
  ],
  surveyor: [
    "surveyor site visit diary|booking survey visits with vendors and agents|the agent has no keys on the day",
  ],
  mortgagebroker: [
    "mortgage protection insurance referrals|following up protection insurance after a mortgage|clients complete and forget about life cover",
  ],
  taxpreparer: [
    "tax client organiser questionnaires|sending yearly organiser questionnaires to tax clients|clients return half-filled forms in March",
  ],
  coworking: ["coworking day pass sales|selling day passes and drop-in desks|drop-ins take desks that members booked"],
  supportteam: [
    "support team customer satisfaction surveys|sending satisfaction surveys after tickets close|the survey goes out before the problem is fixed",
  ],
  salesteam: [
    "sales team pipeline forecasting|forecasting the sales pipeline each month|reps' deal stages are optimistic and the forecast is always wrong",
  ],
  schoollibrary: [
    "pupil book requests|buying pupil-requested books for the library|requests are on sticky notes on the desk",
  ],
  adulted: [
    "adult education room allocation|allocating rooms to evening classes|the pottery class gets a room without a sink",
  ],
  bootcamp: [
    "coding bootcamp laptop loans|lending laptops to bootcamp students|a loaned laptop comes back wiped without its charger",
  ],
  forestschool: [
    "forest school fire and first aid kit checks|checking first aid kits and fire kits before sessions|a burn gel runs out in the middle of a session",
  ],
  examcentre: [
    "exam paper secure storage|logging exam paper deliveries into the secure store|a paper packet is opened a day early",
  ],
  museum: [
    "museum gallery temperature and humidity|logging gallery temperature and humidity|the lender asks for a humidity log we never kept",
  ],
  refugee: [
    "refugee housing move-in packs|preparing move-in packs for families housed by the council|the family arrives to an empty flat with no kettle",
  ],
  conservation: [
    "conservation hedge laying season|planning hedge laying before the nesting season|work parties run into March and the birds are nesting",
  ],
  communityradio: [
    "Ofcom output logging|logging broadcast output for Ofcom|the logger crashed and a week of output is missing",
  ],
  repaircafe: [
    "fuses, belts and spare parts|keeping a box of fuses, belts and spares for fixers|fixers bring their own parts and nobody is paid back",
  ],
  parishcouncil: [
    "parish council planning responses|responding to planning applications within deadlines|the consultation closes before the next meeting",
  ],
  drainage: [
    "drainage CCTV survey bookings for home buyers|booking pre-purchase drain surveys for buyers|the survey lands after exchange of contracts|uses: a paper diary; a shared calendar",
  ],
  solar: [
    "solar battery retrofit quotes|quoting batteries for existing solar owners|the inverter is not compatible and we find out on site",
  ],
  alarms: [
    "alarm engineer parts kit|keeping detectors and panels on board|the engineer drives back to the unit for a sensor",
  ],
  appliancerepair: [
    "appliance repair no-fault-found visits|charging for visits where no fault is found|customers refuse to pay when the machine works for me",
  ],
  wastecollection: [
    "waste collection bin rental for businesses|renting trade bins to shops and cafés|bins are emptied on the wrong day for the café",
  ],
  carpetcleaning: [
    "carpet cleaning upholstery jobs|pricing sofa and upholstery cleans|the fabric turns out to be dry clean only",
  ],
  marina: [
    "marina boat electrics and shore power|billing shore power usage on berths|the meters on the pontoon are never read",
  ],
  gardenservice: [
    "garden service leaf clearance|booking autumn leaf clearance visits|every customer wants the leaves gone the same week",
  ],
  farmshop: [
    "farm shop egg and milk vending machine|refilling the milk vending machine|the machine runs out on Sunday morning",
  ],
  poultry: ["poultry egg grading and packing|grading eggs by size for packing|the packer rejects a batch for cracks"],
  treefarm: [
    "Christmas tree farm wreath workshops|selling places on wreath making workshops|the workshop is full but the payments do not match",
  ],
  warehouse: [
    "dock door slots for hauliers|slotting haulier arrivals at the dock doors|three lorries arrive for one door at seven",
  ],
  callcentre: [
    "call centre overflow to home agents|moving overflow calls to agents working from home|home agents log in late and the queue grows",
  ],
  facilities: ["facilities fire warden rota|keeping fire warden cover on each floor|a floor has no warden on Fridays"],
  newsroom: [
    "newsroom photo desk bookings|booking photographers for stories|two reporters want the only photographer at the same time",
  ],
  labtech: [
    "rejected specimens from the wards|recording rejected specimens from the wards|wards keep sending unlabelled tubes and we cannot show how often",
  ],
  hospitalward: [
    "ward patient property|recording patients' valuables and property|a patient's glasses go missing on transfer",
  ],
  boardgames: [
    "board game club tournament brackets|running brackets for club game tournaments|the bracket is redone when someone drops out",
  ],
  rpg: [
    "tabletop session snacks and room costs|splitting snack and room costs among players|one player always forgets to pay",
  ],
  bookclub: [
    "discussion questions for each meeting|preparing discussion questions for each book|the host forgets and the meeting drifts",
  ],
  hiking: ["walk grading by distance and ascent|grading walks by distance and ascent|beginners turn up on a hard walk"],
  birding: [
    "birding society hide and reserve access keys|lending reserve hide keys to members|a key goes missing and the reserve changes the lock",
    "rarity alerts|alerting members quickly about rare bird sightings|members hear about a rarity after it has flown",
  ],
  bridge: [
    "bridge club table moves and movements|setting up movements for pairs nights|an odd number of pairs ruins the movement",
  ],
  orchestra: [
    "desk partners in the string sections|arranging desk partners in the string sections|players move desks every rehearsal",
    "orchestra conductor and soloist fees|paying the conductor and soloists|the soloist's invoice arrives after the treasurer closes the accounts",
  ],
  modelrail: [
    "model railway club track cleaning|scheduling track cleaning before running days|trains stall all afternoon in front of visitors",
  ],
  quiz: ["quiz league team registrations|registering teams for the quiz season|a team turns up that never registered"],
  astronomy: [
    "astronomy society dark sky site access|booking the dark sky site for observing nights|two groups turn up and the field is locked",
  ],
  homegardener: [
    "vegetable garden harvest gluts|dealing with courgette and tomato gluts|half the harvest rots before we eat it",
  ],
  carowner: ["EV charging costs|tracking home and public charging costs|I have no idea what charging costs per mile"],
  commuter: ["commuter car park spaces|finding a station car park space|the car park is full by seven"],
  traveller: [
    "VAT invoices from hotels|getting proper VAT invoices from hotels|hotels email receipts without our company name",
  ],
  remoteworker: [
    "remote worker coworking day budget|budgeting for coworking day passes|the day passes add up and my employer will not pay",
  ],
  genealogy: [
    "genealogy archive trips|timing research trips to county record offices|the archive is closed on the day I travel",
  ],
  collector: [
    "record fair spending|sticking to a spending limit at record fairs|I spend the month's money at one fair|uses: envelopes of cash; notes on my phone",
  ],
  volunteer: ["volunteer cover swaps|finding cover for volunteering shifts|the coordinator never hears about the swap"],
  escaperoom: [
    "team photos and leaderboard times|posting team photos and leaderboard times|teams ask for their photo and it was never taken",
  ],
  cinema: [
    "subtitled and relaxed film showings|scheduling subtitled cinema screenings|people come for a subtitled showing that was not subtitled",
  ],
  softplay: [
    "toddler session passes|selling toddler session passes|passes are used twice because we stamp paper cards",
  ],
  entertainer: [
    "balloon modelling supplies|ordering modelling balloons and pumps|I run out of long balloons at a party",
  ],
  bouncycastle: [
    "blower and motor repairs|getting blowers repaired between hires|a blower fails on a Saturday with three bookings|uses: a paper repair log; phone calls to the repairer",
  ],
  musicvenue: [
    "sound engineer bookings for gig nights|booking sound engineers for gig nights|the engineer is double booked with another venue",
  ],
  festival: [
    "festival camping and parking passes|issuing camping and parking passes|cars arrive without passes and block the gate",
  ],
  markettrader: [
    "trading days in bad weather|deciding whether to trade when rain is forecast|I pay for a pitch and nobody comes in the rain",
  ],
  wholesaler: [
    "wholesale samples for new stockists|sending samples to potential stockists|samples go out and we never hear if the shop liked them",
  ],
  vending: [
    "vending cash collection|collecting and counting cash from machines|the coin count never matches the sales report",
  ],
  franchisee: [
    "shift cover across franchise units|covering shifts across franchise units|staff are sent to the wrong unit",
  ],
  importer: [
    "importer container space booking|booking container space with forwarders|the container is full and our pallets wait a month",
  ],
  soletrader: [
    "sole trader late payment interest|charging late payment interest to customers|I never dare to add the interest",
  ],
  nails: [
    "nail appointment reminders|texting nail clients reminders the day before|clients forget and the slot is lost",
  ],
  beautytherapist: [
    "beauty therapist waxing strip and product stock|reordering wax and strips|we run out of hot wax on a Saturday",
  ],
  lashes: [
    "lash academy places|filling places on lash training days|students pay a deposit and the kit is not ordered",
  ],
  spa: [
    "spa couples treatment bookings|booking couples into the double room|two couples are booked into the one double room",
  ],
  makeupartist: [
    "second artist cover|finding a second make-up artist for big bridal parties|eight faces to do by nine and my backup artist cancelled",
  ],
  doula: [
    "doula birth bag and kit|keeping the birth bag stocked|I use the last of the massage oil and forget to refill",
  ],
  toyshop: [
    "party bag fillers in bulk|making up bulk party bag orders|the order is for twenty and I have fifteen of one toy",
  ],
  musicshop: [
    "graded exam sheet music orders|ordering graded exam sheet music for teachers' pupils|a teacher's order is split across three suppliers",
  ],
  antiques: [
    "antiques restoration jobs|tracking furniture sent out for restoration|a chair has been with the restorer for a year",
  ],
  bridalshop: [
    "bridesmaid dress orders|ordering bridesmaid dresses in several sizes|one bridesmaid never sends her measurements",
  ],
  mobility: [
    "mobility shop stairlift surveys|booking stairlift surveys at customers' homes|the customer's daughter wants to be there and reschedules",
  ],
  deli: [
    "deli cured meat slicing records|recording cured meat and slicer cleaning|the inspector asks about slicer cross-contamination",
  ],
  offlicence: [
    "off-licence Challenge 25 log|logging Challenge 25 refusals at the till|the licensing officer asks for a refusals book",
  ],
  angling: [
    "junior fishing taster days|booking youngsters onto taster days at the lake|parents book and the bailiff is not told",
  ],
  triathlon: [
    "triathlon club bike maintenance sessions|booking members onto bike maintenance workshops|the workshop fills with people who have no bike|uses: a sign-up sheet at the club night; a group chat",
  ],
  netball: [
    "netball dress sizing|getting every player's dress size right for the team order|a player waits half a season for her dress",
  ],
  skiclub: [
    "ski club equipment swap sale|running the club's second-hand ski kit sale|people pay and leave with the wrong boots",
  ],
  arable: [
    "arable farm grain moisture readings|recording grain moisture at harvest|the merchant deducts for moisture we cannot dispute",
  ],
  mushrooms: [
    "mushroom spawn and substrate orders|recording lot numbers of mushroom spawn and substrate|a contaminated batch is traced to a supplier and we have no lot numbers",
  ],
  printshop: [
    "print order collection or delivery|arranging collection or delivery of finished print orders|a customer comes for flyers that went out on the van",
  ],
  furniture: [
    "delivery and install days|booking delivery and install days with customers|the sideboard will not go up the stairs",
  ],
  manufacturer: [
    "mill certs from steel suppliers|filing mill certificates for each steel batch|the customer audit asks for a certificate from two years ago",
  ],
  tailor: [
    "tailor wedding suit hire|booking suit hire fittings for wedding parties|the groom's party come in one at a time across a month",
  ],
  potter: ["clay and glaze reorders|ordering clay and glaze materials|we run out of stoneware clay before the course"],
  jeweller: [
    "jeweller ring resizing queue|tracking ring resizes sent to the workshop|a customer's engagement ring comes back the wrong size",
  ],
  signmaker: ["vinyl and board reorders|ordering vinyl and board for jobs|a job stalls for a colour we are out of"],
};
