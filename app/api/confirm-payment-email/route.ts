export { POST } from "@/app/accounts/confirm-payment-email/route";
