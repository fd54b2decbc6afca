export { GET } from "@/app/accounts/verify-session/route";
