import { describe, expect, it } from "vitest";
import { askKey, askThing } from "./ask-key";

describe("a thing asked for against another", () => {
  it("is the thing before 'than', not the one it is measured against", () => {
    expect(askKey("Looking for a lighter code editor than Atom")).toBe("code editor");
    expect(askKey("Looking for a lighter code editor than Atom")).toBe(askKey("Which code editor do you use?"));
    expect(askKey("Could you recommend a quieter keyboard than my old Model M?")).toBe("keyboard");
    expect(askThing("Looking for a lighter code editor than Atom")?.nouns).toEqual(["code", "editor"]);
  });

  it("is one of the other's kind when nothing is named before 'than', never the other itself", () => {
    const key = askKey("Is there anything simpler than Kubernetes for three servers?");
    expect(key === null || key === "alt:kubernet").toBe(true);
    expect(askKey("Looking for something cheaper than Heroku")).not.toBe("heroku");
  });

  it("is the thing asked for when what it replaces is named after 'other than' or 'instead of'", () => {
    expect(askKey("Which bug tracker do you use other than Jira?")).toBe("bug tracker");
    expect(askKey("What do you use for meeting minutes instead of Word?")).toBe(
      askKey("What do you use for meeting minutes?"),
    );
    expect(askKey("What do you use for meeting minutes instead of Word?")).not.toBeNull();
  });
});

describe("a replacement", () => {
  it("names the thing sought before 'alternatives to'", () => {
    expect(askKey("Any bug tracker alternatives to Jira?")).toBe("bug tracker");
    expect(askKey("Any bug tracker alternatives to Jira?")).toBe(askKey("Which bug tracker do you use?"));
    expect(askThing("Any bug tracker alternatives to Jira?")?.nouns).toEqual(["bug", "tracker"]);
  });

  it("with nothing named before it, asks for the replaced thing's kind, never the thing itself", () => {
    expect(askKey("Alternatives to Jira?")).toBe("alt:jira");
    expect(askKey("Is there a better alternative to Jira?")).toBe("alt:jira");
    // How a replacement is made or run names no thing.
    expect(askKey("Open source alternatives to Jira?")).toBe("alt:jira");
    expect(askKey("Self-hosted alternatives to Jira?")).toBe("alt:jira");
    expect(askKey("Alternatives to Jira?")).not.toBe(askKey("Which Jira plugins do you use?"));
  });

  it("names the thing replaced before 'alternatives' alone or 'alternatives for'", () => {
    expect(askKey("Jira alternatives for a team of four?")).toBe("alt:jira");
    expect(askKey("Jira alternatives?")).toBe("alt:jira");
    expect(askKey("Ask HN: Jira alternatives?")).toBe("alt:jira");
    // What it is for does not make two needs of one replacement.
    expect(askKey("Cheaper alternative to Heroku for hobby projects?")).toBe(askKey("Alternatives to Heroku?"));
  });

  it("keeps a wished-for feature out of the thing asked for", () => {
    const text =
      "Paid mail hosting for my own domain\nI run three small shops.\nIdeally I'm looking for calendar sync.";
    expect(askThing(text)?.nouns ?? []).not.toContain("sync");
  });
});
