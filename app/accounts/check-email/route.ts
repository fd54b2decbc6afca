import { CheckEmailBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { emailAvailability } from "@/lib/server/accounts/settings";
import { throttleAvailabilityChecks } from "@/lib/server/accounts/availability-throttle";

export const POST = route({ access: "public", body: CheckEmailBody }, async ({ body, ip }) => {
  await throttleAvailabilityChecks(ip);
  return emailAvailability(body.email);
});
