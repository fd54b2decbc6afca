import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { SupportPage } from "@/components/support/SupportPage";
import { isSupportCategory, type SupportCategory } from "@/lib/domain/support/fields";
import { publicPage } from "@/lib/server/pages/server-side";

type SupportProps = {
  initialEmail: string;
  initialCategory: SupportCategory | "";
};

/**
 * /support (public). A logged-in user's email is filled in; `?category=data-removal` (linked from
 * the privacy policy) preselects a category.
 */
export const getServerSideProps = publicPage<SupportProps>(async ({ query, session }) => {
  const category = query.get("category");
  return {
    initialEmail: (await session())?.user.email ?? "",
    initialCategory: isSupportCategory(category) ? category : "",
  };
});

export default function Page({ initialEmail, initialCategory }: SupportProps) {
  return (
    <PublicLayout>
      <PageHead
        title="Support"
        description="Contact IdeaForge support about billing, a technical problem or content removal. We answer within 24-48 business hours."
      />
      <SupportPage initialEmail={initialEmail} initialCategory={initialCategory} />
    </PublicLayout>
  );
}
