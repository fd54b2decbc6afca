import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import { spacedSql } from "@/lib/server/security/rate-limit";
import { createUser, uniqueName } from "@/tests/support/factories";
import { claimUsageDay, claimUsageDayAfter } from "./day";

const storedDay = async (userId: number) =>
  (await db().user.findUniqueOrThrow({ where: { id: userId } })).usageDay?.toISOString().slice(0, 10) ?? null;

describe("the claim of the credits day", () => {
  it("moves forward only: an earlier date is served from the later day already used", async () => {
    const user = await createUser({ tier: "pro" });
    expect((await claimUsageDay(user.id, "2026-03-02")).day).toBe("2026-03-02");
    expect((await claimUsageDay(user.id, "2026-03-01")).day).toBe("2026-03-02");
    expect(await storedDay(user.id)).toBe("2026-03-02");
  });

  it("claims nothing when its gate refuses the request, and the spacing gate refuses within the gap", async () => {
    const user = await createUser({ tier: "pro" });
    await claimUsageDay(user.id, "2026-03-01");
    expect(await claimUsageDayAfter(Prisma.sql`SELECT true WHERE false`, user.id, "2026-03-05")).toBeNull();
    expect(await storedDay(user.id)).toBe("2026-03-01");

    const key = uniqueName("gate");
    const now = new Date();
    const at = (ms: number) => spacedSql(key, 500, new Date(now.getTime() + ms));
    expect((await claimUsageDayAfter(at(0), user.id, "2026-03-02"))?.day).toBe("2026-03-02");
    expect(await claimUsageDayAfter(at(200), user.id, "2026-03-03")).toBeNull();
    expect(await storedDay(user.id)).toBe("2026-03-02");
    expect((await claimUsageDayAfter(at(600), user.id, "2026-03-03"))?.day).toBe("2026-03-03");
    // The spacing's time is stored as the instant it was given, whichever driver wrote it.
    const bucket = await db().rateLimitBucket.findUniqueOrThrow({ where: { key } });
    expect(bucket.lastRequestAt.getTime()).toBe(now.getTime() + 600);
  });

  it("lets one of several simultaneous gated claims through the spacing", async () => {
    const user = await createUser({ tier: "pro" });
    const key = uniqueName("gate");
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimUsageDayAfter(spacedSql(key, 500, now), user.id, "2026-03-04")),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
  });
});
