/** More sports clubs: angling, triathlon, netball, badminton, ski clubs, and farm groups run by members. */
import type { AudienceSpec } from "./types";

export const CLUBS2: AudienceSpec[] = [
  {
    key: "angling",
    who: "angling club|fishing club|carp syndicate",
    role: "club secretary|bailiff|water keeper",
    community: "Fishing",
    tools: "paper permits|a spreadsheet of members|a Facebook group",
    times: "at the start of the season|on match days|when the waiting list opens",
    needs: [
      "angling club permits|issuing fishing permits and day tickets|day tickets are sold on the bank for cash",
      "fishing match results|recording match weights and peg draws|match results are on a scrap of paper",
      "fishery work parties|organising bank clearance work parties|the same four members do all the work",
      "angling catch returns|collecting catch returns from members|catch returns are never handed in",
      "bank permit checks|organising angling club members to check permits on the bank|nobody checks permits at the weekend",
    ],
  },
  {
    key: "triathlon",
    who: "triathlon club|tri club|open water swimming group",
    role: "club coach|membership secretary|session coordinator",
    community: "triathlon",
    tools: "a spreadsheet of sessions|WhatsApp|the pool's booking system",
    times: "in open water season|in winter training|before race season",
    needs: [
      "open water swim sessions|booking open water sessions with safety cover|a session went ahead without enough kayak cover",
      "tri club swim slots|splitting club swim sessions by pace|lanes are overbooked by speed group",
      "triathlon coaching plans|sharing training plans with club athletes|athletes follow different versions of the plan",
      "club race suit orders|ordering club race suits for members|the order is placed late and members race in old kit",
    ],
  },
  {
    key: "netball",
    who: "netball club|badminton club|volleyball club",
    role: "club captain|club treasurer|coach",
    community: "Netball",
    tools: "a WhatsApp group|a cash tin|a spreadsheet",
    times: "on league nights|at the start of the season|when the hall hire is due",
    needs: [
      "club hall hire costs|splitting hall hire costs among players|the hall bill comes and half the players haven't paid",
      "league team sheets|submitting league team sheets and match results|results are submitted late and we get fined",
      "netball training attendance|knowing who's coming to each session|we book a court and six people show",
      "netball match scoring|recording match scores and who scored|the scoresheet goes home in a bag and never comes back",
    ],
  },
  {
    key: "skiclub",
    who: "ski club|snowsports club|dry slope club",
    role: "ski club secretary|trip organiser|club instructor",
    community: "skiing",
    tools: "a spreadsheet of trips|email|bank transfers",
    times: "when trips are booked|in the autumn|before the season",
    needs: [
      "coach and chalet places for the ski week|filling coach seats and chalet beds for ski week|balances trickle in and the chalet wants paying",
      "ski equipment hire sizes|collecting boot and ski sizes for hire|the hire shop got half the sizes wrong",
      "ski instructor qualifications|tracking club instructors' qualifications|an instructor's qualification lapsed",
      "ski club insurance checks|checking members' winter sports insurance before trips|a member is injured on the trip without cover",
    ],
  },
];

/** Farms added with them: arable, mushrooms and microgreens. */
export const FARMS2: AudienceSpec[] = [
  {
    key: "arable",
    who: "arable farm|cereal farm|mixed arable farm",
    role: "arable farmer|farm manager|agronomist",
    community: "farming",
    tools: "a paper field book|the agronomist's emails|spreadsheets",
    times: "at harvest|at drilling time|when the spray window opens",
    needs: [
      "field chemical records|logging each field's chemical applications|the spray records are weeks behind",
      "grain stores and sales|tracking grain in store and sales contracts|we oversold from the wrong store",
      "field operations log|logging drilling, spraying and harvest by field|I can't tell what yield each field gave",
      "farm machinery servicing|scheduling machinery servicing before harvest|the combine broke on the first day",
      "farm weather records|keeping rainfall and frost records|I can't compare this year's rain with last year's",
    ],
  },
  {
    key: "mushrooms",
    who: "mushroom farm|aquaponics farm|microgreens business",
    role: "grower|farm owner|microgreens grower",
    community: "microgreens",
    tools: "a spreadsheet of trays|a whiteboard|texts with restaurants",
    times: "on harvest days|when restaurants change menus|in summer heat",
    needs: [
      "microgreens tray schedule|scheduling microgreen trays to meet weekly orders|a restaurant order came up short",
      "mushroom grow room conditions|logging humidity and temperature in grow rooms|a flush failed and I can't see why",
      "chefs' weekly mushroom orders|managing chefs' weekly mushroom orders|chefs change orders the night before",
      "mushroom crop waste|recording crop waste per flush|we throw away trays and never know why",
    ],
  },
];
