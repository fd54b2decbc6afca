import { describe, expect, it } from "vitest";
import { clauseTokens, describeLocally, postDetails, restateTrouble } from "./describe";
import { namesOfTimeCased } from "./text";
import { paraphraseLocally, withoutEcho } from "./paraphrase";

const described = (posts: string[]) =>
  describeLocally({ posts: posts.map((body) => ({ title: null, body })), communities: ["smallbusiness"] });

describe("a verb after a plural noun the tagger reads as a noun", () => {
  it("is read as the clause's verb", () => {
    const tokens = clauseTokens("pupils swap slots");
    expect(tokens.find((t) => t.value === "swap")?.pos).toBe("VERB");
    // A clause with a verb before keeps its tags.
    expect(clauseTokens("the rota gets lost").find((t) => t.value === "rota")?.pos).not.toBe("VERB");
    expect(clauseTokens("one pupils dinner balance is always short").find((t) => t.value === "dinner")?.pos).not.toBe(
      "VERB",
    );
  });

  it("makes a trouble said with it a trouble", () => {
    const texts = [
      "Our biggest issue is that pupils swap slots and I then text the wrong person.",
      "What app would you suggest for keeping the litter pick rota straight?",
    ];
    expect(postDetails(texts).trouble.map((t) => t.text)).toContain("pupils swap slots");
  });

  it("lets a month open the trouble, said as a habit, so it is no copy", () => {
    const texts = ["The problem is tenants return unsigned move-in inventories in september. Any tool for this?"];
    expect(restateTrouble("tenants return unsigned move-in inventories in september", texts, true)).toBe(
      "in September, tenants keep returning unsigned move-in inventories",
    );
  });
});

describe("a lone ask in the description", () => {
  it("is never 'the first' with no next", () => {
    const posts = [
      "Does anyone know an app for logging which kennel each dog sleeps in? We use a whiteboard.",
      "Is there software for logging which kennel each dog sleeps in?",
    ];
    for (let i = 0; i < 30; i++) {
      const { description } = described(posts.map((p) => `${p} Post ${"x".repeat(i)}.`));
      if (/The first /.test(description)) expect(description).toMatch(/; the next /);
    }
  });
});

describe("a restatement frame", () => {
  it("does not say the object's own verb again", () => {
    const frames = ["Wants to compare approaches to {o}", "Seeks advice on {o}"];
    expect(withoutEcho(frames, "comparing boiler quotes")).toEqual(["Seeks advice on {o}"]);
    expect(withoutEcho(frames, "booking vans")).toEqual(frames);
    expect(withoutEcho(["Wants to compare approaches to {o}"], "comparing boiler quotes")).toHaveLength(1);
  });
});

describe("names of time in a restated trouble", () => {
  it("capitalises days, months and holidays, and 'may' only as a month", () => {
    expect(namesOfTimeCased("in march, clients keep returning forms on saturdays")).toBe(
      "in March, clients keep returning forms on Saturdays",
    );
    expect(namesOfTimeCased("orders pile up before christmas and again in may")).toBe(
      "orders pile up before Christmas and again in May",
    );
    expect(namesOfTimeCased("they may lose the booking")).toBe("they may lose the booking");
  });
});

describe("names of time in what an idea says", () => {
  it("are cased in the title, description and complaint, and in quotes", () => {
    const posts = [
      "Any app for taking christmas hamper orders? Every december the orders get mixed up and customers complain.",
      "How do you handle christmas hamper orders? In december we lose track of who paid.",
      "Looking for a tool for taking christmas hamper orders, the paper book is a mess by mid-december.",
    ];
    const draft = described(posts);
    for (const text of [draft.title, draft.description, draft.complaintSummary])
      expect(text).not.toMatch(/\bchristmas\b|\bdecember\b/);
    expect(paraphraseLocally(posts[0]!) ?? "").not.toMatch(/\bchristmas\b/);
    expect(namesOfTimeCased("orders peak in mid-may")).toBe("orders peak in mid-May");
  });
});
