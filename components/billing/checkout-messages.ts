/** Checkout failures, as the user reads them (the pricing cards and the reactivation page alike). */
export const INVALID_RESPONSE_FORMAT = "Server returned an invalid response format";
export const checkoutFailed = (status: number) => `Failed to process subscription (${status})`;
export const CHECKOUT_NETWORK_FAILED = "Failed to process subscription. Please check your connection and try again.";
