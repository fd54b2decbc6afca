import { beforeAll, describe, expect, it } from "vitest";
import { REQUESTS } from "./need-requests";
import { judgeNeed } from "./need-rules";

const verdict = (title: string | null, body = "") => judgeNeed({ title, body }).verdict;

describe("judgeNeed: others' experience, own ideas and advice", () => {
  beforeAll(() => {
    for (const cue of REQUESTS) cue.pattern.test("warm up");
    judgeNeed({ title: "Warm up", body: "" });
  }, 60_000);

  it.each([
    // Readers asked how a kind of product served them, by a writer weighing it for a plan of their own.
    [
      "Reusable seals for jam jars",
      "Thinking of making jam this autumn and am interested in using wax seals instead of lids. Has anyone tried wax seals, and do they hold in the fridge?",
    ],
    [
      "Rented a van for a house move?",
      "We are considering renting a small van instead of paying movers. Has anyone here used one of the hourly van services for a two-room flat?",
    ],
    // Having no idea where to buy a thing still asks for it.
    [
      "Spare parts for an old espresso grinder in Lisbon?",
      "I'd like to repair the grinder myself, yet have no idea where to buy parts for that model.",
    ],
    // A language to learn for a job of the writer's is a tool asked for, not a path.
    ["Ask HN: Best language to learn for scraping our supplier price lists?", ""],
    // Material to learn from is a resource, whatever the subject.
    ["What's the best resource to learn about graph databases?", ""],
    // A product asked for in the title stays a need when the body tells of starting a business.
    [
      "Invoicing app for a new one-person business?",
      "I am starting my own business next month and need an invoicing app. Any recommendations?",
    ],
  ])("keeps a need: %s", (title, body) => {
    expect(verdict(title, body)).toBe("need");
  });

  it.each([
    // Others' experience asked without a plan of the writer's: a poll.
    ["Ask HN: Has anyone used a tiling window manager?", "Wondering how common they are among people at work."],
    // The writer's own idea put to readers.
    [
      "Could song lyrics replace passwords?",
      "Typing passwords is a pain for me. My scheme: pick a line of a song instead of a password. Tell me straight, is this a workable plan?",
    ],
    [
      "Ask HN: Would a bookmark work as a password?",
      "Rather than typing a long secret, I'd simply recall where to get it. I could use a bookmark of a video page as my password. Is this a sane idea?",
    ],
    // Ideas for a project are no product.
    [
      "Ask HN: Side project with message queues?",
      "What are some ideas for tools I could write to get better at event streams?",
    ],
    // Which subject or language to take up for one's growth is advice on a path.
    [
      "Ask HN: Best language to learn to broaden my thinking?",
      "I write web apps all day and feel stuck in one way of coding.",
    ],
    [
      "Ask HN: I'd like to learn another compiled, systems language. Which should I choose?",
      "I know Ruby and a little Go.",
    ],
    // A wish for a state of affairs ('I'd love to have everything sorted') asks for no thing.
    [
      "Ask HN: Turning a hobby into a company",
      "My weekend hobby is a little booking site and I hope to make it a company. I'd love to have everything sorted before launch. What should I know?",
    ],
    // An apology for the place of the post is no request for a place.
    [
      "Ask HN: I keep failing my night classes",
      "I have tried three times and keep falling behind. Sorry if this is not the right place to post this, but how did others climb out of a rut like this?",
    ],
    // Where readers get their ideas polls them.
    [
      "Ask HN: Where do you folks find ideas worth building?",
      "Nothing I think of keeps me going for more than a week.",
    ],
  ])("is no need: %s", (title, body) => {
    expect(verdict(title, body)).toBe("not_a_need");
  });
});
