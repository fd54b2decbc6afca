import { redirect } from "next/navigation";

/** Any path the app does not serve goes to /. */
export default function NotFound() {
  redirect("/");
}
