import { CheckUsernameBody } from "@/lib/domain/validation/schemas";
import { route } from "@/lib/http/route";
import { usernameAvailability } from "@/lib/server/accounts/settings";
import { throttleAvailabilityChecks } from "@/lib/server/accounts/availability-throttle";

export const POST = route({ access: "public", body: CheckUsernameBody }, async ({ body, ip }) => {
  await throttleAvailabilityChecks(ip);
  return usernameAvailability(body.username);
});
