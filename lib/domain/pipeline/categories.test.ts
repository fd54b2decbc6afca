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
