/**
 * A large Reddit-format dump for the pipeline benchmark, written as a stream (the fixture generator
 * keeps its whole corpus in memory; this writes any number of posts in constant memory). Posts are
 * built from the fixture's needs and sentence frames: needs, launches, hard negatives, off-topic
 * posts, other languages, deleted posts and short replies, over 36 months and many authors.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { NEEDS } from "../tests/fixtures/pipeline/needs";
import { seededRng } from "../tests/fixtures/pipeline/rng";
import {
  FOREIGN,
  HARD_NEGATIVES,
  LAUNCH_BODIES,
  LAUNCH_TITLES,
  NEED_TITLES,
  OFF_TOPIC,
  PAIN_SENTENCES,
  TOO_SHORT,
  WISH_SENTENCES,
  fill,
} from "../tests/fixtures/pipeline/texts";

const START = Date.UTC(2021, 0, 1) / 1000;
const SPAN = 36 * 30 * 86_400;

export async function writeRedditCorpus(file: string, posts: number, seed = 7): Promise<void> {
  const rng = seededRng(seed);
  const out = createWriteStream(file);
  const languages = Object.keys(FOREIGN);
  for (let i = 0; i < posts; i++) {
    const need = rng.weighted(NEEDS, (n) => n.weight);
    const r = rng.next();
    const author = `user_${rng.int(1, 50_000)}`;
    const created = START + rng.int(0, SPAN);
    let title = "";
    let body: string;
    let removed: string | null = null;
    if (r < 0.42) {
      title = fill(rng.pick(NEED_TITLES), need, rng);
      body = [
        rng.pick(need.contexts),
        fill(rng.pick(PAIN_SENTENCES), need, rng),
        rng.chance(0.4) ? rng.pick(need.complaints) : "",
        fill(rng.pick(WISH_SENTENCES), need, rng),
      ].join(" ");
    } else if (r < 0.47) {
      title = fill(rng.pick(LAUNCH_TITLES.filter((t) => !t.startsWith("Show HN"))), need, rng);
      body = fill(rng.pick(LAUNCH_BODIES), need, rng);
    } else if (r < 0.55) {
      body = fill(rng.pick(HARD_NEGATIVES), need, rng);
      title = body.split(/[.:]/)[0]!;
    } else if (r < 0.8) {
      title = rng.pick(OFF_TOPIC);
      body = rng.pick(OFF_TOPIC);
    } else if (r < 0.86) {
      const lang = FOREIGN[rng.pick(languages)]!;
      title = rng.pick(lang.needs);
      body = rng.pick(lang.other);
    } else if (r < 0.92) {
      title = fill(rng.pick(NEED_TITLES), need, rng);
      body = "[removed]";
      removed = "moderator";
    } else body = rng.pick(TOO_SHORT);
    const line = JSON.stringify({
      id: (1_000_000 + i).toString(36),
      subreddit: rng.pick(need.subreddits),
      title,
      selftext: body,
      author,
      created_utc: created,
      score: rng.int(0, 120),
      num_comments: rng.int(0, 40),
      permalink: `/r/x/comments/${i}/`,
      stickied: false,
      distinguished: null,
      removed_by_category: removed,
    });
    if (!out.write(`${line}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}
