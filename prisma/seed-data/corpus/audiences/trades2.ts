/** Yet more trades and site work: drainage, solar, security systems, appliance repair, removals of waste. */
import type { AudienceSpec } from "./types";

export const TRADES2: AudienceSpec[] = [
  {
    key: "drainage",
    who: "drainage company|drain unblocking service|septic tank business",
    role: "drainage engineer|drain technician|business owner",
    community: "Plumbing",
    tools: "a paper job book|CCTV survey footage on a laptop|texts",
    times: "after heavy rain|on Christmas week|when a restaurant's drains block",
    needs: [
      "drain CCTV footage write-ups|editing drain camera footage into a write-up|footage sits unedited for a week",
      "septic tank emptying rounds|scheduling septic tank emptying|customers call when the tank is already overflowing",
      "commercial drain maintenance contracts|running planned drain cleans for restaurants|a restaurant floods because the clean was missed",
      "drainage insurance jobs|billing insurers for drain repairs|insurers take months to pay",
      "grease trap servicing records|recording grease trap servicing for food businesses|the council asks the restaurant for records we hold",
    ],
  },
  {
    key: "solar",
    who: "solar installation company|small solar and battery installer|renewables installer",
    role: "solar installer|surveyor|installation manager",
    community: "solar",
    tools: "spreadsheets|the design software|email",
    times: "in the spring rush|when grid approvals stall|at handover",
    needs: [
      "solar site surveys|collecting roof and meter details for solar quotes|half the surveys need a second visit",
      "grid connection applications|applying to connect solar systems to the grid|grid approvals stall for weeks",
      "solar handover packs|producing handover documents for solar customers|customers lose the paperwork needed for the export tariff",
      "solar system monitoring alerts|spotting customer systems that stopped generating|a customer's inverter was off for months",
    ],
  },
  {
    key: "alarms",
    who: "burglar alarm company|security systems installer|CCTV and access control firm",
    role: "alarm engineer|security installer|service manager",
    community: "homesecurity",
    tools: "a paper service schedule|the monitoring centre portal|texts",
    times: "after a burglary spate|at annual service time|when a panel goes offline",
    needs: [
      "alarm service contracts|scheduling annual alarm services|services lapse and the insurer refuses cover",
      "alarm keyholder lists|keeping customers' keyholder lists current|the monitoring centre calls a keyholder who moved away",
      "false alarm callouts|tracking false alarms by site|the same shop triggers false alarms weekly",
      "door entry user lists|adding and removing users on clients' door entry systems|leavers can still open the door weeks later",
    ],
  },
  {
    key: "appliancerepair",
    who: "appliance repair business|washing machine repair service|white goods engineer",
    role: "appliance engineer|repair man|service engineer",
    community: "appliancerepair",
    tools: "a paper diary|the parts supplier site|texts",
    times: "on Mondays after a weekend of breakdowns|before Christmas|in a heatwave when fridges fail",
    needs: [
      "appliance model numbers before visits|getting model numbers from customers before a visit|I arrive without the right part",
      "spare parts awaiting fitting|matching arriving spare parts to waiting jobs|a part arrives and I can't remember whose it is",
      "appliance insurance repair jobs|handling repair jobs from warranty companies|warranty companies pay weeks late",
      "repair or replace advice|advising customers whether to repair or replace|the machine is twelve years old and they still want it fixed",
    ],
  },
  {
    key: "wastecollection",
    who: "waste removal business|skip hire company|rubbish clearance service",
    role: "skip hire operator|waste carrier|driver",
    community: "waste",
    tools: "a paper skip board|a diary|the waste transfer notes book",
    times: "in spring clear-outs|on Friday afternoons|when the tip changes its hours",
    needs: [
      "where each skip is and when it's due back|tracking where every skip is and for how long|a skip sat on a drive for two months unbilled",
      "waste transfer notes|issuing waste transfer notes for each collection|an inspector wants notes we can't find",
      "skip permits on roads|getting council permits for skips on the road|a skip was fined for an expired permit",
      "clearance job quotes from photos|quoting house clearances from photos|the photos never show the loft",
    ],
  },
  {
    key: "carpetcleaning",
    who: "carpet cleaning business|upholstery cleaning service|oven cleaning business",
    role: "carpet cleaner|oven cleaner|owner-operator",
    community: "CarpetCleaning",
    tools: "a paper diary|texts|my phone's calendar",
    times: "before Christmas|at end of tenancy season|in spring",
    needs: [
      "carpet and rug prices per room|quoting carpet cleaning by room size|customers describe 'a big lounge'",
      "repeat oven cleans|reminding customers when their oven clean is due|regulars forget and book elsewhere",
      "end of tenancy carpet cleans for agents|booking carpet cleans for letting agents|agents book the day before checkout",
    ],
  },
];
