/**
 * npm run ideas:remove -- --post <source>:<id> | --source NAME | --community NAME
 * Deletes the posts, their quotes and their counts, rebuilds the affected ideas and unpublishes
 * those left without evidence (pipeline/remove.ts). How data-removal requests are honoured: each
 * post removed leaves a tombstone, so a later import of the same dump (or a repost of the same text)
 * does not bring it back. A target naming nothing exits 1 and says so.
 */
import { createAnalyser } from "../pipeline/analysers/index";
import { UsageError, openPool, parseArgs } from "../pipeline/command";
import { NothingToRemove, removePosts, type RemovalTarget } from "../pipeline/remove";

const USAGE = "usage: npm run ideas:remove -- --post <source>:<id> | --source NAME | --community NAME";

function targetOf(options: Record<string, string | true>): RemovalTarget {
  const given = (["post", "source", "community"] as const).filter((k) => typeof options[k] === "string");
  if (given.length !== 1) throw new UsageError("Name exactly one of --post, --source or --community.");
  const value = options[given[0]!] as string;
  if (given[0] === "post") {
    const at = value.indexOf(":");
    if (at <= 0 || at === value.length - 1) throw new UsageError("--post takes <source>:<id>, e.g. reddit:k0abc1.");
    return { post: { source: value.slice(0, at), externalId: value.slice(at + 1) } };
  }
  return given[0] === "source" ? { source: value } : { community: value };
}

async function main(): Promise<void> {
  const { options } = parseArgs(process.argv.slice(2), [], ["post", "source", "community"]);
  const target = targetOf(options);
  const pool = openPool();
  try {
    const result = await removePosts(pool, createAnalyser(), target);
    const i = result.ideas;
    if (result.alreadyRemoved) {
      console.log("That post was removed before: nothing more to remove (later imports skip it).");
      return;
    }
    console.log(
      `Removed ${result.posts} post(s). Ideas rebuilt: ${i.updated ?? 0}, unpublished: ${i.unpublished ?? 0}.\nLater imports skip the removed posts and reposts of their text.`,
    );
  } finally {
    await pool.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof NothingToRemove) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
