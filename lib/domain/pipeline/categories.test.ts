import { describe, expect, it } from "vitest";
import { categoryFor, categoryOf, communityWorld, jobDomain, jobObject, worldOf } from "./categories";

describe("an idea's category from the world of its communities", () => {
  it("reads the world a community's name says", () => {
    expect(communityWorld("youthsports")).toBe("Community");
    expect(communityWorld("Tile")).toBe("Property");
    // Horses are kept, not farmed for food: their owners' world is their animals', as a dog's is.
    expect(communityWorld("Equestrian")).toBe("Community");
    expect(communityWorld("camping")).toBe("Travel");
    // A shop's stock, holds and orders are its work, not its marketing.
    expect(communityWorld("bookselling")).toBe("Work");
    expect(communityWorld("florists")).toBe("Work");
    expect(communityWorld("Dentistry")).toBe("Health");
    expect(communityWorld("weddingplanning")).toBe("Entertainment");
    expect(communityWorld("eventplanning")).toBe("Entertainment");
    expect(communityWorld("cooking.stackexchange.com")).toBe("Food");
    for (const general of ["hn", "smallbusiness", "productivity", "softwarerecs.stackexchange.com", "Entrepreneur"])
      expect(communityWorld(general)).toBeNull();
  });

  it("puts the job in its community's world, whatever words the posts use", () => {
    const referees = ["Assigning referees to under-12 games is chaos", "What do you use for referee assignments?"];
    expect(categoryFor(null, referees, "referee assignments", ["youthsports", "smallbusiness"])).toBe("Community");
    const tiles = [
      "How do you work out tile quantities with waste for a bathroom?",
      "Any app that calculates tile quantities?",
    ];
    expect(categoryFor(null, tiles, "working out tile quantities", ["Tile"])).toBe("Property");
    const farrier = ["Booking the farrier and the vet for twelve horses", "Any app for farrier and vet visits?"];
    expect(categoryFor("vet", farrier, "booking farrier and vet visits", ["Equestrian", "farming"])).toBe("Community");
    const shop = ["Stocking the campsite shop for a bank holiday", "What sells in a campsite shop?"];
    expect(categoryFor(null, shop, "stocking the campsite shop", ["camping"])).toBe("Travel");
  });

  it("falls back to the audience's world, then the posts' words, in general communities", () => {
    expect(categoryFor("dental", ["recall letters"], "sending recall letters", ["hn"])).toBe("Health");
    expect(
      categoryFor(null, ["Which CSS framework for a blog?", "best css framework"], "choosing a css framework", ["hn"]),
    ).toBe("Tech");
  });
});

describe("a job whose own domain is the same whoever does it", () => {
  it("files money jobs under Finance, whichever trade asks", () => {
    const billing = ["Chasing unpaid invoices from patients every month", "Any tool for patient invoices?"];
    expect(categoryFor("dental", billing, "chasing unpaid invoices", ["Dentistry", "smallbusiness"])).toBe("Finance");
    const fees = ["Members forget their yearly fees", "How do clubs collect fees?"];
    expect(categoryFor(null, fees, "collecting yearly membership fees from members", ["chess"])).toBe("Finance");
    expect(jobDomain("handling booking deposits")).toBe("Finance");
    expect(jobDomain("splitting household bills")).toBe("Finance");
    expect(jobDomain("logging mileage between shoots")).toBe("Finance");
    // The miles a runner's shoes have done wear them out; they are money to nobody.
    expect(jobDomain("tracking mileage on running shoes")).not.toBe("Finance");
    expect(jobDomain("logging running kit mileage")).not.toBe("Finance");
    const shoes = ["My trainers hit 500 miles before I noticed", "How do you log the miles on each pair?"];
    expect(categoryFor(null, shoes, "tracking mileage on running shoes", ["running"])).toBe("Community");
    expect(jobDomain("preparing annual accounts and the return to the regulator")).toBe("Finance");
    expect(jobDomain("tracking child maintenance paid and owed")).toBe("Finance");
    expect(jobDomain("tracking what we still owe each wedding supplier")).toBe("Finance");
    expect(jobDomain("managing access to clients' social accounts")).toBeNull();
  });

  it("files cash, rent and pocket money under Finance too", () => {
    expect(jobDomain("collecting subs money from the under-11s")).toBe("Finance");
    expect(jobDomain("collecting desk rent from coworkers")).toBe("Finance");
    expect(jobDomain("counting the cash after a school fete")).toBe("Finance");
    expect(jobDomain("paying the kids an allowance for chores")).toBe("Finance");
    expect(jobDomain("following up unpaid lunch orders")).toBe("Finance");
  });

  it("files parcels, returns and staff under Work, and energy and waste under Green", () => {
    expect(jobDomain("comparing courier rates")).toBe("Work");
    expect(jobDomain("managing customer returns")).toBe("Work");
    expect(jobDomain("building the weekend staff rota")).toBe("Work");
    expect(jobDomain("registering solar panel installs")).toBe("Green");
    expect(jobDomain("issuing waste transfer notes")).toBe("Green");
    const shop = ["Which courier is cheapest for small parcels?", "Comparing courier prices for my shop"];
    expect(categoryFor(null, shop, "comparing courier prices", ["shopify", "Entrepreneur"])).toBe("Work");
  });

  it("files the aids people live with a disability by under Health, even when a shop asks", () => {
    const surveys = [
      "Booking stairlift surveys at customers' homes for our shop",
      "How do you book stairlift surveys?",
    ];
    expect(categoryFor("shop", surveys, "booking stairlift surveys", ["smallbusiness"])).toBe("Health");
    expect(jobDomain("hiring wheelchairs for holidays")).toBe("Health");
    expect(jobDomain("servicing mobility scooters")).toBe("Health");
    expect(jobDomain("booking golf buggies for members with mobility needs")).toBeNull();
  });

  it("reads only the job's object, not a second job joined to it", () => {
    expect(jobObject("sending gig contracts and collecting deposits")).toBe("sending gig contracts");
    expect(jobDomain("sending gig contracts and collecting deposits")).toBeNull();
    expect(jobDomain("taking hall bookings and deposits")).toBeNull();
    // A bare verb before 'and' names no object: the whole phrase does.
    expect(jobDomain("collecting and reporting visitor tax")).toBe("Finance");
  });

  it("keeps returns that are filed or earned out of Work", () => {
    expect(jobDomain("keeping track of catch returns")).toBeNull();
    expect(jobDomain("reporting box office returns")).toBeNull();
    expect(jobDomain("filing beer duty returns")).toBe("Finance");
  });

  it("leaves other jobs to their community's world", () => {
    const walks = ["Scheduling group walks around owners' requests", "How do you plan walks?"];
    expect(categoryFor(null, walks, "scheduling group walks", ["doggrooming", "freelance"])).toBe("Work");
    expect(categoryFor(null, ["Plot handovers to new tenants"], "plot handovers", ["Allotments"])).toBe("Green");
  });
});

describe("general communities", () => {
  it("name no world, so the job's words decide", () => {
    for (const general of ["sysadmin", "retirement", "onlinebusiness", "Parenting"])
      expect(communityWorld(general)).toBeNull();
    const rooms = ["Booking meeting rooms is chaos", "Anyone got a meeting room booking tool?"];
    expect(categoryFor(null, rooms, "booking meeting rooms", ["sysadmin"])).toBe("Work");
    const doctor = ["Keeping track of my doctor appointments", "Any app for doctor appointments?"];
    expect(categoryFor(null, doctor, "keeping track of doctor appointments", ["retirement"])).toBe("Health");
  });

  it("does not make photos a technology job", () => {
    const garage = ["Sending customers photos of worn brake pads", "How do you show customers the worn parts?"];
    expect(categoryFor("mechanic", garage, "sending customers photos of worn parts", ["MechanicAdvice"])).toBe("Work");
    expect(categoryFor(null, garage, "sending customers photos of worn parts", ["hn"])).not.toBe("Tech");
  });
});

describe("an idea's category from its words", () => {
  it("files home networking under Tech, though the router sits in a house", () => {
    const posts = [
      "Which router would you buy for a three-storey house with thick walls?",
      "Our flat's wifi drops every evening; what modem and router setup do you run at home?",
      "Building a small home network for the family: mesh or one big router?",
    ];
    expect(categoryFor(null, posts, "choosing a router", ["hn"])).toBe("Tech");
  });
});

describe("categories a founder would file the job under", () => {
  it("files making a game under Tech: its bug reports and builds are software work", () => {
    expect(communityWorld("gamedev")).toBe("Tech");
    const posts = [
      "Playtesters email us crash notes and we lose half of them",
      "Where do small studios keep crash notes?",
    ];
    expect(categoryFor("developer", posts, "collecting crash notes", ["gamedev", "gamedev.stackexchange.com"])).toBe(
      "Tech",
    );
  });

  it("files a photographer's orders and print deliveries under Work, not Entertainment", () => {
    expect(communityWorld("photography")).toBe("Work");
    expect(communityWorld("WeddingPhotography")).toBe("Work");
    const posts = ["Parents order prints after class photo day and we post them in batches"];
    expect(
      categoryFor("photographer", posts, "posting print orders to parents", ["photography", "smallbusiness"]),
    ).toBe("Work");
  });

  it("reads no world from one side community when most posts come from a general one", () => {
    // A shop asking mostly among small businesses, once on the DIY site, is no home improver.
    expect(worldOf(["smallbusiness", "diy.stackexchange.com", "hn"])).toBeNull();
    expect(worldOf(["diy.stackexchange.com", "smallbusiness"])).toBe("Property");
    // A general community further down the list takes nothing from the world most posts name,
    // nor does one first from a trade's own community.
    expect(worldOf(["Plumbing", "Contractor", "hn", "productivity", "smallbusiness"])).toBe("Property");
    expect(worldOf(["smallbusiness", "lawncare", "productivity"])).toBe("Property");
    expect(worldOf(["hn", "Entrepreneur", "Plumbing"])).toBe("Property");
    const posts = [
      "Our hardware store runs out of barbecue charcoal every May",
      "How far ahead do you order for spring?",
    ];
    expect(categoryFor("shop", posts, "ordering spring stock", ["smallbusiness", "diy.stackexchange.com"])).toBe(
      "Work",
    );
  });

  it("files medicine records under Health, an animal's as a person's", () => {
    expect(jobDomain("keeping vet and medicine records")).toBe("Health");
    expect(jobDomain("logging worming and vaccinations for the goats")).toBe("Health");
    const posts = [
      "Which goat had which wormer and when: all on scraps of paper",
      "We log jabs for our pigs in a notebook",
    ];
    expect(
      categoryFor("smallholder", posts, "keeping medicine records for the animals", ["homestead", "farming"]),
    ).toBe("Health");
    // Licence returns are reports, not goods sent back.
    expect(jobDomain("sending music licence returns")).toBeNull();
    // Money for the vet is still money.
    expect(jobDomain("paying vet bills")).toBe("Finance");
  });

  it("files a commuter's bike upkeep under Travel, not Property", () => {
    expect(categoryOf(["My bike needs maintenance every month"], "keeping a commuter bike running")).toBe("Travel");
    const posts = ["Chain, brakes and tyres on the bike I ride to work", "Reminders for servicing a bicycle?"];
    expect(categoryFor("driver", posts, "keeping a bike serviced", ["unitedkingdom", "LifeProTips"])).toBe("Travel");
  });

  it("files a hire firm's cleaning, bookings and weather calls under Work, whatever its posts cost", () => {
    const posts = [
      "Each bouncy castle needs a wipe and a dry between hires",
      "How do you fit cleaning between bookings?",
    ];
    expect(categoryFor("hire", posts, "scheduling castle cleaning", ["smallbusiness", "Entrepreneur"])).toBe("Work");
    // With no audience named, the words of hiring things out say it too.
    expect(categoryFor(null, posts, "scheduling castle cleaning", ["smallbusiness", "Entrepreneur"])).toBe("Work");
  });

  it("files a shop's stock and counter under Work, where no audience or community names a world", () => {
    const posts = ["Our toy store reorders stock by guesswork", "How do small shops track stock on order?"];
    expect(categoryOf(posts, "ordering christmas stock")).toBe("Work");
    // Selling on a marketplace is still being found by buyers.
    expect(categoryOf(["Listing on etsy and amazon as small sellers"], "listing on marketplaces")).toBe("Marketing");
  });
});

describe("money words that name no money", () => {
  it("does not read a rota's duty, a wholesaler's cash and carry or the right to rent as money", () => {
    expect(jobDomain("filling the duty rota for rescue boats")).toBeNull();
    expect(jobDomain("writing the cash and carry shopping list")).toBeNull();
    expect(jobDomain("recording right-to-rent checks for lodgers")).toBeNull();
    expect(jobDomain("paying the duty on imported wine")).toBe("Finance");
  });

  it("reads what is owed from the thing named beside it", () => {
    expect(jobDomain("tracking owed medicines for customers")).toBe("Health");
    // Lessons owed are a teacher's debt of time, not money: the lessons make it Education.
    expect(jobDomain("tracking makeup lessons owed to learners")).toBe("Education");
    expect(jobDomain("tracking what each guest still owes")).toBe("Finance");
  });

  it("files income, credit, bank accounts, consumer insurance and CIS returns under Finance", () => {
    expect(jobDomain("preparing holiday let income for the accountant")).toBe("Finance");
    expect(jobDomain("keeping wholesale buyers within credit limits")).toBe("Finance");
    expect(jobDomain("handling dad's bank and bills for him")).toBe("Finance");
    expect(jobDomain("comparing home insurance quotes")).toBe("Finance");
    expect(jobDomain("filing CIS returns for labourers")).toBe("Finance");
  });
});

describe("jobs whose domain is the same whoever asks", () => {
  it("files volunteers and fundraising under Community, in a hospice or a helpline", () => {
    const draw = ["Our hospice sells tickets for a weekly draw", "Tracking who paid for the draw"];
    expect(categoryFor("hospice", draw, "running the weekly hospice lottery", ["hospice", "healthcare"])).toBe(
      "Community",
    );
    expect(jobDomain("filling helpline volunteer shifts")).toBe("Community");
  });

  it("files a pub's quiz and live music under Entertainment, a group's work parties not", () => {
    const quiz = ["Writing questions for our Tuesday quiz", "How do pubs run a weekly quiz?"];
    expect(categoryFor("restaurant", quiz, "running the weekly pub quiz", ["pubs", "KitchenConfidential"])).toBe(
      "Entertainment",
    );
    expect(jobDomain("booking live music for the beer garden")).toBe("Entertainment");
    expect(jobDomain("organising river work parties")).toBeNull();
    expect(jobDomain("booking bands and DJs for the function room")).toBe("Entertainment");
    // A make-up artist's bridal parties are her bookings, not a night out.
    expect(jobDomain("booking bridal parties for make-up")).toBeNull();
  });

  it("files a business's vans under Work, connections and passwords under Tech, charters under Travel", () => {
    const checks = ["Every Monday we check tyres and lights on the vans", "Where do you log van checks?"];
    expect(categoryFor(null, checks, "recording weekly van and trailer checks", ["landscaping", "Contractor"])).toBe(
      "Work",
    );
    expect(jobDomain("fixing home office internet drops")).toBe("Tech");
    expect(jobDomain("remembering passwords for every website")).toBe("Tech");
    expect(jobDomain("rebooking charters after storms")).toBe("Travel");
  });

  it("files promotion under Marketing, whoever is promoted", () => {
    expect(jobDomain("planning flyer drops by postcode")).toBe("Marketing");
    expect(jobDomain("running local marketing for each branch")).toBe("Marketing");
  });

  it("files an injury under Health, in a sport's world", () => {
    const posts = ["I log every niggle from my long runs", "Keeping notes on a sore calf"];
    expect(categoryFor(null, posts, "keeping an injury log", ["running", "LifeProTips"])).toBe("Health");
  });

  it("reads a job's object before the people it is shared between", () => {
    expect(jobObject("keeping pie recipes consistent between staff")).toBe("keeping pie recipes consistent");
    const posts = ["Each baker makes the pies a bit differently", "How do butchers keep recipes the same?"];
    expect(
      categoryFor(null, posts, "keeping pie recipes consistent between staff", ["Butchery", "KitchenConfidential"]),
    ).toBe("Food");
  });
});

describe("worlds a founder would browse", () => {
  it("reads no world from a question site alone when the first community names none", () => {
    expect(worldOf(["CarTalkUK", "LifeProTips", "diy.stackexchange.com"])).toBeNull();
    expect(worldOf(["retirement", "money.stackexchange.com"])).toBeNull();
    expect(worldOf(["hn", "Entrepreneur", "Plumbing"])).toBe("Property");
  });

  it("files a sign maker's work under Work, as a print shop's", () => {
    expect(communityWorld("signs")).toBe("Work");
  });

  it("files an online seller's stock, customs and containers under Work, its listings under Marketing", () => {
    const stock = ["How much stock do I need before the holidays?", "Forecasting stock for my online store"];
    expect(categoryFor(null, stock, "forecasting stock for peak season", ["shopify", "Entrepreneur"])).toBe("Work");
    expect(categoryFor(null, stock, "filling customs forms for overseas orders", ["EtsySellers"])).toBe("Work");
    const listings = ["My listings drop off page one", "Renewing listings every few months"];
    expect(categoryFor(null, listings, "renewing listings", ["EtsySellers"])).toBe("Marketing");
  });

  it("files answering a shop's customers under Work, whatever they ask about", () => {
    const posts = ["Customers ask me which medicine to give a sick goldfish", "Same questions at the till every day"];
    expect(categoryOf(posts, "answering customers' questions about sick fish")).toBe("Work");
  });

  it("files a family's home life under Community, not Education or Travel", () => {
    const evenings = ["After school the kids need a bath and bed by eight", "Any app for the kids' bedtime routine?"];
    expect(categoryFor(null, evenings, "kids' bath and bedtime", ["Parenting", "LifeProTips"])).toBe("Community");
    // A school holiday is the kids' time off, not a trip.
    const summer = ["Six weeks of holiday and both of us work", "How do you cover the kids over the summer holiday?"];
    expect(categoryFor(null, summer, "summer holiday childcare", ["Parenting"])).toBe("Community");
  });
});

describe("who the people are and what the job is", () => {
  it("files teaching under Education, whatever is taught and wherever it is asked", () => {
    const piano = [
      "Two of my piano pupils were off sick, so I owe them lessons before the exam",
      "How do music teachers keep track of lessons to make up?",
    ];
    expect(categoryFor(null, piano, "keeping track of lessons to make up", ["piano", "education"])).toBe("Education");
    expect(jobDomain("tracking a violin student's grade pieces")).toBe("Education");
    expect(jobDomain("marking coursework drafts")).toBe("Education");
    // The people taught name the job wherever the phrase names them.
    expect(jobDomain("ordering sheet music for my pupils")).toBe("Education");
    // A team's lessons from an outage are no class.
    expect(jobDomain("writing up lessons learned after an outage")).toBeNull();
  });

  it("leaves a clinic's, a school's and a kitchen's own staff and couriers in their world", () => {
    const lab = ["Impressions go to the lab by courier twice a day", "Who books your lab couriers?"];
    expect(categoryFor(null, lab, "booking couriers for lab work", ["Dentistry", "smallbusiness"])).toBe("Health");
    expect(categoryFor("dental", lab, "booking couriers for lab work", ["hn"])).toBe("Health");
    const ratios = ["Two of our room leaders are off and the ratios slip", "How do nurseries plan staff cover?"];
    expect(categoryFor(null, ratios, "rostering staff for safe child ratios", ["ECEProfessionals"])).toBe("Education");
    const shifts = ["Our bakers start at four and the rota is a mess", "How do bakeries plan early shifts?"];
    expect(categoryFor(null, shifts, "planning staff shifts", ["Breadit"])).toBe("Food");
    // A shop's staff are still the work of running it, and a builder's skips still waste.
    expect(categoryFor(null, shifts, "planning staff shifts", ["smallbusiness"])).toBe("Work");
    expect(categoryFor(null, ["Skips fill up fast"], "recording skip waste", ["Contractor"])).toBe("Green");
    // Food thrown away by a deli is its stock lost.
    const ham = ["Too much sliced ham goes in the bin each week", "How do delis cut waste?"];
    expect(categoryFor(null, ham, "cutting waste on sliced ham", ["Butchery"])).toBe("Food");
  });

  it("files sales counted up, takings, profit and claims under Finance", () => {
    const berth = ["Diesel sold at the fuel berth goes in a notebook", "How do marinas log fuel sold to boats?"];
    expect(categoryFor(null, berth, "logging diesel sales at the fuel berth", ["boating"])).toBe("Finance");
    expect(jobDomain("counting the takings after the summer fete")).toBe("Finance");
    expect(jobDomain("working out profit per listing")).toBe("Finance");
    expect(jobDomain("filing expense claims for site visits")).toBe("Finance");
    expect(jobDomain("claiming reimbursements for lost parcels")).toBe("Finance");
    expect(jobDomain("tracking gift card balances")).toBe("Finance");
    expect(jobDomain("paying off a student loan")).toBe("Finance");
    expect(jobDomain("comparing mortgage offers")).toBe("Finance");
    // A sale refused at the till, a house sale through the chain and a page's margins are no money.
    expect(jobDomain("recording refused sales of cigarettes")).toBeNull();
    expect(jobDomain("progressing sales to completion")).toBeNull();
    expect(jobDomain("fixing margins and padding in the stylesheet")).toBeNull();
  });

  it("files medicine doses under Health", () => {
    expect(jobDomain("tracking doses of children's paracetamol")).toBe("Health");
  });

  it("files an online seller's orders and returns under Work", () => {
    const custom = ["Buyers message me about engraving and I lose track", "How do you handle personalised orders?"];
    expect(categoryFor(null, custom, "answering custom order requests", ["EtsySellers"])).toBe("Work");
  });

  it("files a job done for customers under Work where no world or audience is named", () => {
    const food = ["Our pet shop delivers big bags of dog food", "Dog owners ring to order and we forget"];
    expect(categoryFor(null, food, "delivering dog food to elderly customers", ["smallbusiness"])).toBe("Work");
    // Customer data is a thing handled, not whom the job serves.
    const data = ["Deleting a user means digging through every backup", "GDPR erasure across backups?"];
    expect(categoryFor(null, data, "removing customer data from backups", ["hn"])).toBe("Tech");
  });

  it("files a parent's childcare under Community, though the posts speak of the baby", () => {
    const back = [
      "Going back to work after the baby and the childcare start is a week late",
      "Juggling the baby's feeds, my return date and childcare",
    ];
    expect(categoryFor(null, back, "planning a return to work around childcare", ["NewParents"])).toBe("Community");
  });

  it("reads no show in a dog's clips, only in a video's", () => {
    expect(categoryOf(["Booking dog clips between walk-ins"], "booking clips")).not.toBe("Entertainment");
    expect(categoryOf(["Cutting highlight clips from my stream videos"], "cutting clips")).toBe("Entertainment");
  });
});
