import { describe, expect, it } from "vitest";
import { AUDIENCES, audienceOf, communityAudience, marketAudienceOf } from "./audiences";
import { kindOf } from "./kinds";
import { audienceMarket, scoreGroup, type Profile } from "./scoring";

describe("who asks", () => {
  it("matches an audience singular or plural and by its other names", () => {
    expect(audienceOf(["Our dental practice loses track of recall letters"])?.id).toBe("dental");
    expect(audienceOf(["Any tool dentists use for insurance forms?"])?.id).toBe("dental");
    expect(audienceOf(["Three pharmacies in one town share a delivery van"])?.id).toBe("pharmacy");
    expect(audienceOf(["As a landlord with four flats, deposits are a mess"])?.id).toBe("landlord");
    // The first calls compile some 300 Unicode patterns: seconds on a busy machine.
  }, 30_000);

  it("takes the audience most posts name", () => {
    const texts = [
      "I teach year 5 at a primary school",
      "Teachers here mark on paper",
      "Our teacher group wants one tool",
    ];
    expect(audienceOf(texts)?.id).toBe("teacher");
  });

  it("is who the writers say they are, never the place or thing they ask about", () => {
    const touring = [
      "As a musician on tour I lose track of which hotels we booked for each gig",
      "Our band needs one place for gig travel; booking hotels for five musicians is chaos",
      "Any app for tour travel? Finding hotels near venues takes me hours",
    ];
    expect(audienceOf(touring)?.id).toBe("musician");
    const parts = [
      "Tracking which player has which part: we borrow scores from libraries",
      "Who has the second violin part? We hire sets for concerts from libraries",
    ];
    expect(audienceOf(parts)?.id).not.toBe("library");
  });

  it("takes the community's own audience when its posts name it", () => {
    const texts = ["Teachers, how do you share rotas?", "Parents keep asking; teachers here use paper"];
    expect(audienceOf(texts, "", 2, ["r/Teachers"])?.id).toBe("teacher");
  });

  it("never names who the writers deal with as who asks, in a community of others", () => {
    const lab = [
      "How do you keep staff competency records for the auditor? The auditor asked for three years of them.",
      "Competency records are on paper and the auditor wants them by Friday",
      "Any tool for lab staff competency records before the auditor comes?",
    ];
    expect(audienceOf(lab, "", 2, ["medlabprofessionals"])).toBeNull();
    const buyers = [
      "My realtor sent three mortgage offers and I can't compare them",
      "Comparing mortgage offers: my broker says one thing, the bank another",
      "How do you compare mortgage offers side by side? My realtor is no help",
    ];
    expect(audienceOf(buyers, "", 2, ["FirstTimeHomeBuyer"])?.id).not.toBe("realtor");
    const nails = [
      "The council asked how we sterilise tools between clients",
      "Recording tool sterilisation for the council inspection, what do you use?",
    ];
    expect(audienceOf(nails, "", 2, ["Nails"])?.id).not.toBe("council");
  });

  it("names who the writers say they are, or whose community they post in", () => {
    const landlords = ["I'm a landlord with six flats: deposits are a mess", "As a landlord, how do you log deposits?"];
    expect(audienceOf(landlords, "", 2, ["hn"])?.id).toBe("landlord");
    const dentists = ["Recall letters: what do dentists use?", "Our dentists send recall letters by hand"];
    expect(audienceOf(dentists, "", 2, ["Dentistry"])?.id).toBe("dental");
    expect(audienceOf(["My accountant wants receipts", "My accountant lost my receipts"], "", 2, ["hn"])).toBeNull();
  });

  it("takes the market's audience from the community when the posts name none", () => {
    const recalls = ["How do you keep track of recall letters?", "Recall letters still go out by hand"];
    expect(audienceOf(recalls, "", 3, ["Dentistry"])).toBeNull();
    expect(marketAudienceOf(recalls, ["Dentistry", "hn"])?.id).toBe("dental");
    expect(marketAudienceOf(recalls, ["hn", "Locksmith"])?.id).toBe("locksmith");
    // General communities say nothing of who asks.
    expect(marketAudienceOf(recalls, ["hn", "smallbusiness", "Entrepreneur", "SaaS"])).toBeNull();
    // What the posts say wins over the community.
    const landlords = ["I'm a landlord with six flats", "As a landlord, how do you log deposits?"];
    expect(marketAudienceOf(landlords, ["Plumbing"])?.id).toBe("landlord");
  });

  it("maps common communities to their audience", () => {
    const ids = (names: string[]) => names.map((n) => communityAudience(n)?.id ?? null);
    expect(
      ids(["Teachers", "veterinary", "Equestrian", "camping", "woodworking", "Plumbing", "KitchenConfidential"]),
    ).toEqual(["teacher", "vet", "pet", "traveller", "woodworker", "plumber", "restaurant"]);
    expect(ids(["hn", "smallbusiness", "productivity", "softwarerecs", "SaaS", "Entrepreneur"])).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("has a count, a spend and a cited source on every row", () => {
    expect(AUDIENCES.length).toBeGreaterThanOrEqual(60);
    for (const a of AUDIENCES) {
      expect(a.count).toBeGreaterThan(0);
      expect(a.spend).toBeGreaterThan(0);
      expect(a.source).toMatch(/\d{4}/);
    }
  });

  it("sizes the market as count x spend x the kind's factor", () => {
    const dental = AUDIENCES.find((a) => a.id === "dental")!;
    const app = kindOf(["an app please"]);
    expect(audienceMarket(dental, app)).toBe(Math.round((dental.count * dental.spend * app.spendFactor) / 1e6));
  });
});

describe("scores that tell ideas apart", () => {
  const counts = {
    people: 5,
    communities: 1,
    needPosts: 5,
    launchPosts: 0,
    engagement: 40,
    monthly: [{ month: "2024-01", mentions: 5, rate: 0.001 }],
    firstSeen: "2024-01",
    lastSeen: "2024-01",
    windowEnd: "2024-06",
  };
  const profile = (texts: string[], existing = 0): Profile => {
    const kind = kindOf(texts);
    return {
      audience: audienceOf(texts),
      kind,
      kindShare: texts.filter((t) => kind.pattern.test(t)).length / texts.length,
      existing,
    };
  };

  it("rates a reminder simpler than a marketplace, and hardware hardest", () => {
    const reminder = scoreGroup(counts, {}, profile(["a reminder for bin day", "remind me to water plants"]));
    const market = scoreGroup(counts, {}, profile(["a marketplace to hire a cleaner", "marketplace for tutors"]));
    const hardware = scoreGroup(counts, {}, profile(["a sensor for the greenhouse", "cheap sensor kit"]));
    expect(reminder.simplicityScore).toBeGreaterThan(market.simplicityScore);
    expect(market.simplicityScore).toBeGreaterThan(hardware.simplicityScore);
  });

  it("leaves less room for innovation when builders and products already exist", () => {
    const open = scoreGroup(counts, {}, profile(["an app for allotment plots"]));
    const crowded = scoreGroup({ ...counts, launchPosts: 3 }, {}, profile(["an alternative to Trello"], 2));
    expect(open.innovationScore).toBeGreaterThan(crowded.innovationScore + 20);
  });

  it("sizes the market from who asks and says so in why", () => {
    const s = scoreGroup(counts, {}, profile(["our dental practice needs an app", "dentists need an app"]));
    expect(s.inputs.market.why).toMatch(/dental practices, about 127,000/);
    const farmers = scoreGroup(counts, {}, profile(["farmers need an app", "a farm app"]));
    expect(farmers.marketSize).not.toBe(s.marketSize);
  });

  it("lets no community say who asks when the posts' communities belong to two audiences alike", () => {
    const posts = [
      "Any app for organising kit vans to regattas? We're a rowing club, all volunteers, and oars got left behind.",
      "Organising kit vans to regattas: better way? We're a small paddling group, all volunteers.",
      "Organising kit vans to regattas: is there a better way? Things get left behind.",
    ];
    expect(audienceOf(posts, "organising kit vans", 2, ["volunteering", "sportsclubs", "productivity"])).toBeNull();
    expect(audienceOf(posts, "organising kit vans", 2, ["volunteering", "productivity"])?.id).toBe("nonprofit");
  });
});

describe("walking groups", () => {
  it("are clubs, not every traveller: a hill-walking forum's leaders are a club's volunteers", () => {
    expect(communityAudience("hiking")?.id).toBe("club");
    expect(audienceOf(["Which of our walk leaders still need a first aid refresher this year?"])?.id).toBe("club");
    const posts = [
      "Who on our rota is qualified in first aid? I keep a paper list and it is always out of date.",
      "Before each Sunday outing I phone round to find out which leaders have done first aid.",
    ];
    const who = marketAudienceOf(posts, ["hiking", "hiking", "volunteering"]);
    expect(who?.id).toBe("club");
    expect(audienceMarket(who!, kindOf(posts))).toBeLessThan(100);
  });
});

describe("allotment holders", () => {
  it("are no farmers: a plot on an allotment is a garden, not a farm", () => {
    const posts = [
      "I have an allotment and handing the plot over to the next tenant is a mess.",
      "Our allotment committee wants a better way of handing vacated plots over.",
      "What do allotment sites use for handing vacated plots to new tenants?",
    ];
    expect(audienceOf(posts, "handing vacated plots", 2, ["r/Allotments"])?.label ?? null).not.toBe("farmers");
  });
});

describe("the people named, not a coarse audience around them", () => {
  it("sizes dog walkers, trainers and groomers as businesses, not as every pet-owning household", () => {
    expect(communityAudience("Dogtraining")?.id).toBe("petcare");
    expect(communityAudience("doggrooming")?.id).toBe("petcare");
    expect(communityAudience("dogs")?.id).toBe("pet");
    const posts = ["I run a dog walking business with two vans", "Our dog trainers share notes on each pup"];
    const who = audienceOf(posts);
    expect(who?.id).toBe("petcare");
    const owners = AUDIENCES.find((a) => a.id === "pet")!;
    expect(audienceMarket(who!, kindOf(posts))).toBeLessThan(audienceMarket(owners, kindOf(posts)) / 10);
  });

  it("sizes boarding kennels and livery yards as the businesses they are, even in owners' forums", () => {
    const kennels = [
      "We run boarding kennels and every summer the bookings are a muddle",
      "Our kennels take twenty dogs over the holidays",
      "How do other kennels confirm bookings?",
    ];
    expect(audienceOf(kennels, "", 3, ["dogs", "smallbusiness"])?.id).toBe("petcare");
    const yard = ["Our livery yard bills owners for extra hay", "Running a livery yard, how do you log feed?"];
    expect(audienceOf(yard, "", 3, ["Equestrian", "farming"])?.id).toBe("petcare");
    // ... and named for what they are: a yard is not a dog walker.
    expect(audienceOf(yard, "", 3, ["Equestrian", "farming"])?.label).not.toMatch(/dog/i);
    // An owner asking about their own dog is still an owner.
    expect(audienceOf(["My dog needs her tablets at eight", "My dog hates the vet"], "", 3, ["dogs"])?.id).toBe("pet");
  });

  it("sizes sports clubs and hobby groups from counts that include volunteer-run clubs", () => {
    expect(communityAudience("cricket")?.id).toBe("sportsclub");
    expect(communityAudience("athletics")?.id).toBe("sportsclub");
    expect(communityAudience("bridge")?.id).toBe("club");
    expect(audienceOf(["Our netball club renews its league affiliation every autumn"])?.id).toBe("sportsclub");
    const sports = AUDIENCES.find((a) => a.id === "sportsclub")!;
    const clubs = AUDIENCES.find((a) => a.id === "club")!;
    // Each above the employer-establishment count (about 55,000) that left every club idea at a few million.
    for (const row of [sports, clubs]) expect(row.count * row.spend).toBeGreaterThan(55_000 * 500 * 2);
  });

  it("sizes family history as its hobbyists, not as clubs", () => {
    expect(communityAudience("Genealogy")?.id).toBe("familyhistorian");
    expect(audienceOf(["Scanning old photos for my family tree", "Which app do genealogists use?"])?.id).toBe(
      "familyhistorian",
    );
  });

  it("calls smallholders smallholders, not farmers", () => {
    expect(communityAudience("homestead")?.label).toBe("smallholders");
    expect(audienceOf(["On our smallholding the goats need their jabs logged"])?.label).toBe("smallholders");
    expect(audienceOf(["Our dairy farm logs every cow's yield"])?.label).toBe("farmers");
  });

  it("knows a hardware store, a toy shop or a garden centre as a small shop", () => {
    expect(audienceOf(["We are a hardware store in a market town"])?.id).toBe("shop");
    expect(audienceOf(["Our toy shop orders stock for Christmas in July"])?.id).toBe("shop");
    expect(audienceOf(["As a garden centre we sell plants by the season"])?.id).toBe("shop");
  });

  it("knows a bouncy castle or marquee hire firm as a hire business", () => {
    expect(audienceOf(["We run a bouncy castle hire firm", "Our bouncy castles need drying after rain"])?.id).toBe(
      "hire",
    );
  });

  it("gives every audience a count, a yearly spend and its source", () => {
    for (const row of AUDIENCES) {
      expect(row.count).toBeGreaterThan(0);
      expect(row.spend).toBeGreaterThan(0);
      expect(row.source).toMatch(/\d{4}/);
    }
  });
});
