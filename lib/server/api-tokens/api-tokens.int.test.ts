import { describe, expect, it, vi } from "vitest";
import { GET as listTokensGet, POST as createTokenPost } from "@/app/api/accounts/api-tokens/route";
import { DELETE as revokeDelete } from "@/app/api/accounts/api-tokens/[id]/route";
import { POST as claimPost } from "@/app/api/ideas/claim/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { GET as projectsGet } from "@/app/api/projects/route";
import { POST as notePost } from "@/app/api/projects/[id]/notes/route";
import { GET as usageGet } from "@/app/api/stats/usage-limits/route";
import { RESULTS_LIMIT_MESSAGE } from "@/lib/domain/search/messages";
import { log } from "@/lib/log";
import { db } from "@/lib/server/db/client";
import {
  API_TOKEN_RATE,
  BOTH_CREDENTIALS_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  NOT_A_TOKEN_CALL_MESSAGE,
  READ_ONLY_TOKEN_MESSAGE,
} from "./bearer";
import { MAX_API_TOKENS, TOKEN_LIMIT_MESSAGE, hashApiToken } from "./tokens";
import { bearerRequest, newToken, tokenList, withToken } from "@/tests/support/api-tokens";
import { createUserWithSession } from "@/tests/support/factories";
import { call, makeProject } from "@/tests/support/projects";
import { jsonRequest } from "@/tests/support/requests";
import { makeIdeas, spendSearchCredits, token as searchWord } from "@/tests/support/search";

describe("creating, listing and revoking tokens on the account page", () => {
  it("shows the token once, keeps only its hash, and lists it with a hint and its times", async () => {
    const { token: session, user } = await createUserWithSession();
    const created = await call(createTokenPost, "POST", "/api/accounts/api-tokens/", {
      session,
      body: { name: "  Research script ", scope: "read" },
    });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    expect(token).toMatch(/^ifk_[A-Za-z0-9_-]{43}$/);
    expect(created.body.api_token).toMatchObject({ name: "Research script", scope: "read", last_used_at: null });

    const stored = await db().apiToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashApiToken(token));
    expect(JSON.stringify(stored)).not.toContain(token.slice(8));

    const listed = await tokenList(session);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(8));
    expect(listed.body.tokens).toEqual([
      expect.objectContaining({ name: "Research script", hint: token.slice(0, 8), last_used_at: null }),
    ]);

    expect((await withToken(projectsGet, "GET", "/api/projects/", token)).status).toBe(200);
    const afterUse = await tokenList(session);
    expect(afterUse.body.tokens[0].last_used_at).not.toBeNull();
  });

  it("refuses a bad name or scope with a clear 400", async () => {
    const { token: session } = await createUserWithSession();
    for (const body of [
      { name: "", scope: "read" },
      { name: "x".repeat(61), scope: "read" },
      { name: "a", scope: "admin" },
    ]) {
      const res = await call(createTokenPost, "POST", "/api/accounts/api-tokens/", { session, body });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
  });

  it(`allows at most ${MAX_API_TOKENS} tokens, even to parallel requests`, async () => {
    const { token: session, user } = await createUserWithSession();
    const answers = await Promise.all(
      Array.from({ length: MAX_API_TOKENS + 5 }, (_, i) =>
        call(createTokenPost, "POST", "/api/accounts/api-tokens/", { session, body: { name: `t${i}`, scope: "read" } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_API_TOKENS);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r).toEqual({ status: 403, body: { error: TOKEN_LIMIT_MESSAGE, limit_reached: true } });
    expect(await db().apiToken.count({ where: { userId: user.id } })).toBe(MAX_API_TOKENS);
  });

  it("revokes at once: the very next call with the token is refused", async () => {
    const { token: session } = await createUserWithSession();
    const token = await newToken(session);
    expect((await withToken(projectsGet, "GET", "/api/projects/", token)).status).toBe(200);
    const id = (await tokenList(session)).body.tokens[0].id as number;
    const revoked = await call(revokeDelete, "DELETE", `/api/accounts/api-tokens/${id}/`, { session, params: { id } });
    expect(revoked).toEqual({ status: 200, body: { success: true } });
    const after = await withToken(projectsGet, "GET", "/api/projects/", token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: INVALID_TOKEN_MESSAGE });
    expect(after.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await tokenList(session)).body.tokens).toEqual([]);
  });

  it("never lets one user see or revoke another's token", async () => {
    const owner = await createUserWithSession();
    const other = await createUserWithSession();
    const token = await newToken(owner.token);
    const id = (await tokenList(owner.token)).body.tokens[0].id as number;
    expect((await tokenList(other.token)).body.tokens).toEqual([]);
    const res = await call(revokeDelete, "DELETE", `/api/accounts/api-tokens/${id}/`, {
      session: other.token,
      params: { id },
    });
    expect(res.status).toBe(404);
    expect((await withToken(projectsGet, "GET", "/api/projects/", token)).status).toBe(200);
  });
});

describe("a token under the browser's access rules", () => {
  it("reads and writes without cookies or CSRF (read_write), as its owner only", async () => {
    const { token: session, user } = await createUserWithSession();
    const stranger = await createUserWithSession();
    const project = await makeProject(user.id);
    const token = await newToken(session, "read_write");
    const note = await withToken(notePost, "POST", `/api/projects/${project.id}/notes/`, token, {
      params: { id: project.id },
      body: { content: "Written by a script" },
    });
    expect(note.status).toBe(201);
    expect(note.body.content).toBe("Written by a script");
    const strangers = await newToken(stranger.token, "read_write");
    const foreign = await withToken(notePost, "POST", `/api/projects/${project.id}/notes/`, strangers, {
      params: { id: project.id },
      body: { content: "not mine" },
    });
    expect(foreign.status).toBe(404);
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("a read token reads but is refused every write, and nothing changes", async () => {
    const { token: session, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const token = await newToken(session, "read");
    const list = await withToken(projectsGet, "GET", "/api/projects/", token);
    expect(list.status).toBe(200);
    const res = await withToken(notePost, "POST", `/api/projects/${project.id}/notes/`, token, {
      params: { id: project.id },
      body: { content: "nope" },
    });
    expect(res).toMatchObject({ status: 403, body: { error: READ_ONLY_TOKEN_MESSAGE } });
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("never gets more than the owner's plan: a canceled (ended) subscription or none stops it on the next call", async () => {
    const ended = await createUserWithSession();
    const gone = await createUserWithSession();
    const endedToken = await newToken(ended.token);
    const goneToken = await newToken(gone.token);
    for (const token of [endedToken, goneToken])
      expect((await withToken(projectsGet, "GET", "/api/projects/", token)).status).toBe(200);
    await db().subscription.update({
      where: { userId: ended.user.id },
      data: { status: "canceled", currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    await db().subscription.delete({ where: { userId: gone.user.id } });
    for (const token of [endedToken, goneToken]) {
      const res = await withToken(projectsGet, "GET", "/api/projects/", token);
      expect(res).toMatchObject({ status: 403, body: { error: "An active subscription is required." } });
    }
  });

  it("has the owner's plan limits: a Starter token cannot claim past 5 active projects", async () => {
    const { token: session, user } = await createUserWithSession({ tier: "starter" });
    for (let i = 0; i < 5; i++) await makeProject(user.id);
    const [ideaId] = await makeIdeas([{}]);
    await db().ideaView.create({ data: { userId: user.id, ideaId: ideaId!, kind: "search", day: new Date() } });
    const token = await newToken(session);
    const res = await withToken(claimPost, "POST", "/api/ideas/claim/", token, { body: { id: ideaId } });
    expect(res).toMatchObject({ status: 403, body: { limit_reached: true } });
    expect(await db().project.count({ where: { userId: user.id } })).toBe(5);
  });

  it("is refused on calls outside the API (managing tokens, account settings) and when invalid", async () => {
    const { token: session } = await createUserWithSession();
    const token = await newToken(session);
    const manage = await withToken(listTokensGet, "GET", "/api/accounts/api-tokens/", token);
    expect(manage).toMatchObject({ status: 403, body: { error: NOT_A_TOKEN_CALL_MESSAGE } });
    const create = await withToken(createTokenPost, "POST", "/api/accounts/api-tokens/", token, {
      body: { name: "more", scope: "read_write" },
    });
    expect(create.status).toBe(403);
    for (const bad of [`ifk_${"x".repeat(43)}`, "short", token + "x"]) {
      expect((await withToken(projectsGet, "GET", "/api/projects/", bad)).status).toBe(401);
    }
    const basic = await projectsGet(
      bearerRequest("GET", "/api/projects/", token, undefined, { authorization: "Basic dXNlcjpwYXNz" }),
      { params: Promise.resolve({}) },
    );
    expect(basic.status).toBe(401);
  });

  it("a request with a session cookie as well as a token is refused, so it never skips the CSRF check", async () => {
    const { token: session, user } = await createUserWithSession();
    const project = await makeProject(user.id);
    const token = await newToken(session);
    const req = jsonRequest(
      "POST",
      `/api/projects/${project.id}/notes/`,
      { content: "csrf?" },
      { session, csrf: false },
    );
    req.headers.set("authorization", `Bearer ${token}`);
    const res = await notePost(req, { params: Promise.resolve({ id: String(project.id) }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: BOTH_CREDENTIALS_MESSAGE });
    expect(await db().note.count({ where: { projectId: project.id } })).toBe(0);
  });
});

describe("credits, rate limit and logs through a token", () => {
  it("spends Deep Search credits as the app does, and stops at the plan's daily limit", async () => {
    const { token: session, user } = await createUserWithSession({ tier: "starter" });
    const token = await newToken(session, "read");
    const word = searchWord();
    await makeIdeas(Array.from({ length: 3 }, () => ({ complaintSummary: word })));
    // No X-Requested-With: a token is no link from another site, so Deep Search answers it.
    const found = await withToken(searchGet, "GET", `/api/ideas/search?main_search_text=${word}`, token);
    expect(found.status).toBe(200);
    expect(found.body.ideas).toHaveLength(3);
    const usage = await withToken(usageGet, "GET", "/api/stats/usage-limits", token);
    expect(usage.body.search).toMatchObject({ used: 3, remaining: 7 });

    await spendSearchCredits(user.id, 7);
    await new Promise((r) => setTimeout(r, 550)); // the 500 ms spacing between two searches of a user
    const refused = await withToken(searchGet, "GET", `/api/ideas/search?main_search_text=${searchWord()}`, token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(RESULTS_LIMIT_MESSAGE);
  });

  it(`allows ${API_TOKEN_RATE.limit} calls a minute per token, counted exactly under parallel calls; other tokens keep theirs`, async () => {
    const { token: session } = await createUserWithSession();
    const [busy, other] = [await newToken(session, "read"), await newToken(session, "read")];
    const answers = await Promise.all(
      Array.from({ length: API_TOKEN_RATE.limit + 4 }, () =>
        withToken(usageGet, "GET", "/api/stats/usage-limits", busy),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(API_TOKEN_RATE.limit);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(4);
    expect(Number(limited[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await withToken(usageGet, "GET", "/api/stats/usage-limits", other)).status).toBe(200);
  });

  it("logs each call made with a token with the token's id", async () => {
    const { token: session, user } = await createUserWithSession();
    const token = await newToken(session, "read");
    const id = (await db().apiToken.findFirstOrThrow({ where: { userId: user.id } })).id;
    const info = vi.spyOn(log, "info");
    try {
      await withToken(projectsGet, "GET", "/api/projects/", token);
      expect(info).toHaveBeenCalledWith(
        "request",
        expect.objectContaining({ userId: user.id, apiTokenId: id, status: 200 }),
      );
      await call(projectsGet, "GET", "/api/projects/", { session });
      expect(info).toHaveBeenLastCalledWith(
        "request",
        expect.objectContaining({ userId: user.id, apiTokenId: undefined }),
      );
    } finally {
      info.mockRestore();
    }
  });
});
