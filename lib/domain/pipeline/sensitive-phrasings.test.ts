import { describe, expect, it } from "vitest";
import { sensitiveTopic } from "./sensitive";

describe("sensitive phrasings beyond the stock words", () => {
  it.each([
    ["Some nights I do not want to be around any more and I keep thinking about ending it.", "suicide"],
    ["My boyfriend checks my phone every evening and doesn't let me see my family.", "abuse"],
    ["Our toddler swallowed a button battery an hour ago.", "medical_emergency"],
    ["For a year I have been vomiting after meals so nobody notices.", "eating_disorder"],
    ["Our daughter was born sleeping last spring and the baby apps still send us reminders.", "bereavement"],
    ["My father is dying and I want to save his voicemails before his phone is closed.", "bereavement"],
  ])("%s", (text, topic) => {
    expect(sensitiveTopic(null, text)).toBe(topic);
  });

  it.each([
    "My manager does not let me see the production logs, is there a tool for that?",
    "The build agent swallowed the error and the job kept running.",
    "Which app checks my spending against a monthly budget?",
  ])("%s: not sensitive", (text) => {
    expect(sensitiveTopic(null, text)).toBeNull();
  });
});
