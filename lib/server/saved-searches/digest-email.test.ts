import { describe, expect, it } from "vitest";
import { savedSearchDigestEmail } from "@/emails/saved-search-digest";

const input = {
  username: "ada",
  frequency: "weekly" as const,
  searches: [
    {
      name: "Kiosks <b>",
      ideas: [
        {
          title: "Queue <script>alert(1)</script>",
          line: "One line & more.",
          url: "https://app.test/search?alert_idea=7",
        },
      ],
      more: 3,
      runUrl: "https://app.test/search?main_search_text=kiosk",
    },
  ],
  unsubscribeUrl: "https://app.test/unsubscribe?token=1.weekly.x",
  manageUrl: "https://app.test/search",
};

describe("the saved-search digest email", () => {
  it("lists each search's ideas with one line and a link, the rest counted, and the unsubscribe link", () => {
    const mail = savedSearchDigestEmail(input);
    expect(mail.subject).toBe("4 new ideas match your saved searches");
    expect(mail.text).toContain(
      "Kiosks <b> (4 new ideas)\n- Queue <script>alert(1)</script>: One line & more.\n  https://app.test/search?alert_idea=7",
    );
    expect(mail.text).toContain(
      "See all 4 in Deep Search: and 3 more\n  https://app.test/search?main_search_text=kiosk",
    );
    expect(mail.text).toContain("https://app.test/unsubscribe?token=1.weekly.x");
  });

  it("escapes every value in the HTML and refuses a link that is not http(s)", () => {
    const mail = savedSearchDigestEmail(input);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Queue &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Kiosks &lt;b&gt;");
    expect(mail.html).toContain('href="https://app.test/search?alert_idea=7"');
    const hostile = {
      ...input,
      searches: [{ ...input.searches[0]!, ideas: [{ title: "x", line: "y", url: "javascript:alert(1)" }] }],
    };
    expect(() => savedSearchDigestEmail(hostile)).toThrow(/Refusing a javascript: link/);
  });
});
