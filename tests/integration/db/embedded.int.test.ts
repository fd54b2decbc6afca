import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as loginPost } from "@/app/accounts/login/route";
import { GET as verifySession } from "@/app/accounts/verify-session/route";
import { POST as claim } from "@/app/api/ideas/claim/route";
import { GET as shuffle } from "@/app/api/ideas/route";
import { POST as unclaim } from "@/app/api/ideas/unclaim/route";
import { GET as listProjects } from "@/app/api/projects/route";
import { resetEnvCache } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { migrate } from "@/lib/server/db/migrate";
import { claimIdea } from "@/lib/server/ideas/claims";
import { startEmbeddedPostgresProcess, type EmbeddedPostgresProcess } from "@/tests/support/embedded-postgres-process";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The embedded default (`npm start` without DATABASE_URL): PGlite served on a loopback socket by a
 * process of its own, the app connected to it through its own pools. PGlite is one database session
 * for every connection, so a burst of requests of several users must still give each request its
 * own answer.
 */
const USERS = 8;
const REQUESTS = 200;
// One login in 16 requests: ~13 logins stay within the password-hashing pool's queue.
const ROUND = [
  "login",
  "session",
  "claim",
  "shuffle",
  "unclaim",
  "projects",
  "session",
  "claim",
  "shuffle",
  "unclaim",
  "projects",
  "session",
  "shuffle",
  "projects",
  "session",
  "projects",
] as const;
type Kind = (typeof ROUND)[number];
const PASSWORD = "Correct-Horse-9";

interface Member {
  id: number;
  username: string;
  token: string;
  /** Ideas shown to the member, to claim during the burst; ideas claimed before it, to unclaim. */
  toClaim: number[];
  toUnclaim: number[];
}

interface Planned {
  kind: Kind;
  member: Member;
  idea?: number;
  ip: string;
}

/** The app's db() reads DATABASE_URL once and keeps its client: point both at another database. */
const cachedClient = globalThis as unknown as { prisma?: PrismaClient };
async function pointAppAt(url: string | undefined) {
  await cachedClient.prisma?.$disconnect();
  cachedClient.prisma = undefined;
  process.env.DATABASE_URL = url;
  resetEnvCache();
}

/** Ideas titled after their owner, so a project list shows whose projects it holds. */
const newIdeas = (owner: string, n: number) =>
  db().idea.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({
      sourceKey: uniqueName("mux"),
      title: `${owner} idea ${i}`,
      description: "d",
      complaintSummary: "c",
      analysis: "a",
      category: "Tech" as const,
      simplicityScore: 1 + ((i * 37) % 100),
    })),
    select: { id: true },
  });

async function newMember(claims: number, unclaims: number): Promise<Member> {
  const username = uniqueName("Mux");
  const user = await createUser({ username, tier: "lifetime" });
  // A cheap hash: the burst is about the database, not bcrypt's cost.
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await bcrypt.hash(PASSWORD, 4) } });
  const { token } = await createSession(user.id);
  const ids = (await newIdeas(username, claims + unclaims)).map((i) => i.id);
  // Shown to the member on a Deep Search page, so the member may claim them.
  await db().ideaView.createMany({
    data: ids.map((ideaId) => ({ userId: user.id, kind: "search" as const, ideaId, day: new Date() })),
  });
  const toUnclaim = ids.slice(claims);
  for (const id of toUnclaim) await claimIdea(user.id, "lifetime", id);
  return { id: user.id, username, token, toClaim: ids.slice(0, claims), toUnclaim };
}

/** Request n: kinds in ROUND's order, users rotating so that every user gets every kind. */
const kindOf = (n: number) => ROUND[n % ROUND.length]!;
const memberIndexOf = (n: number) => (n + Math.floor(n / ROUND.length)) % USERS;

function plan(members: Member[]): Planned[] {
  const claims = members.map((m) => [...m.toClaim]);
  const unclaims = members.map((m) => [...m.toUnclaim]);
  return Array.from({ length: REQUESTS }, (_, n) => {
    const kind = kindOf(n);
    const i = memberIndexOf(n);
    const idea = kind === "claim" ? claims[i]!.shift() : kind === "unclaim" ? unclaims[i]!.shift() : undefined;
    return { kind, member: members[i]!, idea, ip: `198.51.100.${n % 250}` };
  });
}

async function send({ kind, member, idea, ip }: Planned): Promise<{ status: number; body: Record<string, unknown> }> {
  const as = { session: member.token };
  const handlers: Record<Kind, () => Promise<Response>> = {
    login: () =>
      loginPost(
        jsonRequest(
          "POST",
          "/accounts/login/",
          { username: member.username, password: PASSWORD, remember_me: false },
          { ip },
        ),
      ),
    session: () => verifySession(jsonRequest("GET", "/accounts/verify-session/", undefined, as)),
    claim: () => claim(jsonRequest("POST", "/api/ideas/claim", { id: idea }, as)),
    unclaim: () => unclaim(jsonRequest("POST", "/api/ideas/unclaim", { id: idea }, as)),
    shuffle: () => shuffle(jsonRequest("GET", "/api/ideas?count=8", undefined, as)),
    projects: () => listProjects(jsonRequest("GET", "/api/projects/", undefined, as)),
  };
  // A request that waited too long for a connection gets 503 with Retry-After and ran nothing; a
  // client tries it again after the wait it was given, as this one does (twice at most).
  for (let attempt = 0; ; attempt++) {
    const res = await handlers[kind]();
    const retryAfter = Number(res.headers.get("retry-after"));
    if (res.status !== 503 || !retryAfter || attempt === 2) return { status: res.status, body: await res.json() };
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** What must hold of one answer: it is about the member who asked. */
async function expectOwnAnswer({ kind, member, idea }: Planned, body: Record<string, unknown>) {
  if (kind === "login") expect(body.user).toMatchObject({ username: member.username });
  if (kind === "session") expect(body).toMatchObject({ authenticated: true, user: { username: member.username } });
  if (kind === "claim") {
    expect(body).toMatchObject({ is_claimed: true });
    expect(await db().project.findUniqueOrThrow({ where: { id: body.project_id as number } })).toMatchObject({
      userId: member.id,
      ideaId: idea,
    });
  }
  if (kind === "unclaim") expect(body).toMatchObject({ is_claimed: false });
  if (kind === "projects")
    for (const p of body as unknown as { title: string }[])
      expect(p.title.startsWith(`${member.username} `)).toBe(true);
  if (kind === "shuffle") {
    const ids = (body.ideas as { id: number }[]).map((i) => i.id);
    expect(ids).toHaveLength(8);
    expect(await db().ideaView.count({ where: { userId: member.id, kind: "board", ideaId: { in: ids } } })).toBe(8);
  }
}

describe("the embedded database under a burst of parallel requests", () => {
  let embedded: EmbeddedPostgresProcess;
  let previousUrl: string | undefined;
  const members: Member[] = [];

  beforeAll(async () => {
    embedded = await startEmbeddedPostgresProcess();
    await migrate(embedded.url);
    previousUrl = process.env.DATABASE_URL;
    await pointAppAt(embedded.url);
    const count = (i: number, kind: Kind) =>
      Array.from({ length: REQUESTS }, (_, n) => n).filter((n) => memberIndexOf(n) === i && kindOf(n) === kind).length;
    members.push(
      ...(await Promise.all(
        Array.from({ length: USERS }, (_, i) => newMember(count(i, "claim"), count(i, "unclaim"))),
      )),
    );
    await newIdeas("board", 80);
  });

  afterAll(async () => {
    await pointAppAt(previousUrl);
    await embedded?.stop();
  });

  it(`answers ${REQUESTS} parallel logins, session checks, claims, unclaims, shuffles and project lists of ${USERS} users, each about its own user`, async () => {
    const requests = plan(members);
    const started = performance.now();
    const answers = await Promise.all(requests.map(send));
    console.log(
      `${REQUESTS} parallel requests on the embedded database: ${Math.round(performance.now() - started)} ms`,
    );

    expect(
      answers.flatMap((a, n) =>
        a.status === 200 ? [] : [`${requests[n]!.kind} ${a.status} ${JSON.stringify(a.body)}`],
      ),
    ).toEqual([]);
    for (const [n, answer] of answers.entries()) await expectOwnAnswer(requests[n]!, answer.body);
    for (const member of members) {
      const mine = requests.filter((r) => r.member === member);
      const released = new Set(mine.filter((r) => r.kind === "unclaim").map((r) => r.idea));
      const expected = [
        ...member.toUnclaim.filter((id) => !released.has(id)),
        ...mine.filter((r) => r.kind === "claim").map((r) => r.idea!),
      ];
      const claims = await db().ideaClaim.findMany({ where: { userId: member.id }, select: { ideaId: true } });
      expect(claims.map((c) => c.ideaId).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });
});
