import { beforeAll, describe, expect, it } from "vitest";
import { REQUESTS } from "./need-requests";
import { isHeadlineCase, judgeNeed } from "./need-rules";

const verdict = (title: string | null, body = "") => judgeNeed({ title, body }).verdict;

describe("asking phrasings that generalise across forums", () => {
  beforeAll(() => {
    for (const cue of REQUESTS) cue.pattern.test("warm up");
    judgeNeed({ title: "Warm up", body: "" });
  }, 60_000);

  it.each([
    // The things asked for named before 'you recommend', after a bracket or mid-paragraph.
    [
      "Where should a first-time saver put money?",
      "Savings accounts pay little here (the high street ones barely move) Any particular brokers or savings apps that you recommend? I have about two thousand to start.",
    ],
    ["Moving to a new town", "I need to register with someone soon. Which dental practices do people suggest?"],
    // 'Which X do you trust' asks for a pick as 'which X do you use' does.
    ["Which password manager do you trust?", ""],
    // Readers asked for a fix beside the writer's own trouble.
    [
      "Scanner stopped working after the update",
      "Since last week the scanner is not working at all. Has anyone found a workaround for this?",
    ],
    // A proposal whose writer asks what readers think is still a proposal.
    [
      "Should a vote also be cast when an answer is marked as solved?",
      "My suggestion would be that marking an answer as solved counts as an upvote too. Curious to see what people think.",
    ],
    ["Let us merge the two charting tags", "They name the same library and split the questions between them."],
    // A title asking for the best one of something is a pick, so the request in the body counts in full.
    [
      "What is the cheapest way to send money home every month?",
      "My family lives abroad. Are there any transfer services you would recommend?",
    ],
    // Asking how others do a chore the writer says costs them time.
    [
      "How do you all keep the allotment rota?",
      "I spend hours every month phoning people to swap their watering days.",
    ],
    ["Hoping somebody could point me to a mobile bike repair service", "The nearest shop is an hour away."],
    // The writer's group needing a tool, said without a question.
    ["Our choir needs a way to sell concert tickets online", "Paper tickets get lost and the treasurer hates cash."],
    ["We need an app to share the dog walking between neighbours", "A group chat is chaos."],
    // A subject line naming a kind of tool and its job.
    ["Tool to merge two address books without duplicates", "Both phones have half the contacts."],
    // A site's missing tags questioned: a proposal to add them.
    ["Is there a reason for the lack of a 'time series' tag?", "Several questions each week would fit it."],
  ])("%s: a need", (title, body) => {
    expect(verdict(title, body)).toBe("need");
  });

  it.each([
    // A way of going about something, or people, recommended: advice, not a product.
    ["Changing teams at work", "My manager left last month. Any strategies you would recommend?"],
    ["Learning to sing", "I am starting out. Any particular mentors you would suggest?"],
    // 'Has anyone found a fix' without any trouble of the writer's is a curious question.
    ["Old radios", "Valve radios were repaired by hand for decades. Has anyone found a fix that lasts?"],
    // Best practices are a question of technique.
    ["What are the best practices in column naming?", "Do you prefer snake case or camel case?"],
    // Asking why a thing is missing from the world, not from the site, proposes nothing.
    ["Why the lack of trains between the two cities?", "The distance is short and the roads are full."],
    // A subject line naming a tool the writer built is a launch, not a want.
    ["App to plan a week of meals", "I built this over the summer and it is free, try it out."],
    // The writer recommending one themselves answers someone else's ask.
    [null, "For a first kettle I would suggest a good gooseneck one; I also recommend a cheap scale."],
    ["Re: which tent for the coast?", "I'd recommend any of the tunnel tents with a full fly."],
  ])("%s: not a need", (title, body) => {
    expect(verdict(title, body)).not.toBe("need");
  });

  it.each([
    ["My new app helps you split rent with flatmates", "Would love suggestions on what to add next."],
    ["Feedback wanted", "Our first browser extension lets you mute any tab with one key. Ideas welcome!"],
  ])("%s: the writer's own launch", (title, body) => {
    expect(verdict(title, body)).toBe("launch");
  });

  it("still hears a reader asked to recommend one", () => {
    expect(verdict("Kettle for pour-over", "Anyone can recommend a good gooseneck kettle under 50?")).toBe("need");
  });

  it.each([
    [
      "Five Gadgets Every Home Cook Should Own",
      "Looking for a better peeler? Here are our picks after a month of testing.",
    ],
    [
      "Why Small Shops Should Skip the Big Booking Platforms",
      "Is there a cheaper way to take bookings? In this article we compare three setups.",
    ],
  ])("%s: an article posted as text, not a need", (title, body) => {
    expect(verdict(title, body)).toBe("not_a_need");
  });

  it("reads headline case from the longer words of a title without a question", () => {
    expect(isHeadlineCase("Five Gadgets Every Home Cook Should Own")).toBe(true);
    expect(isHeadlineCase("A Guide to Choosing a Laptop for Travel")).toBe(true);
    expect(isHeadlineCase("Looking for a booking tool for my salon")).toBe(false);
    expect(isHeadlineCase("Which Booking Tool Should A Salon Use?")).toBe(false);
  });

  it("still hears a request under a capitalised title when the body has no article voice", () => {
    expect(verdict("Looking For A Simple CRM For A Small Team", "We are five people. Any recommendations?")).toBe(
      "need",
    );
  });
});
