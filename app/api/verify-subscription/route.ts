export { GET } from "@/app/accounts/verify-subscription/route";
