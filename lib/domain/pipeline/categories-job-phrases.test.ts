import { describe, expect, it } from "vitest";
import { categoryFor, categoryOf, communityWorld, jobDomain } from "./categories";

describe("a job's own words outrank the world its communities name", () => {
  it("files a player's head knock under Health, though a rugby club asks", () => {
    const posts = ["Our U14 flanker took a knock and was back on too early", "How do coaches log the stages?"];
    expect(categoryFor(null, posts, "logging concussion recovery stages", ["rugbyunion", "sportsclubs"])).toBe(
      "Health",
    );
  });

  it("files a pool's chlorine log, a gym's members and a trainer's sessions under Health", () => {
    const pool = ["The afternoon chlorine reading keeps getting missed", "Where do you log pool readings?"];
    expect(categoryFor(null, pool, "recording chlorine readings every two hours", ["Lifeguards"])).toBe("Health");
    expect(jobDomain("inducting new gym members")).toBe("Health");
    expect(jobDomain("selling blocks of PT sessions")).toBe("Health");
    expect(jobDomain("logging rejected specimens from the lab")).toBe("Health");
    expect(jobDomain("sterilising the baby's bottles")).toBe("Health");
  });

  it("files exams, revision, language classes and a course's students under Education", () => {
    const dance = ["Which of my girls are ready for their grade exams?", "How do dance schools enter exams?"];
    expect(categoryFor(null, dance, "entering dancers for grade exams", ["Dance", "sportsclubs"])).toBe("Education");
    expect(jobDomain("planning a teenager's revision timetable")).toBe("Education");
    // A document's revision history is no schooling.
    expect(jobDomain("keeping the revision history of contracts")).not.toBe("Education");
    expect(jobDomain("taking sign-ups for ESOL classes")).toBe("Education");
    expect(jobDomain("scheduling calls with course students")).toBe("Education");
    expect(jobDomain("chasing education health and care plan reports")).toBe("Education");
  });

  it("files a building's repairs, a kitchen fit and a place to live under Property", () => {
    const chapel = ["The chapel roof leaks again", "Who keeps a log of work done on the chapel?"];
    expect(categoryFor(null, chapel, "logging repairs to the chapel building", ["churchtech", "nonprofit"])).toBe(
      "Property",
    );
    const fits = ["The electrician turned up before the units", "How do fitters line up the other trades?"];
    expect(categoryFor(null, fits, "lining up trades for kitchen fits", ["woodworking"])).toBe("Property");
    expect(jobDomain("finding a place to live for second year")).toBe("Property");
  });

  it("files asking customers for reviews under Marketing, a staff appraisal not", () => {
    const posts = ["Happy customers never leave a review", "How do you ask for Google reviews?"];
    expect(categoryFor(null, posts, "asking happy customers for reviews", ["Plumbing", "Contractor"])).toBe(
      "Marketing",
    );
    expect(jobDomain("running annual performance reviews")).not.toBe("Marketing");
    expect(jobDomain("getting faster code reviews")).not.toBe("Marketing");
  });

  it("files money named after the job's object under Finance", () => {
    expect(jobDomain("logging trips to clients for tax")).toBe("Finance");
    expect(jobDomain("pricing imports with duty and VAT")).toBe("Finance");
    expect(jobDomain("collecting cleaners' hours for payroll")).toBe("Finance");
    expect(jobDomain("splitting the costs of a shared house")).toBe("Finance");
    expect(jobDomain("topping up the kids' lunch accounts")).toBe("Finance");
    expect(jobDomain("working out each stylist's pay")).toBe("Finance");
    // Paying as you go names how a service is billed, not a wage.
    expect(jobDomain("choosing a pay-as-you-go phone plan")).toBeNull();
    expect(jobDomain("opening trade counter accounts for builders")).toBe("Finance");
    // A duty rota is still no money.
    expect(jobDomain("sending the doctor on duty")).toBeNull();
  });

  it("files a family's screen time, grandchildren and childcare under Community", () => {
    const posts = ["Screens at the table are a fight", "How much tablet time do your homeschooled kids get?"];
    expect(categoryFor(null, posts, "agreeing screen time", ["homeschool"])).toBe("Community");
    expect(jobDomain("sharing the grandchildren's weekends between families")).toBe("Community");
    expect(jobDomain("piecing together childcare for half term")).toBe("Community");
    // A nursery claiming its funded hours runs a business of its own.
    expect(jobDomain("claiming funded childcare hours")).not.toBe("Community");
    expect(jobDomain("finding marshals for a charity fun run")).toBe("Community");
  });

  it("files MOTs under Work, computers under Tech, PV under Green, a grotto under Entertainment", () => {
    expect(jobDomain("reminding customers before the MOT is due")).toBe("Work");
    expect(jobDomain("setting up laptops for new starters")).toBe("Tech");
    expect(jobDomain("registering PV installs")).toBe("Green");
    expect(jobDomain("selling grotto slots")).toBe("Entertainment");
    // A charity's trustees are its board, not staff hired.
    expect(jobDomain("recruiting trustees")).toBeNull();
  });

  it("files food safety and a café's tables under Food, wherever the café is", () => {
    const posts = ["Our dairy swabs go to the lab weekly", "Where do you file the results?"];
    expect(categoryFor(null, posts, "filing listeria swab results", ["medicine", "cheesemaking"])).toBe("Food");
    expect(jobDomain("taking café bookings at the garden centre")).toBe("Food");
  });
});

describe("worlds a community's name says", () => {
  it("reads glaziers, car dealers and co-parents", () => {
    expect(communityWorld("glazing")).toBe("Property");
    expect(communityWorld("askcarsales")).toBe("Work");
    expect(communityWorld("coparenting")).toBe("Community");
  });
});

describe("a category from the posts' words", () => {
  it("gives no vote to a word only one post of several says", () => {
    const posts = [
      "Where do you keep half-formed ideas so they are not lost?",
      "I jot down ideas for songs, products and a video or two",
      "Paper notebooks get lost; how do you capture ideas?",
    ];
    expect(categoryOf(posts, "keeping track of ideas", ["hn"])).toBe("Other");
    // Said by two posts, it counts.
    expect(categoryOf([...posts, "My video ideas end up in five apps"], "keeping track of ideas", ["hn"])).toBe(
      "Entertainment",
    );
    // A single post is all the group has to say.
    expect(categoryOf(["Editing a video for my channel"], "editing")).toBe("Entertainment");
  });

  it("reads certificates for websites as Tech, managed projects as Work and guitars as Entertainment", () => {
    expect(categoryOf(["Which SSL provider?", "Renewing certs yearly"], "renewing ssl certificates", ["hn"])).toBe(
      "Tech",
    );
    expect(categoryOf(["Trello or Asana?", "What do solo founders use?"], "choosing project tools", ["hn"])).toBe(
      "Work",
    );
    expect(categoryOf(["Necks need adjusting", "Frets wear out"], "tracking guitar setups")).toBe("Entertainment");
    // A programmer's chair is office furniture, not a program.
    const chairs = [
      "Best office chair for long days?",
      "A chair for my standing desk",
      "Chair for programming all day",
    ];
    expect(categoryOf(chairs, "choosing a desk chair", ["hn"])).toBe("Work");
  });
});
