/** A second round of needs for audiences across the ontology, by audience key. */

export const MORE_SECOND: Record<string, string[]> = {
  dental: [
    "dental implant follow-ups|booking implant review appointments over the years after surgery|implant patients drift away and come back with problems",
  ],
  gp: [
    "GP practice patient survey|running the practice's patient feedback survey|the survey is paper on the counter and nobody fills it in",
  ],
  physio: [
    "physio clinic marketing to runners|getting local running clubs to know about the clinic|runners go to the big chain because they never heard of us",
  ],
  vet: [
    "instalments for large surgery bills|spreading big surgery costs over several months|owners can't pay a big surgery bill at once and we chase for months",
  ],
  pharmacy: [
    "pharmacy stock returns|returning unwanted stock to wholesalers for credit|returns windows close before we send them",
  ],
  carehome: [
    "residents' lunch menu choices|collecting residents' lunch choices each morning|the kitchen cooks the wrong number of each meal",
  ],
  homecare: [
    "tablet prompts on care calls|recording medication prompts at home visits|a missed prompt and nobody knows whether mum took her tablets",
  ],
  therapist: [
    "online or in-person sessions|tracking the session format for each therapy client|a client turned up in person for an online session",
  ],
  optician: [
    "optician children's vouchers|processing children's glasses vouchers|the voucher claims get rejected for missing details",
  ],
  plumber: [
    "five-star reviews after plumbing jobs|asking happy plumbing customers for reviews|I do great work and have four reviews",
  ],
  electrician: [
    "cable and fittings prices|checking wholesaler cable prices before quoting|the price of cable changes between quote and job|uses: wholesalers' websites in a dozen tabs; last month's printed price list",
  ],
  builder: [
    "tile and fitting choices from clients|chasing clients for tile and fitting choices|the job stops while the client decides on taps",
  ],
  cleaner: [
    "feedback after each visit|asking clients how the last visit went|clients cancel instead of telling us what was wrong",
  ],
  landscaper: [
    "landscaping staff van checks|recording weekly van and trailer checks|a trailer light failed and we were stopped",
  ],
  hvac: [
    "HVAC after-hours calls|handling after-hours emergency HVAC calls|the on-call tech gets calls that could wait",
  ],
  restaurant: [
    "walk-in table queue on busy nights|running a walk-in waiting list on busy nights|walk-ins give up because we can't say how long",
  ],
  cafe: ["cafe allergen questions|answering allergen questions at the counter|staff guess what's in the cakes"],
  bakery: [
    "bakery wholesale invoices|invoicing cafes for a month of bread deliveries|a month of delivery notes turned into invoices by hand",
  ],
  caterer: ["buffet allergen cards|marking allergens on buffet dishes|guests ask and the staff don't know"],
  pub: ["pub table bookings for food|taking table bookings for Sunday lunch|we overbook Sunday lunch every week"],
  brewery: [
    "brewery label approvals|getting beer labels right for the rules|a batch of labels was printed with the wrong ABV",
  ],
  bikeshop: [
    "bike shop e-bike battery recalls|tracking e-bike batteries under recall|we sold bikes with recalled batteries and can't find the buyers",
  ],
  florist: [
    "florist sympathy card messages|taking card messages accurately over the phone|a name was misspelt on a sympathy card",
  ],
  etsy: ["Etsy listing renewals|managing listing renewal fees|listings renew automatically and fees add up"],
  hardware: [
    "hardware store paint mixing records|recording paint mixes for customers|a customer wants the same colour and we didn't record it",
  ],
  charityshop: [
    "gift aid price tags on donated stock|tagging gift aid donations through the till|gift aid items are sold without the tag",
  ],
  gardencentre: [
    "garden centre plant guarantees|handling plant guarantee returns|customers return dead plants and we can't check when they bought them",
  ],
  landlord: [
    "selective licensing applications to the council|applying for selective licensing for rental properties|the council's licence application asks for documents I can't find",
  ],
  lettingagent: [
    "letting agent deposit registrations|registering tenancy deposits in time|a deposit registered late means a penalty",
  ],
  holidaylet: [
    "holiday let guest messages|answering repeat questions from holiday let guests|guests ask the wifi password five times a week",
  ],
  hoa: [
    "HOA rule violations|logging residents' rule breaches over bins and parking|residents say they were never warned",
  ],
  primaryteacher: [
    "primary class seating and groups|planning seating and ability groups|groups change every week and I redraw the plan",
  ],
  secondaryteacher: [
    "detention records|tracking detentions and whether they were served|students skip detentions and nobody follows up",
  ],
  schooloffice: [
    "parent balances for school outings|collecting payments for school trips|trip payments trickle in until the day before",
  ],
  tutor: [
    "tutor DBS certificates|keeping tutors' DBS certificates current|a parent asked for my check and it had expired",
  ],
  nursery: [
    "nursery meal menus and allergies|planning nursery menus around children's allergies|a new allergy wasn't passed to the cook",
  ],
  lab: [
    "sample tube positions in the minus eighty freezer|tracking samples in the lab freezers|we can't find samples from a finished project",
  ],
  musicteacher: [
    "music student repertoire|tracking music students' current pieces|I can't remember who's on which piece",
  ],
  drivinginstructor: [
    "driving theory test reminders|reminding pupils to pass their theory test|pupils are ready to drive but haven't done the theory",
  ],
  chess: [
    "upstairs room hire for club nights|booking the chess club venue for the season|the venue double-booked our club night",
  ],
  runningclub: ["club run loops|sharing safe club run loops with new leaders|new run leaders don't know the routes"],
  footballclub: ["football club equipment|tracking balls, bibs and goals|bibs disappear over the season"],
  choir: [
    "choir music licence returns|logging performed works for music licence returns|the licence return asks for every piece and nobody noted them",
  ],
  scouts: [
    "scout activity permits|checking leaders' activity permits for adventurous activities|a leader's permit expired before the climbing trip",
  ],
  allotment: [
    "allotment plot handovers|handing vacated plots to the next plotholder|the new tenant finds the old one's rubbish",
  ],
  parents: [
    "hand-me-downs between cousins|passing outgrown clothes to cousins and friends|bags of outgrown clothes sit in the loft for years",
  ],
  newparents: ["baby formula and nappy stock|keeping baby supplies from running out|we ran out of formula at midnight"],
  carer: [
    "carer emergency plan|writing an emergency plan if the carer falls ill|if I'm ill nobody knows mum's routine",
  ],
  wedding: [
    "wedding readings and music choices|collecting wedding readings and music for the ceremony|the registrar needed the music list two weeks ago",
  ],
  homeowner: ["home contractor contacts|keeping a list of trusted tradespeople|I can't remember which roofer was good"],
  petowner: [
    "pet passport and rabies jab for trips abroad|getting pet travel paperwork for trips abroad|the pet travel rules changed and we nearly missed it",
  ],
  budgeting: [
    "savings pot for car bills|saving a little each month for car bills|every garage bill goes on the credit card",
  ],
  designer: [
    "design client onboarding|onboarding new design clients with a questionnaire|the first week is spent asking basic questions",
  ],
  photographer: [
    "photography gallery expiry|archiving client galleries when they expire|clients ask for galleries that expired years ago",
  ],
  musician: ["gig travel and accommodation|booking travel for out-of-town gigs|we booked a hotel for the wrong night"],
  salon: [
    "salon client rebooking|rebooking clients before they leave the salon|clients leave without a next appointment and drift",
  ],
  trainer: ["PT session cancellations|enforcing late cancellation rules for PT sessions|clients cancel an hour before"],
  foodbank: [
    "food bank client visit limits|tracking how many parcels each household has had|we can't see if a family visited another site",
  ],
  rescue: [
    "rescue transport relays|arranging relays of drivers to move rescue dogs|a dog waits a day because one leg of the relay fell through",
  ],
  church: [
    "church livestream|running the Sunday livestream with volunteers|the livestream fails when the volunteer is away",
  ],
  charity: [
    "charity trustee recruitment|recruiting trustees with the right skills|the board has no one with finance skills",
  ],
  communitycentre: [
    "community centre energy bills|keeping community centre energy bills down|the heating runs all night for an empty hall",
  ],
  pta: ["PTA meeting minutes|sharing PTA meeting minutes and decisions|parents don't know what the PTA decided"],
  indiedev: [
    "app feature requests from users|collecting feature requests from app users|users email the same request and I lose count",
  ],
  saas: [
    "SaaS uptime status page|keeping customers informed during outages|customers tweet about the outage before we post",
  ],
  oss: [
    "open source release process|cutting releases without breaking users|a release broke half our downstream users",
  ],
  devops: [
    "infrastructure drift|spotting infrastructure changed outside of code|someone changed a setting by hand and nobody knows",
  ],
  dataanalyst: [
    "warehouse table access grants|granting analysts read rights on warehouse tables|access is granted by DM and never removed",
  ],
  gamedev: ["game build distribution to testers|getting new builds to playtesters|testers play an old build"],
  agency: [
    "agency project handover to clients|handing finished websites to clients with training|clients can't update their own site",
  ],
};
