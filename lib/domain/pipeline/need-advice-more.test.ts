import { beforeAll, describe, expect, it } from "vitest";
import { REQUESTS } from "./need-requests";
import { judgeNeed } from "./need-rules";

const verdict = (title: string | null, body = "") => judgeNeed({ title, body }).verdict;

describe("judgeNeed: business and life advice, products that would help", () => {
  beforeAll(() => {
    for (const cue of REQUESTS) cue.pattern.test("warm up");
    judgeNeed({ title: "Warm up", body: "" });
  }, 60_000);

  it.each([
    // Selling or buying a business, winning customers, hiring staff: the readers' know-how answers it.
    [
      "Ask HN: Where should I list my side project?",
      "It makes a few hundred a month and I'm looking to sell before I start a new job. Where would buyers look?",
    ],
    [
      "How did you land your first paying customers?",
      "We launched a scheduling product for dentists two months ago and nobody has signed up yet. What worked for you?",
    ],
    [
      "Ask HN: How do I find my first employee?",
      "The shop is growing and I can finally afford to hire someone full time. Where do people usually look?",
    ],
    [
      "What should I do when a competitor clones our website?",
      "A bigger company copied our landing page word for word. Any suggestions?",
    ],
    ["Ask HN: How to test willingness to pay before writing any code?", ""],
    ["Should we incorporate before taking our first pre-orders?", "Any advice from people who have done it welcome."],
    ["Ask HN: Best way to generate leads for a small design studio?", "Referrals have dried up this year."],
    // A move in a working life or a life.
    ["Ask HN: Where to find remote contract gigs as a data engineer?", "Any pointers?"],
    ["Which online master's degrees would you recommend to a self-taught developer?", ""],
    ["Recruiters who specialize in part-time roles for designers?", "Does anyone know one?"],
    [
      "Moving from frontend to something else?",
      "I'm tired of building forms. Which areas are you in, and are you happy?",
    ],
    [
      "I just graduated and my first team ships without any reviews. What should I do?",
      "Nobody seems to care about quality and I am learning very little.",
    ],
    ["What is the smartest way to invest my savings as a freelancer?", ""],
    [
      "Somewhere cheap to live with fast internet?",
      "My plan is a year abroad on my own project, so rent and the connection matter most.",
    ],
    // Another way to act is no product; people to live or work with are no product.
    ["Tipping etiquette in cafés", "Should you tip at the counter every time, or is there another solution?"],
    ["Looking for a roommate near the university", "Quiet, tidy, likes cats."],
    ["Looking for a fellow maker to share a workshop", "I have space for two benches in a garage."],
    // Whether a product would help, asked without any trouble of the writer's, asks how things work.
    ["Do vacuum canisters help preserve loose-leaf tea?", ""],
  ])("not a need: %s", (title, body) => {
    expect(verdict(title, body)).not.toBe("need");
  });

  it.each([
    // Business or life words with a product asked for in so many words: the product is for them.
    ["Ask HN: Is there a tool to find early adopters for a B2B product?", ""],
    [
      "Any app that reminds clients about unpaid invoices?",
      "Getting new clients is going fine, but chasing their payments by email eats my Fridays.",
    ],
    ["Any app to help with finding remote jobs in my time zone?", "Job boards never let me filter by time zone."],
    ["Recommendations for a lawyer to incorporate a small software company in Leeds?", ""],
    // A trouble that comes before a launch is the writer's own, not a question of how to launch.
    [
      "Need ideas: software for store rejection appeals",
      "Our app keeps getting bounced by the review right before launch, and we lose the release date. What are you all using for appeals?",
    ],
    // Whether a kind of product would help with a trouble the writer tells of.
    [
      "Would a vacuum canister help keep my tea fresh?",
      "My loose-leaf tea goes flat within a month, which is frustrating since it is not cheap.",
    ],
    // Others' experience of a cheaper or reusable stand-in for a product weighs a purchase.
    [
      "Refillable printer cartridges",
      "Has anyone had experience with refillable cartridges for an inkjet? Do they clog? Any other tips?",
    ],
  ])("keeps a need: %s", (title, body) => {
    expect(verdict(title, body)).toBe("need");
  });

  it("reads a title opening 'Suggest HN:' as a suggestion made, not one asked for", () => {
    const cue = REQUESTS.find((c) => c.name === "asks for recommendations")!;
    expect(cue.pattern.test("suggest hn: fewer threads about lotteries")).toBe(false);
    expect(cue.pattern.test("suggest a good book on knots")).toBe(true);
  });
});
