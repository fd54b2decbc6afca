import { describe, expect, it } from "vitest";
import { categoryOf } from "./categories";
import { describeLocally, keyPhrases } from "./describe";

const posts = [
  { title: "Is there a tool for chasing unpaid invoices?", body: "I waste hours every week chasing unpaid invoices from clients. The big suites charge extra." },
  { title: null, body: "Chasing unpaid invoices is a nightmare. I wish there was an app for payment reminders." },
  { title: "Payment reminders for freelancers?", body: "My clients pay invoices late and I'm tired of it. Call [phone] or mail [email]." },
];

describe("the local group description", () => {
  it("finds the phrases most posts share, counting each post once", () => {
    expect(keyPhrases(posts.map((p) => `${p.title ?? ""} ${p.body}`), 3)).toEqual(["chasing unpaid invoices", "payment reminders", "clients pay invoices"]);
  });

  it("describes the group by its key phrases, with counts, complaints and a category", () => {
    const draft = describeLocally({ posts, communities: ["freelance", "smallbusiness", "freelance"] });
    expect(draft).toEqual({
      title: "A simpler way to handle chasing unpaid invoices",
      description: "A focused product for chasing unpaid invoices, covering payment reminders, clients pay invoices and suites charge extra. People describe doing it by hand or with tools that do not fit, and ask for something that handles it end to end.",
      complaintSummary: "3 posts describe trouble with chasing unpaid invoices; the complaints are a recurring burden, fatigue and pricing.",
      analysis: "Drawn from 3 posts in 2 communities. 2 of them ask outright for a tool. Key phrases: chasing unpaid invoices, payment reminders, clients pay invoices, suites charge extra and big suites charge.",
      category: "Finance",
      simplicityHint: 50,
      marketHint: 50,
    });
    expect(JSON.stringify(draft)).not.toMatch(/phone|email/);
  });

  it("picks the category with the most keyword hits, Other when none", () => {
    expect(categoryOf(["Which yeast for a stout brew?", "Hops and beer"])).toBe("Food");
    expect(categoryOf(["Flaky tests in the build pipeline"])).toBe("Tech");
    expect(categoryOf(["Nothing to see"])).toBe("Other");
  });
});
