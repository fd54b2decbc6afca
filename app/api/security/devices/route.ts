export { GET, PUT, DELETE } from "@/app/accounts/devices/route";
