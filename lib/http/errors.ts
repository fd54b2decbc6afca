// Interim: lib/server/search still names this path; ApiError and the error codes live in lib/errors.
export * from "@/lib/errors";
