import { describe, expect, it } from "vitest";
import { needKey } from "./describe";
import { assignKeys, keyMergedGroups, mergeSameNeed, saidJobKeys, storedKeyOf } from "./grouping";
import type { Cluster } from "./clustering";

const group = (members: number[], topTerms: number[] = []): Cluster => ({ members, topTerms });

describe("one need, one idea: groups that would take one title merge", () => {
  it("merges them into the group stored earliest, whose key (and claimed idea) stays", () => {
    const clusters = [group([0, 4], [1]), group([1, 5], [2]), group([2, 6], [1, 3]), group([3])];
    const keys = ["need:new-rehearsal", "need:other", "need:rehearsal-attendance", "need:small"];
    const needKeys = ["rehearsal|musician", "rota|teacher", "rehearsal|musician", null];
    // The third group is stored already (id 7): the first is new to this run.
    const stored = new Map([["need:rehearsal-attendance", 7]]);
    const merged = mergeSameNeed(clusters, keys, needKeys, (ci) => stored.get(keys[ci]!) ?? null);

    expect(merged.keys).toEqual(["need:other", "need:rehearsal-attendance", "need:small"]);
    expect(merged.clusters.map((c) => c.members)).toEqual([[1, 5], [0, 2, 4, 6], [3]]);
    expect(merged.clusters[1]!.topTerms).toEqual([1, 3]);
    expect([...merged.into]).toEqual([1, 0, 1, 2]);
  });

  it("keeps the earliest group's key when none is stored, and never merges groups without a title key", () => {
    const clusters = [group([0]), group([1]), group([2]), group([3])];
    const merged = mergeSameNeed(
      clusters,
      ["need:a", "need:b", "need:c", "need:d"],
      [null, "x|y", null, "x|y"],
      () => null,
    );
    expect(merged.keys).toEqual(["need:a", "need:b", "need:c"]);
    expect(merged.clusters.map((c) => c.members)).toEqual([[0], [1, 3], [2]]);
  });

  it("keeps two groups under one title apart when they ask for different things", () => {
    const clusters = [group([0]), group([1]), group([2])];
    // Groups 0 and 1 ask for books on two subjects; group 2 asks for the same thing as group 0.
    const thingOf = [0, 1, 0];
    const merged = mergeSameNeed(
      clusters,
      ["need:a", "need:b", "need:c"],
      ["choosing|book", "choosing|book", "choosing|book"],
      () => null,
      (a, b) => thingOf[a] === thingOf[b],
    );
    expect(merged.keys).toEqual(["need:a", "need:b"]);
    expect(merged.clusters.map((c) => c.members)).toEqual([[0, 2], [1]]);
    expect([...merged.into]).toEqual([0, 1, 0]);
  });

  it("keys two groups of one need alike, and two groups that would take one title alike", () => {
    const first = [
      "Any recommendations for tracking rehearsal attendance? Our band keeps losing count.",
      "Tracking rehearsal attendance by hand for the orchestra, there must be a better way",
      "What do you use for tracking rehearsal attendance in a brass band?",
    ];
    const second = [
      "What do you use for tracking rehearsal attendance? Our band has forty players.",
      "Any recommendations for tracking rehearsal attendance in a youth orchestra?",
      "Tracking rehearsal attendance on paper again this term, our band deserves better",
    ];
    const key = needKey(first, ["r/musicians"]);
    expect(key).toBe("tracking rehearsal attendance for musicians");
    expect(needKey(second, ["r/musicians", "r/orchestra"])).toBe(key);
    const deposits = [
      "Is there a simple way of taking deposits?",
      "Taking deposits is a pain, what do you use?",
      "Looking for something for taking deposits",
    ];
    // Two cards titled 'Taking deposits' would read as one need published twice.
    expect(needKey(deposits, ["r/smallbusiness"])).toBe(needKey([...deposits].reverse(), ["hn"]));
    expect(needKey(["Nothing here names a job at all."], ["hn"])).toBeNull();
  });
});

describe("one need worded two ways (saidJobKeys)", () => {
  const topicPosts = [
    "Chronic disease review recalls are a mess at our surgery. How do you run them?",
    "Anyone found a tool for chronic disease review recalls? We still phone everyone.",
    "Our chronic disease review recalls live in a spreadsheet and slip every spring.",
  ];
  const taskPosts = [
    "Recalling diabetic and asthma patients for annual reviews takes our receptionists days. Chronic disease review recalls should not be this hard.",
    "What do you use for recalling diabetic and asthma patients for annual reviews? Chronic disease review recalls keep slipping.",
    "Is there software for recalling diabetic and asthma patients for annual reviews?",
  ];

  it("gives a group whose posts mostly say another group's job that group's key", () => {
    const keys = saidJobKeys(
      ["k:chronic disease review recalls", "k:recalling diabetic and asthma patients"],
      ["chronic disease review recalls", "recalling diabetic and asthma patients for annual reviews"],
      [topicPosts, taskPosts],
    );
    expect(keys).toEqual(["k:chronic disease review recalls", "k:chronic disease review recalls"]);
  });

  it("ties nothing when fewer than half the posts say the other's job", () => {
    const keys = saidJobKeys(
      ["k:a", "k:b"],
      ["chronic disease review recalls", "recalling diabetic and asthma patients for annual reviews"],
      [topicPosts, [...taskPosts.slice(2), "We recall asthma patients by letter.", "Annual reviews are a pain."]],
    );
    expect(keys).toEqual(["k:a", "k:b"]);
  });

  it("ties by a job that names only a thing when the posts say it in their opening, not deep in their story", () => {
    const story = (n: number) =>
      `Which allotment waiting list app do you use?\n${"We grow beans and leeks on a shared plot every year. ".repeat(n)}Last spring the seed potatoes ran out early.`;
    const thingJob = ["allotment waiting list app", "seed potatoes"];
    const late = saidJobKeys(["k:a", "k:b"], thingJob, [
      [story(8), story(8)],
      ["x", "y"],
    ]);
    expect(late).toEqual(["k:a", "k:b"]);
    const early = saidJobKeys(["k:a", "k:b"], thingJob, [
      [story(1), story(1)],
      ["x", "y"],
    ]);
    expect(early).toEqual(["k:b", "k:b"]);
  });

  it("keeps one job asked by two audiences under two keys", () => {
    const golf = [
      "Tracking membership renewals for our golf club is a chore.",
      "Any app for tracking membership renewals at a golf club?",
    ];
    const chess = [
      "Tracking membership renewals at the chess club falls to me.",
      "How do you go about tracking membership renewals for a chess club?",
    ];
    const keys = saidJobKeys(
      ["golf clubs tracking membership renewals", "chess clubs tracking membership renewals"],
      ["tracking membership renewals", "tracking membership renewals"],
      [golf, chess],
    );
    expect(keys).toEqual(["golf clubs tracking membership renewals", "chess clubs tracking membership renewals"]);
  });

  it("ties no third group to a job two audiences' groups share", () => {
    const sailing = [
      "Booking the minibus for away fixtures is the worst part of running our sailing club.",
      "Who else handles booking the minibus for away fixtures at a sailing club?",
    ];
    const rowing = [
      "Booking the minibus for away fixtures at our rowing club clashes every month.",
      "Any tool for booking the minibus for away fixtures for a rowing club?",
    ];
    // Posts of a third need that mostly mention the shared job in passing.
    const kit = [
      "Ordering team kit in the right sizes takes weeks, on top of booking the minibus for away fixtures.",
      "Ordering team kit for twenty juniors; booking the minibus for away fixtures is easy next to it.",
    ];
    const keys = saidJobKeys(
      ["sailing clubs booking the minibus", "rowing clubs booking the minibus", "ordering team kit"],
      [
        "booking the minibus for away fixtures",
        "booking the minibus for away fixtures",
        "ordering team kit in the right sizes",
      ],
      [sailing, rowing, kit],
    );
    expect(keys).toEqual([
      "sailing clubs booking the minibus",
      "rowing clubs booking the minibus",
      "ordering team kit",
    ]);
  });

  it("leaves a group without a title key alone", () => {
    expect(saidJobKeys([null, "k:x"], [null, "chronic disease review recalls"], [topicPosts, topicPosts])).toEqual([
      null,
      "k:x",
    ]);
  });
});

describe("a job many needs say is no need (saidJobKeys)", () => {
  // Five needs of five clubs whose writers all keep their records in an exercise book.
  const needs = [
    ["fixture swaps", "Swapping league fixtures when the pitch floods"],
    ["kit orders", "Ordering junior kit in the right sizes"],
    ["ref payments", "Paying match referees on the day"],
    ["raffle tickets", "Selling raffle tickets at the summer fete"],
    ["minibus bookings", "Booking the minibus for away games"],
  ];
  const posts = needs.map(([, task]) => [
    `${task} is my job. We keep it all in an exercise book and it falls apart.`,
    `${task}: anything better than an exercise book for this?`,
  ]);

  it("ties no group to a job the posts of more than a few groups say", () => {
    const keys = ["k:exercise book", ...needs.slice(1).map(([key]) => `k:${key}`)];
    const jobs = ["exercise book", ...needs.slice(1).map(([, task]) => task!.toLowerCase())];
    // The first group is titled by what its writers make do with; four other needs say it too.
    expect(saidJobKeys(keys, jobs, posts)).toEqual([null, ...keys.slice(1)]);
  });

  it("still ties the few groups of one need worded several ways", () => {
    const keys = ["k:exercise book", "k:a", "k:b"];
    const jobs = ["exercise book", "kit orders", "ref payments"];
    expect(saidJobKeys(keys, jobs, posts.slice(0, 3))).toEqual([
      "k:exercise book",
      "k:exercise book",
      "k:exercise book",
    ]);
  });

  it("keys no group titled by such a job, so groups titled alike do not merge by it", () => {
    const keys = ["k:exercise book", "k:exercise book", ...needs.slice(2).map(([key]) => `k:${key}`)];
    const jobs = ["exercise book", "exercise book", ...needs.slice(2).map(([, task]) => task!.toLowerCase())];
    expect(saidJobKeys(keys, jobs, posts)).toEqual([null, null, ...keys.slice(2)]);
  });
});

describe("two ideas already published are never tied by a said job", () => {
  const rota = [
    "Planning the weekly cleaning rota for our shared house ends in an argument every Sunday.",
    "Is there an app for planning the weekly cleaning rota? The whiteboard gets wiped.",
    "Planning the weekly cleaning rota falls to me and nobody checks it.",
  ];
  // Posts of another wording that mostly say the rota's job.
  const chores = [
    "Sharing chores between flatmates: planning the weekly cleaning rota is where it breaks.",
    "How do you go about sharing chores between flatmates? Planning the weekly cleaning rota never sticks.",
    "Sharing chores between flatmates without a group chat full of reminders.",
  ];
  const housework = [
    "Splitting housework fairly sounds easy until planning the weekly cleaning rota starts.",
    "We tried splitting housework fairly with a spreadsheet; planning the weekly cleaning rota took longer than cleaning.",
    "Any tips for splitting housework fairly? Planning the weekly cleaning rota is our sticking point.",
  ];
  const keys = ["k:rota", "k:chores", "k:housework"];
  const jobs = ["planning the weekly cleaning rota", "sharing chores between flatmates", "splitting housework fairly"];

  it("ties every wording to the need when none is an idea yet", () => {
    expect(saidJobKeys(keys, jobs, [rota, chores, housework])).toEqual(["k:rota", "k:rota", "k:rota"]);
  });

  it("leaves an idea whose posts say another idea's job its own, and ties a group new to the run", () => {
    // The rota and the chores are each published already (a founder may have claimed either).
    const idea = ["need:rota-idea", "need:chores-idea", null];
    expect(saidJobKeys(keys, jobs, [rota, chores, housework], (g) => idea[g]!)).toEqual([
      "k:rota",
      "k:chores",
      "k:rota",
    ]);
  });

  it("ties a new group saying two ideas' jobs to one of them only", () => {
    const both = housework.map((text) => `${text} Sharing chores between flatmates is the other half of it.`);
    const idea = ["need:rota-idea", "need:chores-idea", null];
    const [rotaKey, choresKey, houseworkKey] = saidJobKeys(keys, jobs, [rota, chores.slice(2), both], (g) => idea[g]!);
    expect([rotaKey, choresKey]).toEqual(["k:rota", "k:chores"]);
    expect(["k:rota", "k:chores"]).toContain(houseworkKey);
  });

  it("ties the pieces of one idea as the run before did", () => {
    // Last run made one idea of all three wordings; this run finds them apart again.
    expect(saidJobKeys(keys, jobs, [rota, chores, housework], () => "need:rota-idea")).toEqual([
      "k:rota",
      "k:rota",
      "k:rota",
    ]);
  });
});

describe("a merged group keeps its key across runs (keyMergedGroups)", () => {
  // One need stored last run as one group of nine posts, key 'need:rota', found again as three
  // groups of three that merge by title: none of the three holds most of the key's posts.
  const parts = [group([0, 1, 2]), group([3, 4, 5]), group([6, 7, 8])];
  const previousKey = () => "need:rota";
  const taken = new Set(["need:rota"]);
  const ofIdea = (key: string) => key === "need:rota";

  it("gives the merged group the key its posts held", () => {
    const partKeys = assignKeys(parts, previousKey, (ci) => `need:part-${ci}`, taken, ofIdea);
    // Keyed one part at a time, the need would lose its key.
    expect(partKeys).not.toContain("need:rota");
    const merged = mergeSameNeed(parts, partKeys, ["rota|flat", "rota|flat", "rota|flat"], () => null);
    expect(keyMergedGroups(merged, previousKey, taken, ofIdea)).toEqual(["need:rota"]);
  });

  it("keeps the survivor's new key for a merged group whose posts held none", () => {
    const merged = mergeSameNeed(parts, ["need:a", "need:b", "need:c"], ["x|y", null, "x|y"], () => null);
    expect(
      keyMergedGroups(
        merged,
        () => null,
        new Set(),
        () => false,
      ),
    ).toEqual(["need:a", "need:b"]);
  });
});

describe("a group rejoins the one it was stored with (mergeSameNeed)", () => {
  it("joins the keeper of its stored group before an older one that asks for the same thing", () => {
    // One title over two things: groups 0 and 1 name two things; group 2 names none and was
    // stored with group 1 (stored group 9), which is newer than group 0's (stored group 4).
    const clusters = [group([0]), group([1]), group([2])];
    const thingOf = [0, 1, null];
    const stored = [4, 9, 9];
    const merged = mergeSameNeed(
      clusters,
      ["need:a", "need:b", "need:c"],
      ["t", "t", "t"],
      (ci) => stored[ci]!,
      (a, b) => thingOf[a] === null || thingOf[b] === null || thingOf[a] === thingOf[b],
    );
    expect(merged.clusters.map((c) => c.members)).toEqual([[0], [1, 2]]);
  });
});

describe("storedKeyOf", () => {
  it("names the stored group most of a group's posts were in, and none for posts new to the run", () => {
    const previous = ["need:a", "need:b", "need:b", null];
    expect(storedKeyOf([0, 1, 2, 3], (i) => previous[i]!)).toBe("need:b");
    expect(storedKeyOf([3], (i) => previous[i]!)).toBeNull();
  });
});
