import { z } from "zod";
import { CheckEmailBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { setupEmailAvailability } from "@/lib/server/billing/account-setup";
import { throttleAvailabilityChecks } from "@/lib/server/accounts/availability-throttle";

/** The email and the setup link's token: availability is answered inside the signup flow only. */
const Body = CheckEmailBody.extend({ token: z.string().max(200).default("") });

export const POST = route({ access: "public", body: Body }, async ({ body, ip }) => {
  await throttleAvailabilityChecks(ip);
  return setupEmailAvailability(body.token, body.email);
});
