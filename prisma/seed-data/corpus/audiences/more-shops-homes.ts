/** Further needs of the food, retail, property, household and club audiences (by audience key). */

export const MORE_SHOPS_HOMES: Record<string, string[]> = {
  restaurant: [
    "restaurant table turn times|tracking how long tables take on busy nights|we book tables too close together and guests wait at the bar",
    "kitchen staff food hygiene certificates|tracking kitchen staff food hygiene certificates|a new cook started without a hygiene certificate",
  ],
  cafe: [
    "cafe card machine fees|comparing card machine fees for a small cafe|card fees eat the margin on every coffee|uses: the bank statements; a calculator and a notebook",
    "cafe daily takings reconciliation|reconciling cafe takings with the till|the cash is short most Saturdays",
  ],
  bakery: [
    "bakery staff early shifts|putting bakers on early morning shifts|one baker off sick at 3am and the day's bake is late",
  ],
  caterer: [
    "corporate lunch orders|taking recurring corporate lunch orders|offices change numbers at nine for lunch at twelve",
  ],
  foodtruck: [
    "card reader signal at outdoor events|taking card payments at events with no signal|the card reader fails in a field and we lose sales",
  ],
  pub: ["pub live music bookings|booking bands and DJs for the pub|two bands turned up on the same Saturday"],
  brewery: ["brewery keg returns|chasing keg returns from pubs|kegs sit in pub cellars for months"],
  bikeshop: ["bike hire fleet|managing a small bike hire fleet and bookings|a hire bike went out with a known fault"],
  bookshop: [
    "bookshop signed stock|tracking signed first editions and their prices|a signed copy sold at the normal price",
  ],
  florist: [
    "florist event flower install|planning flower installs at wedding venues|the venue access time changed and we weren't told|uses: a paper notebook of venue notes; photos on my phone",
  ],
  etsy: ["Etsy shop order messages|answering buyer messages about orders|buyers message about delivery daily"],
  boutique: [
    "boutique Instagram sales|taking orders through Instagram messages|orders in DMs get lost and items sell twice",
  ],
  landlord: [
    "broken fixtures after tenants leave|claiming on landlord insurance after tenant damage|the insurer wants the inventory I never updated",
    "move-in detector checks|testing detectors on move-in day|I can't prove the alarms worked on move-in day",
  ],
  lettingagent: [
    "tenant applications for popular listings|handling dozens of tenant applications per listing|forty people apply in a day for one flat",
  ],
  holidaylet: [
    "owner stays in the holiday let|blocking owner stays across booking platforms|we blocked one calendar and a guest booked on the other",
  ],
  hoa: [
    "leak claims on the block's building policy|managing insurance claims for leaks between flats|the leak claim bounces between three flat owners",
  ],
  parents: [
    "family calendar for clubs and parties|keeping a shared family calendar both parents use|my partner booked a dentist appointment on sports day",
    "kids' school lunches money|topping up school lunch accounts for several kids|one child's lunch account is always negative",
    "young kids' screen time on tablets|managing young children's screen time on tablets|the tablet screen time rule changes every day and the kids know it",
  ],
  newparents: [
    "returning to work after baby|planning a return to work around childcare and feeds|the childcare start date and my return don't line up",
  ],
  carer: [
    "respite care bookings|booking respite care so the family carer gets a break|respite places are booked months ahead",
  ],
  wedding: [
    "wedding guest accommodation|sorting guest accommodation near the wedding venue|guests ask me where to stay and the hotel block fills",
    "wedding vendor contracts|keeping all the wedding vendor contracts and cancellation terms|I can't remember which vendor's deposit is refundable",
  ],
  flatshare: [
    "flatmate guests and noise rules|agreeing house rules with flatmates|the house rules were never written down",
  ],
  movers: [
    "utility setup at the new house|switching utilities over to a new home|we moved in with no internet for three weeks",
  ],
  homeowner: [
    "kitchen and bathroom renovation spend|tracking spending on a home renovation|the renovation budget was gone by the kitchen",
  ],
  petowner: [
    "running out of dog kibble|keeping the kibble from running out|we run out of the prescription food on a Sunday",
  ],
  budgeting: [
    "Christmas gift budget|keeping to a Christmas present budget|Christmas spending wrecks January every year",
  ],
  chess: [
    "chess club online games|running club games online between club nights|the online club ladder is a mess of links",
    "chess junior tournament entries|taking entries for a junior chess congress|entries arrive by email with no payment",
  ],
  runningclub: [
    "running club parkrun volunteers|rostering club members to volunteer at parkrun|we promise volunteers and only two show up",
  ],
  footballclub: [
    "shirt sponsors and pitchside boards|finding and tracking club sponsors|sponsors drift away because nobody thanks them",
  ],
  choir: [
    "standing plan by voice part|drawing up the standing plan by voice part|the standing order changes at every rehearsal",
  ],
  scouts: ["scout hut bookings|letting the scout hut to other groups|the hut is double-booked with a jumble sale"],
  allotment: ["allotment shared tools shed|tracking shared tools and the shed rota|the shared strimmer vanished"],
  amdram: [
    "set build volunteers and materials|organising set build weekends and materials|the set isn't finished on the tech rehearsal night",
  ],
  tennisclub: [
    "tennis club coaching court allocation|limiting coaching hours on the club's courts|members find courts taken by coaching",
  ],
};
