import { z } from "zod";
import { route } from "@/lib/http/route";
import { securitySettings, updateSecuritySettings } from "@/lib/server/accounts/settings";

export interface SecuritySettingsResponse {
  require_device_verification: boolean;
}

export const GET = route({ access: "user" }, async ({ session }): Promise<SecuritySettingsResponse> =>
  securitySettings(session.user.id),
);

const SecuritySettingsBody = z.object({
  require_device_verification: z.boolean({ error: "require_device_verification must be true or false" }),
});

export const PUT = route(
  { access: "user", body: SecuritySettingsBody },
  async ({ body, session }): Promise<SecuritySettingsResponse> =>
    updateSecuritySettings(session.user.id, body.require_device_verification),
);
