/**
 * A title never stops inside a name: where most posts say 'keeping in touch with repeat' only as
 * the start of 'keeping in touch with repeat salon clients' (one post misspells the noun after it, others the words before), the title says
 * the whole name. Posts written for this test.
 */
import { describe, expect, it } from "vitest";
import { describeLocally } from "./describe";

const posts = [
  "Need suggestions: software for salon loyalty and repeat clients\nWay too much of my week goes on keeping in touch with repeat salon clients, and regulars never hear about new treatments.\nIt's phone calls and a notebook right now. So what do you all use for keeping in touch with repeat salon clients?",
  "Salon loyalty and repeat clients - am I doing this wrong?\nRegulars never hear about new treatments. Every single week.\nWe have phone calls and a notebook. It doesn't do the job.\nIs there a tool for keeping in touch with repeat salon clients?",
  "What software do you use for salon loyalty and repeat clients?\nSo, what do you all use for keepign in touch with repeat salon clients?",
  "what are you all using for salon loyalty and repeat clients?\nour salon has grown a lot in 6 years. honestly regulars never hear about new treatments.\nis there a tool for keeping in touch with repeat saoln clients?",
  "Salon loyalty and repeat clients: what do you use?\nI run a small salon and this has bugged me for months. Way too much of my week goes on keeping in touch with repeat salon clients.",
  "Salon loyalty and repeat clients workflow?\nOur salon has grown a lot in 11 years. Regulars never hear about new treatments.\nWhat would you suggest for keeping in touch with repeat salon clients?",
  "Can anyone recommend an app for salon loyalty and repeat clients?\nDo any of you use an app for keeping in touch with repeat salon clients, ideally one that texts?",
  "Software for salon loyalty and repeat clients?\nLooking for a tool for keeping in touch with repaet salon clients, ideally cheap.",
];

describe("a title names the whole thing the posts name", () => {
  it("does not stop on a word that qualifies the noun after it", () => {
    const { title } = describeLocally({
      posts: posts.map((body) => ({ title: null, body })),
      communities: ["r/smallbusiness"],
    });
    expect(title).not.toMatch(/\brepeat$/i);
    expect(title).toMatch(/repeat salon clients|salon loyalty and repeat clients/i);
  });
});
