import { describe, expect, it } from "vitest";
import { titleJob, wholePhrase } from "./title-job";

describe("a title's job, whole", () => {
  it("runs a task cut short on with the words most posts add", () => {
    const posts = [
      "How do you keep shop listings up to date? Keeping listings up to date eats my Sundays.",
      "Any tool for keeping listings up to date across two marketplaces?",
      "Sick of keeping listings up to date by hand",
    ];
    expect(titleJob({ phrase: "keeping listings", task: true }, posts).phrase).toBe("keeping listings up to date");
  });

  it("names the thing the posts ask for, not a choice built around part of it", () => {
    const posts = [
      "What app do you use for grooming before and after photos?",
      "Is there a simple app for grooming before and after photos?",
      "Grooming before and after photos live on my own phone, any suggestions?",
    ];
    const job = titleJob({ phrase: "choosing after photos", task: true }, posts);
    expect(job.phrase).toBe("grooming before and after photos");
  });

  it("prefers a task most posts state to one post's detail", () => {
    const posts = [
      "Best way of getting tenants to sign renewal forms? A form went out with the old rent on it.",
      "Getting tenants to sign renewal forms takes weeks, what do you use?",
      "Looking for an app for getting tenants to sign renewal forms",
    ];
    const job = titleJob({ phrase: "old rent", task: false }, posts);
    expect(job).toEqual({ phrase: "getting tenants to sign renewal forms", task: true });
  });

  it("keeps the job when no phrase most posts say makes it whole", () => {
    const posts = [
      "Which CSS framework do you use?",
      "Best minimal CSS framework?",
      "Recommend a CSS framework for a blog",
    ];
    expect(titleJob({ phrase: "choosing a CSS framework", task: true }, posts).phrase).toBe("choosing a CSS framework");
  });

  it("cuts a job that runs into its sentence back to its thing", () => {
    const posts = [
      "Tracking coaches' first aid certificates takes ages",
      "Any app for coaches' first aid certificates?",
    ];
    const job = titleJob({ phrase: "tracking coaches' first aid certificates takes", task: true }, posts);
    expect(job.phrase).toBe("tracking coaches' first aid certificates");
  });

  it("never ends or opens a job on a preposition or article", () => {
    expect(wholePhrase("keeping listings up")).toBe(false);
    expect(wholePhrase("after knee surgery")).toBe(false);
    expect(wholePhrase("rehab after knee surgery")).toBe(true);
  });
});
