/** Further needs of the office, freelance, developer, farm, travel, transport and maker audiences (by key). */

export const MORE_WORK: Record<string, string[]> = {
  accountant: [
    "quarterly VAT deadlines across clients|preparing quarterly VAT returns for clients|VAT quarters for forty clients land in the same week",
    "client onboarding for accountants|onboarding new accounting clients with their old records|the old accountant takes months to hand over",
  ],
  lawfirm: [
    "legal client money ledger|reconciling the client money account|the client account reconciliation is a monthly dread",
  ],
  architect: [
    "architect consultant coordination|coordinating structural engineers and other consultants|the engineer works from old drawings",
  ],
  recruiter: [
    "candidate interview feedback|chasing interview feedback from hiring managers|candidates wait a week for feedback and take other jobs",
  ],
  estateagent: [
    "estate agent key sets|tracking key sets for properties on the market|a key set is out with a viewer nobody logged|uses: a key cabinet and a sign-out book; a shared spreadsheet",
  ],
  hr: [
    "staff contracts and changes|keeping employment contracts and changes on file|a dispute and we can't find the signed contract",
  ],
  office: [
    "office fridge and dishwasher clear-outs|organising office fridge and dishwasher clear-outs|the dishwasher never gets emptied",
  ],
  designer: [
    "design file versions|keeping track of design file versions with clients|the client printed an old version",
  ],
  photographer: ["photography travel and mileage|tracking travel to shoots for tax|I never claim the mileage I'm owed"],
  translator: [
    "translation invoices in several currencies|invoicing agencies in different currencies|currency fees eat my invoices",
  ],
  writer: ["rights sold per article|tracking the rights sold for each article|I'm not sure if I can republish a piece"],
  musician: [
    "band gear load-out|checking every mic stand and cable is packed after a gig|we left a mic stand at a venue and nobody noticed",
  ],
  salon: [
    "salon staff holiday cover|covering stylists' holidays with clients booked|a stylist's clients were booked in her holiday week",
  ],
  trainer: ["monthly PT packages|selling monthly PT packages|direct debits fail and I keep training clients unpaid"],
  dogwalker: [
    "dog walker cover for holidays|arranging holiday cover for dog walking rounds|I haven't had a week off in two years",
  ],
  indiedev: [
    "app privacy policy and data forms|updating app privacy policies and store data forms|the store rejected my update over the data form",
  ],
  saas: [
    "SaaS customer support docs|keeping help docs in step with the product|the help docs show screens from two versions ago",
  ],
  devops: [
    "on-call handover notes|handing over open issues between on-call shifts|the next on-call has no idea what's still broken",
  ],
  agency: [
    "off-site backups of WordPress sites|backing up every client website off-site|a client site got hacked and the backup was months old|uses: an external hard drive; the host's own backups",
  ],
  dairy: [
    "dairy farm TB testing|preparing the herd for TB testing days|the TB test day needs every cow and every tag right|uses: a whiteboard in the parlour; a paper herd list",
  ],
  marketgarden: [
    "volunteer picking days|planning which volunteers come on which picking day|helpers turn up on the wrong day",
  ],
  beekeeper: ["honey sales and labels|labelling honey jars to meet food rules|my labels don't meet the rules"],
  horseyard: [
    "horse passports|keeping horse passports safe and up to date|a horse's passport was lost when it moved yards",
  ],
  bnb: [
    "B&B guest arrival times|collecting guest arrival times before check-in|guests arrive at midnight without warning",
  ],
  hotel: ["hotel guest requests|tracking guest requests from check-in to done|an extra pillow request was forgotten"],
  campsite: [
    "gas canisters and essentials in the site shop|stocking gas canisters, milk and firewood in the site shop for busy weekends|the shop runs out of gas canisters",
  ],
  eventplanner: [
    "dietary needs for the caterer|passing guests' allergies to the caterer|the caterer got last week's version",
  ],
  garage: [
    "garage customer car collections|telling customers their car is ready|cars sit finished in the yard and customers call",
  ],
  courier: ["courier failed deliveries|rebooking failed deliveries|failed deliveries pile up in the depot"],
  taxi: [
    "phones and bags left in cabs|tracing lost phones back to the right cab|a passenger calls about a phone and nobody knows which car",
  ],
  haulage: [
    "lorry driver CPC training|tracking drivers' CPC training hours|a driver's CPC expired and he couldn't drive",
  ],
  printshop: ["print shop rush jobs|fitting rush print jobs into the schedule|every job becomes a rush job"],
  furniture: [
    "furniture finishing times|planning furniture around finishing and drying times|a piece goes out before the oil is cured",
  ],
  manufacturer: [
    "machine line stoppage log|logging line stoppages for the next factory shift|the night shift doesn't know a machine is playing up",
  ],
};
