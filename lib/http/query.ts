// Interim: lib/server/search still names this path; intParam lives in lib/domain/validation/schemas.
export { intParam } from "@/lib/domain/validation/schemas";
