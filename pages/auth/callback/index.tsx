/** /auth/callback: where a social sign-in completes. */
import { AuthCallbackPage, authCallbackProps, type AuthCallbackProps } from "@/components/auth/AuthCallbackPage";
import { publicPage } from "@/lib/server/pages/server-side";

export const getServerSideProps = publicPage<AuthCallbackProps>(({ query }) => authCallbackProps(query));

export default AuthCallbackPage;
