import { NextResponse } from "next/server";

/** JSON 404 for any /api or /accounts path no route handles (pages redirect to / instead). */
export function notFoundRoute() {
  return NextResponse.json({ error: "Not found." }, { status: 404 });
}
export const notFoundHandlers = {
  GET: notFoundRoute,
  POST: notFoundRoute,
  PUT: notFoundRoute,
  PATCH: notFoundRoute,
  DELETE: notFoundRoute,
};
