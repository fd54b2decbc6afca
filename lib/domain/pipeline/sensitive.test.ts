import { describe, expect, it } from "vitest";
import { sensitiveTopic } from "./sensitive";

describe("sensitiveTopic", () => {
  it.each([
    ["suicide", "Lately I keep thinking about killing myself and I don't know why."],
    ["suicide", "Some days I just want to die, is there an app for that?"],
    ["suicide", "I wrote a note and planned to end my life this weekend."],
    ["suicide", "Everyone would be better off without me."],
    ["self_harm", "I started cutting myself again after a year clean."],
    ["self_harm", "Looking for tools that help with self-harm urges."],
    ["abuse", "My boyfriend hits me when he is drunk. Where can I go?"],
    ["abuse", "I was sexually abused as a child and never told anyone."],
    ["abuse", "Leaving an abusive partner, need a bank account he cannot see."],
    ["eating_disorder", "Two years into recovery from bulimia and calorie apps scare me."],
    ["eating_disorder", "Is there a community for people with an eating disorder?"],
    ["medical_emergency", "My dad has crushing chest pain and his arm is numb, what do we do?"],
    ["medical_emergency", "I think I'm having a stroke, half my face feels strange."],
    ["medical_emergency", "My toddler swallowed something and can't breathe properly."],
    ["bereavement", "My mom passed away last week and I have to plan everything."],
    ["bereavement", "How do you cope with grief after losing a child?"],
    ["bereavement", "Our son died in March and the school still sends his reports."],
    // Said without the clinical words.
    ["suicide", "Most nights I think about ending things, is there a journaling app that helps?"],
    ["suicide", "Honestly I don't see the point of living anymore."],
    ["suicide", "Last night I took too many pills and my sister found me."],
    ["abuse", "My girlfriend threatens me whenever I check our shared account."],
    ["abuse", "I am being stalked by a former colleague, which apps hide my location?"],
    ["abuse", "My uncle touched me when I was nine and I never told anyone."],
    ["eating_disorder", "I have been restricting to 600 calories and want an app to log it."],
    ["eating_disorder", "I purge after dinner most days and hide it well."],
    ["medical_emergency", "My flatmate passed out after the party and won't wake up."],
    ["medical_emergency", "The baby has had a high fever all night and now seems limp."],
    ["bereavement", "We buried my grandmother on Friday and I have to sort out her accounts."],
    ["bereavement", "My dad has a terminal diagnosis and weeks to live; how do we plan?"],
    ["bereavement", "Since my brother's death I cannot face his email inbox."],
  ])("calls it %s: %s", (topic, text) => {
    expect(sensitiveTopic(null, text)).toBe(topic);
  });

  it("reads the title too", () => {
    expect(sensitiveTopic("Suicidal thoughts again", "Any apps that help at 3am?")).toBe("suicide");
  });

  it.each([
    "How do I kill the process that keeps port 3000 busy?",
    "The server died overnight and the backups failed too.",
    "Our API sees a lot of abuse from scrapers; any rate limiting tools?",
    "The old CI runner is dead, long live the new one.",
    "This framework killed my productivity for a week.",
    "Is there a grape variety that grows in cold climates?",
    "Cutting my build time in half with a cache.",
    "I lost my keys again, is there a tracker that works indoors?",
    "What is the quickest way to purge a CDN cache after a deploy?",
    "Killing a parent process leaves its child processes running.",
    "My laptop won't wake up from sleep since the update.",
    "Ending the trial early still charged my card.",
    "The dead letter queue keeps growing overnight.",
  ])("leaves a technical or everyday sentence alone: %s", (text) => {
    expect(sensitiveTopic(null, text)).toBeNull();
  });
});

describe("sensitiveTopic: hopelessness about one's own life", () => {
  it("reads having nothing left to live for or look forward to as a suicide warning sign", () => {
    expect(sensitiveTopic("Rough year", "Work is gone, friends moved away, and I have nothing left to live for.")).toBe(
      "suicide",
    );
    expect(
      sensitiveTopic("Where do I go from here?", "Honestly I do not have anything left to look forward to anymore."),
    ).toBe("suicide");
  });

  it("leaves a product with nothing to look forward to alone", () => {
    expect(
      sensitiveTopic("This year's phones", "Same camera, same chip: nothing to look forward to in this release."),
    ).toBe(null);
  });
});
