/**
 * The account page's summary: who the user is, the plan's label ('Free' when there is no
 * subscription, or it has ended) and how many of the user's projects are active. Types only: the
 * server builds it (lib/server/accounts/account.ts), components read it from here.
 */
export interface AccountView {
  username: string;
  email: string;
  avatar_url: string | null;
  tier: string;
  active_projects: number;
}

/** GET /api/accounts/account/: the account page's summary. */
export interface AccountResponse {
  account: AccountView;
}

/** POST and DELETE /api/accounts/avatar/: the avatar's new address (null: none). */
export interface AvatarResponse {
  avatar_url: string | null;
}

/** GET /accounts/verify-session/: the session check. */
export interface VerifySessionResponse {
  authenticated: boolean;
  user: { username: string; email: string } | null;
  expires_at: string | null;
}

/** GET /accounts/device-info/: this session's device, browser and OS. */
export interface DeviceInfoResponse {
  device: string;
  browser: string;
  os: string;
  /** The numeric id of this session's device, or null when the session has none. */
  device_id: string | null;
  default_name: string;
}

/** POST /accounts/verify-device/: the device approved; where to go next. */
export interface VerifyDeviceResponse {
  success: true;
  redirect_to: string;
}

/** POST /accounts/verify-device/resend/: a new code was sent. */
export interface ResendDeviceCodeResponse {
  success: true;
  /** 'We sent a new code to j•••e@example.com.' */
  message: string;
}

/** POST /api/accounts/support/submit/: the support request recorded. */
export interface SupportSubmitResponse {
  success: true;
  id: number;
  subject: string;
}
