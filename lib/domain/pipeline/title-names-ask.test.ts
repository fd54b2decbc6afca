import { describe, expect, it } from "vitest";
import { titleJob, wholePhrase } from "./title-job";

describe("a title names what the posts ask about", () => {
  it("names the task the posts state after 'a tool for', not the thing it is done for", () => {
    const posts = [
      "Any app for finding stand-ins for Sunday bakery shifts? Customers queue outside and we open late.",
      "Best tool for finding stand-ins for Sunday bakery shifts? We use a group chat.",
      "Looking for a simple way of finding stand-ins for Sunday bakery shifts",
      "How do other owners handle Sunday bakery shifts? I need something for finding stand-ins for Sunday bakery shifts.",
    ];
    const job = titleJob({ phrase: "sunday bakery shifts", task: false }, posts);
    expect(job).toEqual({ phrase: "finding stand-ins for sunday bakery shifts", task: true });
  });

  it("never names the makeshift the writers get by with", () => {
    const posts = [
      "Something better than a cork board for kayak club trip sign-ups? Paddlers turn up to full trips.",
      "We rely on a cork board for kayak club trip sign-ups and it shows.",
      "Any app for kayak club trip sign-ups? Yes, we have a cork board. It misses half of them.",
      "A cork board doesn't cover it. Looking for a tool for kayak club trip sign-ups.",
    ];
    const job = titleJob({ phrase: "cork board", task: false }, posts);
    expect(job.phrase).not.toContain("cork board");
    expect(job.phrase).toContain("kayak club trip sign-ups");
  });

  it("gives up a phrase that opens on a vague determiner for what the posts ask for", () => {
    const posts = [
      "Is there a pottery glaze recipe tracker? I can only find certain charts online.",
      "Which pottery glaze recipe app do you use?",
      "My glaze notes are a mess, any recipe ideas?",
    ];
    expect(wholePhrase("certain charts")).toBe(false);
    expect(wholePhrase("various formats")).toBe(false);
    const job = titleJob({ phrase: "certain charts", task: false }, posts);
    expect(job.phrase).not.toMatch(/^(?:certain|such|various|some) /);
  });

  it("reads a noun followed by its own verb as a clause, never as a thing", () => {
    expect(wholePhrase("volunteers' expenses arrive weeks")).toBe(false);
    expect(wholePhrase("hotel lost property")).toBe(true);
  });

  it("runs a task on through the object its last verb takes", () => {
    const posts = [
      "Any app for making sure divers read the safety card before boarding?",
      "Best way of making sure divers read the safety card? Late arrivals skip it.",
      "Looking for a tool for making sure divers read the safety card",
    ];
    const job = titleJob({ phrase: "dive boat medical forms", task: false }, posts);
    expect(job.phrase).toBe("making sure divers read the safety card");
  });
});
