import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/ForgotPasswordForm";

export const metadata: Metadata = {
  title: "Forgot Password",
  description: "Get a link to reset the password of your IdeaForge account.",
};

export default function Page() {
  return <ForgotPasswordForm />;
}
