import { route } from "@/lib/http/route";
import { apiDocument } from "./document";

/** The OpenAPI 3.1 document of the calls an API token may make (public: it holds no user's data). */
export const GET = route({ access: "public" }, async () => {
  const response = Response.json(apiDocument());
  response.headers.set("cache-control", "public, max-age=300");
  return response;
});
