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

/** POST /accounts/change-email/ and POST /accounts/confirm-email-change/: what to tell the user. */
export interface EmailChangeResponse {
  message: string;
  email?: string;
}

/** GET /accounts/two-factor/ */
export interface TwoFactorStatusResponse {
  enabled: boolean;
  recovery_codes_left: number;
}

/** POST /accounts/two-factor/setup/: the QR code is an SVG data URL made on the server. */
export interface TwoFactorSetupResponse {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

/** POST /accounts/two-factor/confirm/: the recovery codes, shown this once. */
export interface TwoFactorConfirmResponse {
  enabled: true;
  recovery_codes: string[];
}

/** GET /accounts/close-account/ */
export interface ClosurePreviewResponse {
  refund_available: boolean;
  refund_days: number;
  has_subscription: boolean;
}
