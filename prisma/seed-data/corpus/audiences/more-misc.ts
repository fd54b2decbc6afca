/** Further needs of the newer audiences (clinics, crafts, sports, homes, services, agencies...), by key. */

export const MORE_MISC: Record<string, string[]> = {
  podiatry: [
    "verruca treatment courses|tracking multi-session verruca treatments|patients stop coming after the second freeze",
  ],
  audiology: [
    "hearing aid trial returns|tracking hearing aid trial periods and returns|a trial ran past the return date",
  ],
  dietitian: [
    "dietitian group sessions|running group weight management sessions|group sign-ups and payments are a mess",
  ],
  speechtherapy: [
    "split funding of therapy sessions|invoicing families and councils for their share of sessions|some sessions are council funded and some aren't|uses: a Word invoice template; a spreadsheet and the bank app",
  ],
  ot: [
    "OT equipment supplier quotes|getting supplier quotes for adaptive equipment|quotes take weeks and the client waits",
  ],
  hospice: [
    "hospice fun run marshals|finding marshals and helpers for hospice fun runs|the fun run needs fifty marshals",
  ],
  tiler: [
    "tiling adhesive and grout choice per job|recording adhesive and grout used per job|a failed floor and I can't prove what I used",
  ],
  kitchenfitter: [
    "kitchen unit prepayments|taking customer payment for units before ordering|a customer cancelled after we ordered the units|uses: bank transfers and a notebook; a spreadsheet and the bank app",
  ],
  flooring: ["sample board loans|getting sample boards back from customers|sample boards never come back"],
  scaffolding: [
    "scaffold design drawings|getting scaffold designs for complex jobs|the design arrives after the job starts",
  ],
  chimney: [
    "chimney CCTV inspections|recording chimney camera inspections|customers want proof of the liner's condition",
  ],
  poolservice: ["pool winterisation|tracking which pools are winterised|a pool froze because it was missed"],
  handyman: [
    "wasted call-outs when nobody is in|charging for call-outs when the customer isn't in|I drive out and nobody answers",
  ],
  glazier: ["glass breakage emergencies|boarding up broken windows out of hours|the emergency calls come at 2am"],
  treesurgeon: [
    "BS5837 arboricultural reports|writing tree survey reports for planning applications|tree reports hold up planning applications",
  ],
  fencing: ["fence post concrete curing|scheduling fence panels after posts set|the panel day gets rained off"],
  martialarts: [
    "junior class safeguarding records|keeping safeguarding records for junior martial arts classes|a parent asked to see our safeguarding records and they were in three places",
  ],
  danceschool: [
    "outside hirers of the dance studios|letting the studios to outside groups on Sundays|a yoga group and a party both think they have Sunday",
  ],
  climbing: [
    "climbing passes and memberships|managing multi-visit passes and memberships|passes are punched cards people lose",
  ],
  golfclub: ["golf handicap records|updating golf handicaps after rounds|cards are handed in and never entered"],
  sailing: [
    "sailing course bookings|booking sailing courses and instructors|courses are overbooked for the instructors we have",
  ],
  cricket: ["cricket scorebook results|turning scorebook pages into league results|the scorebook gets rained on"],
  teens: [
    "extras on a teenager's phone bill|keeping a teen's phone contract from running up charges|the phone bill had forty pounds of extras",
  ],
  coparents: [
    "kids' medicines and doctor visits|keeping an ex informed about the kids' medicines and appointments|one parent didn't know about the new inhaler",
  ],
  retirees: [
    "travel cover with pre-existing conditions|finding travel insurance with medical conditions|every quote asks the same thirty questions",
  ],
  students: ["next year's flat hunt|finding next year's place to live with friends|the good places go in November"],
  jobseekers: [
    "job offers comparison|comparing job offers with different benefits|I can't compare pensions and bonuses",
  ],
  homeschool: [
    "exam centres for home-educated teens|finding exam centres for homeschooled teenagers|exam centres for private candidates are full",
  ],
  chronic: [
    "disability benefit forms|filling disability benefit forms with evidence|the form takes weeks and one missed letter means rejection",
  ],
  homecook: ["pantry staples stock|tracking pantry staples before they run out|we bought three jars of cumin"],
  funeral: ["mortuary register|keeping the mortuary register accurate|one mix-up would be unthinkable"],
  msp: ["client security patching|tracking security patches across client PCs|a client PC missed patches for months"],
  security: [
    "security site instructions|keeping site instructions current for guards|guards follow instructions from two years ago",
  ],
  phonerepair: [
    "repair shop device condition notes|recording device condition at drop-off|customers blame us for old cracks",
  ],
  dogtrainer: [
    "dog training class venue hire|booking halls for dog training classes|the hall double-booked us with yoga",
  ],
  marketingagency: [
    "client login access|controlling staff access to client logins|an ex-employee still had client logins",
  ],
  consultant: ["consulting contracts and NDAs|tracking contracts and NDAs per client|I signed an NDA I can't find"],
  surveyor: [
    "surveyor professional indemnity claims|recording advice given in case of claims|a claim arrived about a survey from six years ago",
  ],
  mortgagebroker: [
    "mortgage lender criteria|checking lender criteria for unusual cases|criteria change weekly and I ring lenders one by one",
  ],
  supportteam: [
    "support team holiday cover|covering support shifts over holidays|the inbox piles up over Christmas|uses: a shared calendar; a group chat",
  ],
  salesteam: ["sales quotes and price lists|sending quotes from the latest price list|a rep quoted last year's prices"],
  youtuber: ["YouTube video upload schedule|sticking to an upload schedule|I miss uploads when editing runs over"],
  webshop: [
    "influencer discount codes|tracking discount codes and who used them|an influencer code was shared everywhere",
  ],
  butcher: ["butcher bulk meat boxes|taking orders for bulk meat boxes|boxes are packed wrong for half the customers"],
  roaster: ["coffee roast dates on bags|labelling roast dates and rotating stock|old bags sit on cafe shelves"],
  mealprep: [
    "meal prep customer preferences|tracking each customer's dislikes and allergies|a customer who hates mushrooms got mushrooms",
  ],
  lecturer: ["lecturer office hours bookings|booking students into office hours|students turn up at once"],
  museum: [
    "postcards and gifts in the museum shop|tracking postcards, books and gifts in the museum shop|the postcards run out on busy days",
  ],
  drainage: [
    "drain emergency callout rota|rostering engineers for emergency callouts|two engineers think the other is on call",
  ],
  kennels: [
    "kennel cleaning rota|recording kennel cleaning and disinfection|an outbreak and we can't show the cleaning log",
  ],
  warehouse: [
    "warehouse returns processing|processing customer returns back to warehouse stock|returns pile up unprocessed",
  ],
  facilities: [
    "facilities keys and access|tracking keys and access cards for the building|nobody knows who has the plant room key",
  ],
  newsroom: [
    "court and committee diary|tracking court cases and committee hearings to cover|we missed a big council vote",
  ],
  hospitalward: [
    "ward discharge planning|planning patient discharges and transport|discharges wait all day for transport",
  ],
};
