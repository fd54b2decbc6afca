import { describe, expect, it } from "vitest";
import { jobsOf, opensOnTask } from "./job";
import { titleJob, wholePhrase } from "./title-job";

const phrases = (text: string) => jobsOf(text).map((j) => j.phrase);

describe("a title prefers the doing its posts say", () => {
  it("keeps a vague verb's task when most posts say it in those words", () => {
    const posts = [
      "Any app for the choir robe rota? Organising the choir robe rota eats my Sundays.",
      "What do you use for the choir robe rota? I'm sick of organising the choir robe rota by text.",
      "Is there a tool for organising the choir robe rota? Robes go missing every month.",
      "Choir robe rota help: what do people use for the choir robe rota?",
    ];
    const job = titleJob({ phrase: "organising the choir robe rota", task: true }, posts);
    expect(job).toEqual({ phrase: "organising the choir robe rota", task: true });
  });

  it("runs a short task on into the clause of time its posts give it", () => {
    const posts = [
      "Looking for a tool for reordering hay before it runs out. Flock feed orders are a mess.",
      "Any app for reordering hay before it runs out? We phone the merchant too late.",
      "Flock feed orders: how do you handle reordering hay before it runs out?",
    ];
    const job = titleJob({ phrase: "flock feed orders", task: false }, posts);
    expect(job.phrase).toBe("reordering hay before it runs out");
  });

  it("finds the task a post states after its title names the thing with the same gerund", () => {
    const posts = [
      "Kennel food ordering help\nIs there a tool for ordering kibble sacks before they run out?",
      "Kennel food ordering software?\nWhat would you suggest for ordering kibble sacks before they run out?",
      "Kennel food ordering is a mess\nAnyone found an app for ordering kibble sacks before they run out?",
    ];
    const job = titleJob({ phrase: "kennel food ordering", task: false }, posts);
    expect(job.phrase).toBe("ordering kibble sacks before they run out");
  });

  it("reads the last word of a phrase as its noun where the tagger reads another part of speech", () => {
    expect(wholePhrase("sharing chores for everyone in the flat")).toBe(true);
    expect(wholePhrase("fitting small repairs around a big install")).toBe(true);
    expect(wholePhrase("fitting small repairs around a big")).toBe(false);
  });

  it("ends a task on how it is done when the posts say so", () => {
    const posts = [
      "Bike repair price list: any tool for quoting repairs consistently? Two mechanics quote differently.",
      "What do you use for quoting repairs consistently? The bike repair price list is a napkin.",
      "Quoting repairs consistently is impossible with our bike repair price list.",
    ];
    const job = titleJob({ phrase: "bike repair price list", task: false }, posts);
    expect(job.phrase).toBe("quoting repairs consistently");
  });

  it("reads a clause whose verb the tagger takes for a noun as whole", () => {
    expect(wholePhrase("taking a fee when guests book a room")).toBe(true);
    expect(wholePhrase("tracking which garage parts")).toBe(false);
  });

  it("never ends a clause on its auxiliary", () => {
    expect(wholePhrase("logging when the changing mats were")).toBe(false);
  });

  it("drops a last noun that opens the clause its posts go on with", () => {
    const posts = [
      "Any app for chasing up on written quotes customers have not signed?",
      "What do you use for chasing up on written quotes customers have not signed?",
      "Chasing up on written quotes customers have not signed takes hours.",
    ];
    const job = titleJob({ phrase: "chasing up on written quotes customers", task: true }, posts);
    expect(job.phrase).toBe("chasing up on written quotes");
  });
});

describe("a verb of two words", () => {
  it("is read with its particle and the preposition it takes", () => {
    expect(phrases("Any tool for following up with volunteers after a litter pick?")).toContain(
      "following up with volunteers",
    );
    expect(phrases("Best app for topping up printer toner at the office?")).toContain("topping up printer toner");
  });

  it("opens a task though its first word alone describes a noun", () => {
    expect(opensOnTask("following up late invoices")).toBe(true);
    expect(opensOnTask("following items")).toBe(false);
  });

  it("says no task before 'of': running out of something is a trouble", () => {
    expect(phrases("Any tool to stop us running out of printer toner?").some((p) => p.startsWith("running"))).toBe(
      false,
    );
  });
});
