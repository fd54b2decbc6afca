import { notFoundHandlers } from "@/lib/http/not-found-route";

export const { GET, POST, PUT, PATCH, DELETE } = notFoundHandlers;
