import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/http/route";
import { checkSetupToken } from "@/lib/server/billing/account-setup";

const Params = z.object({ token: z.string().min(1).max(200) });

/** { valid, email, tier } for a usable setup link; 400 { valid: false, error } otherwise. */
export const GET = route({ access: "public", params: Params }, async ({ params }) => {
  const result = await checkSetupToken(params.token);
  return result.valid ? result : NextResponse.json(result, { status: 400 });
});
