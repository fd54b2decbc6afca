import { redirect } from "next/navigation";

/** Any path the spec does not name goes to /. */
export default function NotFound() {
  redirect("/");
}
