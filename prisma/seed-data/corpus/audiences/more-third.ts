/** A third round of needs, mostly for the audiences added later, by audience key. */

export const MORE_THIRD: Record<string, string[]> = {
  chiro: [
    "chiropractic patient exercise reminders|reminding chiropractic patients to do their stretches|patients skip the stretches and blame the adjustment",
  ],
  roofer: [
    "reclaimed tiles and slates|reusing reclaimed tiles and slates between jobs|the yard is full of odd tiles we can't match",
  ],
  painter: [
    "method statements for commercial painting contracts|writing method statements for commercial painting contracts|the main contractor rejects our generic risk assessment",
  ],
  locksmith: [
    "euro cylinder stock|keeping common cylinder sizes on hand|I'm out of the most common euro cylinder size",
  ],
  pestcontrol: [
    "pest control customer prep instructions|sending customers prep instructions before treatment|customers haven't cleared the rooms and the visit is wasted",
  ],
  windowcleaner: [
    "ladder access notes for window rounds|recording gate codes and dogs on each round|a new helper was bitten by a dog I knew about",
  ],
  foodtruck: [
    "chalkboard specials on the truck|updating menu boards and prices at events|the price board is still last season's",
  ],
  bookshop: [
    "bookshop events promotion|promoting author events to local readers|twelve people came to an event for sixty",
  ],
  boutique: [
    "boutique loyalty and repeat customers|keeping in touch with repeat boutique customers|regulars don't hear about new stock",
  ],
  petshop: [
    "prescription pet food orders|getting prescription pet foods in for regulars|a special diet order was forgotten",
  ],
  convenience: [
    "early and late till shifts|rostering shop staff for opening and closing shifts|a late shift was left uncovered|uses: a paper rota by the till; a group chat",
  ],
  propertydev: [
    "development contractor payments|tracking payments to contractors on a development|a contractor was paid twice",
  ],
  storage: [
    "contents cover for customers' goods|checking storage customers' goods insurance|a customer claimed after a leak without insurance",
  ],
  secondaryteacher: [
    "classroom seating charts|arranging where every pupil sits in each class|seating plans get lost when classes move rooms",
  ],
  languageschool: [
    "language school student feedback|collecting student feedback each course|feedback forms come back blank",
  ],
  nursery: [
    "nursery parent communication|sending parents nursery news and reminders|parents miss the letter about the closure day",
  ],
  cyclingclub: ["GPX files for Sunday club rides|sharing club ride routes with riders|riders get lost on club rides"],
  swimclub: [
    "swim club squad moves|assessing swimmers for squad moves|parents complain their child should have moved up",
  ],
  amdram: [
    "amateur theatre audition sign-ups|booking audition slots for a show|auditions overrun and people wait for hours",
  ],
  movers: [
    "packing supplies for the move|working out how much tape, paper and cardboard to buy|we ran out of tape the night before the move",
  ],
  flatshare: [
    "flat inventory at move-in|recording the flat's condition at move-in|the landlord blamed us for old damage",
  ],
  translator: [
    "translation terminology queries to clients|sending terminology queries to clients|queries go unanswered and I guess",
  ],
  writer: [
    "short story submissions to magazines|tracking fiction submissions and responses|I sent a story to a magazine that already rejected it",
  ],
  tattoo: [
    "tattoo aftercare check-ins|checking on clients' healing after a tattoo|clients come back with infections I could have spotted|uses: texts from my own phone; photos clients send on Instagram",
  ],
  dogwalker: [
    "booster certificates for walked dogs|collecting booster certificates for every dog on the round|a dog in the group had kennel cough and I had no record of its jabs",
  ],
  foodbank: [
    "harvest festival collections|collecting harvest festival gifts from schools and churches|a school turned up with forty bags and nowhere to put them",
  ],
  rescue: [
    "rescue adopter follow-ups|following up with adopters after a rescue adoption|a returned dog had problems we never heard about",
  ],
  church: ["church flower rota|organising the church flower rota|the altar had no flowers for a wedding"],
  charity: [
    "charity risk register|keeping the charity's risk register current|the auditor asked for the risk register",
  ],
  mutualaid: [
    "shopping drops to people self-isolating|organising food deliveries by volunteers|two volunteers delivered to the same house",
  ],
  youthleague: [
    "youth league referee assignments|assigning referees to youth games|a game had no referee and was abandoned",
  ],
  oss: ["docs that match the code|keeping the documentation site up to date|the docs describe an API we removed"],
  dataanalyst: [
    "unused dashboards|finding unused dashboards to retire|we maintain forty dashboards and nobody opens most",
  ],
  gamedev: ["game patch notes|writing patch notes players read|players complain about changes that were in the notes"],
  sheep: [
    "sheep flock lameness records|recording lameness treatments in the flock|lameness comes back in the same ewes",
  ],
  vineyard: [
    "vineyard harvest yields per block|recording grape yields per block|I can't tell which block is underperforming",
  ],
  smallholder: [
    "smallholding vet records|keeping vet and medicine records for smallholding animals|the vet asked when the goats were wormed",
  ],
  fishingcharter: [
    "charter customer waivers|collecting waivers from charter customers|a customer got hurt and we had no waiver",
  ],
  insurancebroker: [
    "renewal proofs from policyholders|collecting proof of no-claims and driving licences at renewal|renewal documents arrive after the deadline",
  ],
  tourguide: [
    "tour guide commission from shops|tracking commission agreements with shops and cafes|commission payments never arrive",
  ],
  venue: ["wedding venue staffing|staffing the venue for each wedding|we were two waiters short at a big wedding"],
  travelagent: [
    "travel agent supplier commissions|chasing commissions from travel suppliers|commissions go unpaid for months",
  ],
  removals: [
    "extra porters for the summer peak|finding extra porters for the summer peak|a crew member's holiday left a move short-handed",
  ],
  taxi: [
    "driver rent and commission settlements|working out each driver's weekly rent and commission|drivers dispute the weekly settlement sheet",
  ],
  cardealer: [
    "car sale paperwork|keeping sale paperwork and finance documents|a finance company asked for a document we lost",
  ],
  tailor: [
    "tailoring fabric orders|ordering fabric for bespoke suits|the fabric was out of stock after the client chose it",
  ],
  potter: [
    "pottery studio membership shelves|allocating shelf space to studio members|members' work spreads onto every shelf",
  ],
  jeweller: [
    "jewellery stock security checks|counting high-value stock at close|a ring was missing and the count was from last week",
  ],
  signmaker: ["offcuts worth keeping|tracking usable offcuts in the racks|we buy new when an offcut would do"],
  printshop: [
    "print shop client artwork files|storing client artwork for reprints|a client wants a reprint and we can't find the file",
  ],
  drainage: [
    "drain jetting equipment servicing|servicing the drain jetter on time|the jetter broke on an emergency job",
  ],
  solar: [
    "solar panel cleaning contracts|running repeat panel cleaning for customers|customers forget to rebook panel cleaning",
  ],
  alarms: [
    "alarm monitoring contracts billing|invoicing alarm monitoring contracts on renewal|monitoring fees went unbilled for months",
  ],
  appliancerepair: [
    "phone estimates for washing machine faults|giving rough repair quotes by phone|customers expect an exact price on the phone",
  ],
  wastecollection: [
    "recycling figures for council contracts|reporting recycling rates for collected waste|council contracts ask for recycling figures we can't produce",
  ],
  carpetcleaning: [
    "carpet cleaning chemical stock|restocking cleaning chemicals for the van|I run out of stain remover mid-job",
  ],
  kennels: [
    "boarding dog diets|giving each boarded dog the food its owner brought|owners bring special food and we still feed ours",
  ],
  marina: [
    "visiting yacht arrivals|taking radio and phone bookings from visiting yachts|visitors arrive with nowhere to moor",
  ],
  gardenservice: [
    "garden clippings removal charges|pricing clippings removal into garden jobs|tip fees come out of my pocket",
  ],
  farmshop: [
    "farm shop butchery counter orders|taking orders for the butchery counter|weekend meat orders get mixed up",
  ],
  poultry: ["poultry flock health checks|recording flock health checks and mortality|a rise in deaths went unnoticed"],
  treefarm: [
    "tree netting queue|keeping the netting queue moving on busy days|delivery drivers wait for trees to be netted",
  ],
  warehouse: [
    "pick-face problems between shifts|passing pick-face problems to the next warehouse shift|the day shift didn't know about a damaged pallet",
  ],
  callcentre: ["call centre scripts updates|keeping call scripts up to date|agents read out an old offer"],
  facilities: [
    "sub-meter readings across sites|collecting sub-meter readings from every site|estimated bills are wrong for months",
  ],
  labtech: [
    "reagent lot-to-lot checks on analysers|recording reagent lot changes and checks|a new lot was used without checks",
  ],
  hospitalward: [
    "ward stock ordering|ordering ward consumables before they run out|we borrow dressings from other wards",
  ],
  escaperoom: [
    "puzzle hint counts per team|counting the hints each team used on each puzzle|we can't tell which puzzle confuses players",
  ],
  cinema: [
    "cinema concessions stock|stocking popcorn and snacks for busy films|we ran out of popcorn on a sold-out night",
  ],
  softplay: [
    "first aid cover on every shift|rostering a qualified first aider onto every shift|a busy Sunday ran without anyone qualified in first aid",
  ],
  entertainer: [
    "kids' party entertainer paperwork for schools|sending schools a police check and insurance certificate|every school asks for the same documents",
  ],
  bouncycastle: [
    "castle wash-downs between hires|scheduling bouncy castle cleaning between hires|a castle went out muddy",
  ],
  musicvenue: [
    "venue noise complaints|handling neighbour noise complaints|a neighbour complaint threatens our licence",
  ],
  festival: [
    "festival ticket sales and capacity|tracking ticket sales against site capacity|we sold more day tickets than the site allows",
  ],
  markettrader: ["stall card fees|keeping card fees down on small market sales|card fees eat my small sales"],
  wholesaler: [
    "wholesale stock rotation|rotating stock by use-by date|short-dated stock went out to the best customer",
  ],
  vending: [
    "vending sandwich wastage|tracking unsold sandwiches pulled from machines|a customer got an out-of-date sandwich",
  ],
  franchisee: [
    "franchise staff e-learning modules|tracking staff completion of franchise e-learning|the franchisor audit checks training we can't prove",
  ],
  importer: [
    "importer supplier quality checks|arranging quality inspections before shipments leave the factory|a whole shipment arrived faulty",
  ],
  soletrader: [
    "pension contributions when self-employed|setting aside pension contributions from sole trader income|I've no pension at forty",
  ],
  youtuber: ["YouTube brand deal contracts|reviewing brand deal contracts|a brand claimed rights to my video forever"],
  podcaster: [
    "podcast episode publishing checklist|publishing episodes with art, notes and links|an episode went out with last week's notes",
  ],
  newsletter: [
    "newsletter reader replies|answering readers who reply to the newsletter|hundreds of replies sit unread",
  ],
  webshop: [
    "consistent product photography|shooting products with the same light and background|photos look different on every page",
  ],
  amazonseller: [
    "pre-sale questions on Amazon listings|answering customer questions on Amazon listings|unanswered questions lose sales",
  ],
  coursecreator: [
    "course refund requests|handling course refund requests fairly|refund requests arrive after students download everything",
  ],
  streamer: [
    "stream sponsor segments|tracking sponsor segments on streams|I forgot a sponsor segment and they noticed",
  ],
  marketingagency: [
    "agency timesheets|getting staff to fill agency timesheets|timesheets are filled in on Friday from memory",
  ],
  pr: [
    "PR client crisis contacts|keeping crisis contact lists for clients|a crisis hit and the contact list was out of date",
  ],
  coworking: [
    "coworking events calendar|running the coworking events calendar|events clash with meeting room bookings|uses: a wall calendar; posts in the members' chat",
  ],
  taxpreparer: [
    "client signatures on finished returns|collecting client signatures on finished tax returns|we file late because clients never sign the return",
  ],
};
