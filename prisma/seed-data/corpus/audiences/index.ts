/**
 * Every audience family of the demo corpus's ontology, with the general community its members also
 * post in (a need is asked in its audience's own community most of the time, else there).
 */
import { CLUBS } from "./clubs";
import { DEVELOPERS } from "./developers";
import { EDUCATION } from "./education";
import { FOOD } from "./food";
import { FREELANCERS } from "./freelancers";
import { HOUSEHOLDS } from "./households";
import { NONPROFITS } from "./nonprofits";
import { HEALTH } from "./health";
import { PROPERTY } from "./property";
import { RETAIL } from "./retail";
import { TRADES } from "./trades";
import { FARMS } from "./farms";
import { OFFICES } from "./offices";
import { TRAVEL } from "./travel";
import { TRANSPORT } from "./transport";
import { MAKERS } from "./makers";
import { CLINICS } from "./clinics";
import { CRAFTS } from "./crafts";
import { SPORTS } from "./sports";
import { HOMES } from "./homes";
import { SERVICES } from "./services";
import { AGENCIES } from "./agencies";
import { CREATORS } from "./creators";
import { KITCHENS } from "./kitchens";
import { LEARNING } from "./learning";
import { GROUPS } from "./groups";
import { MORE_HEALTH_TRADES } from "./more-health-trades";
import { MORE_SHOPS_HOMES } from "./more-shops-homes";
import { MORE_WORK } from "./more-work";
import { TRADES2 } from "./trades2";
import { OUTDOORS } from "./outdoors";
import { WORKPLACES } from "./workplaces";
import { HOBBIES } from "./hobbies";
import { PEOPLE } from "./people";
import { MORE_MISC } from "./more-misc";
import { MORE_SECOND } from "./more-second";
import { COMMERCE } from "./commerce";
import { LEISURE } from "./leisure";
import { MORE_THIRD } from "./more-third";
import { BEAUTY } from "./beauty";
import { CLUBS2, FARMS2 } from "./clubs2";
import { SHOPS2 } from "./shops2";
import { MORE_FOURTH } from "./more-fourth";
import { MORE_FIFTH } from "./more-fifth";
import type { AudienceSpec } from "./types";

export interface Family {
  name: string;
  /** The general subreddit this family's people also post in. */
  community: string;
  /** How its people write about themselves (frames.ts OPENINGS). */
  register: "work" | "club" | "home";
  audiences: AudienceSpec[];
}

export const FAMILIES: Family[] = [
  { name: "health", community: "healthcare", register: "work", audiences: HEALTH },
  { name: "trades", community: "Contractor", register: "work", audiences: TRADES },
  { name: "food", community: "KitchenConfidential", register: "work", audiences: FOOD },
  { name: "retail", community: "smallbusiness", register: "work", audiences: RETAIL },
  { name: "property", community: "RealEstate", register: "work", audiences: PROPERTY },
  { name: "education", community: "education", register: "work", audiences: EDUCATION },
  { name: "clubs", community: "volunteering", register: "club", audiences: CLUBS },
  { name: "households", community: "LifeProTips", register: "home", audiences: HOUSEHOLDS },
  { name: "freelancers", community: "freelance", register: "work", audiences: FREELANCERS },
  { name: "nonprofits", community: "nonprofit", register: "work", audiences: NONPROFITS },
  { name: "developers", community: "programming", register: "work", audiences: DEVELOPERS },
  { name: "farms", community: "farming", register: "work", audiences: FARMS },
  { name: "offices", community: "smallbusiness", register: "work", audiences: OFFICES },
  { name: "travel", community: "hospitality", register: "work", audiences: TRAVEL },
  { name: "transport", community: "logistics", register: "work", audiences: TRANSPORT },
  { name: "clinics", community: "healthcare", register: "work", audiences: CLINICS },
  { name: "crafts", community: "Contractor", register: "work", audiences: CRAFTS },
  { name: "sports", community: "sportsclubs", register: "club", audiences: SPORTS },
  { name: "homes", community: "LifeProTips", register: "home", audiences: HOMES },
  { name: "services", community: "smallbusiness", register: "work", audiences: SERVICES },
  { name: "agencies", community: "smallbusiness", register: "work", audiences: AGENCIES },
  { name: "creators", community: "Entrepreneur", register: "work", audiences: CREATORS },
  { name: "kitchens", community: "KitchenConfidential", register: "work", audiences: KITCHENS },
  { name: "learning", community: "education", register: "work", audiences: LEARNING },
  { name: "groups", community: "volunteering", register: "work", audiences: GROUPS },
  { name: "trades2", community: "Contractor", register: "work", audiences: TRADES2 },
  { name: "outdoors", community: "smallbusiness", register: "work", audiences: OUTDOORS },
  { name: "workplaces", community: "jobs", register: "work", audiences: WORKPLACES },
  { name: "hobbies", community: "hobbies", register: "club", audiences: HOBBIES },
  { name: "people", community: "LifeProTips", register: "home", audiences: PEOPLE },
  { name: "leisure", community: "smallbusiness", register: "work", audiences: LEISURE },
  { name: "commerce", community: "smallbusiness", register: "work", audiences: COMMERCE },
  { name: "beauty", community: "smallbusiness", register: "work", audiences: BEAUTY },
  { name: "shops2", community: "smallbusiness", register: "work", audiences: SHOPS2 },
  { name: "clubs2", community: "sportsclubs", register: "club", audiences: CLUBS2 },
  { name: "farms2", community: "farming", register: "work", audiences: FARMS2 },
  { name: "makers", community: "Entrepreneur", register: "work", audiences: MAKERS },
];

/** Further needs of existing audiences, by audience key (more-*.ts). */
const MORE: Record<string, string[]>[] = [
  MORE_HEALTH_TRADES,
  MORE_SHOPS_HOMES,
  MORE_WORK,
  MORE_MISC,
  MORE_SECOND,
  MORE_THIRD,
  MORE_FOURTH,
  MORE_FIFTH,
];
for (const more of MORE)
  for (const [key, needs] of Object.entries(more)) {
    const audience = FAMILIES.flatMap((f) => f.audiences).find((a) => a.key === key);
    if (!audience) throw new Error(`more needs for an unknown audience: ${key}`);
    audience.needs = [...audience.needs, ...needs];
  }
