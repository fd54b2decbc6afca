import { redirect } from "next/navigation";

/** Any path the spec does not name goes to / (spec section 2). */
export default function NotFound() {
  redirect("/");
}
