import { AuthCallbackPage, authCallbackProps, type AuthCallbackProps } from "@/components/auth/AuthCallbackPage";
import { publicPage } from "@/lib/server/pages/server-side";

/**
 * /auth/callback/{provider}: the same page as /auth/callback; the provider query parameter decides,
 * not the path. The segment's name is not `provider`: the Pages Router takes a query parameter of
 * the segment's name for the segment, which would hide the query's own provider.
 */
export const getServerSideProps = publicPage<AuthCallbackProps>(({ query }) => authCallbackProps(query));

export default AuthCallbackPage;
