import { describe, expect, it } from "vitest";
import { CATEGORY_FIELDS, SUPPORT_CATEGORIES, defaultSubject } from "./fields";
import {
  SupportRequestBody,
  buildSupportMessage,
  cleanLine,
  cleanText,
  emptySupportForm,
  supportFormErrors,
  type SupportFormErrors,
  type SupportFormValues,
} from "./schema";

/** The first message per field that the request schema gives for the form's values. */
function schemaErrors(values: SupportFormValues): SupportFormErrors {
  const result = SupportRequestBody.safeParse(values);
  const errors: SupportFormErrors = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[String(issue.path[0] ?? "category") as keyof SupportFormValues] ??= issue.message;
  return errors;
}

const EMAIL = "someone@example.com";
const valid = {
  "data-removal": { url: "https://example.com/post/1" },
  billing: { billingIssue: "I was charged twice." },
  technical: { issue: "The board does not load." },
  other: { message: "Hello there." },
} as const;

const parse = (body: unknown) => SupportRequestBody.safeParse(body);
const errorsOf = (body: unknown) => {
  const result = parse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("SupportRequestBody", () => {
  it.each(SUPPORT_CATEGORIES)("accepts the required fields of %s alone and defaults the subject", (category) => {
    const result = parse({ category, email: EMAIL, ...valid[category] });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ category, email: EMAIL, name: null, subject: `${category} Support Request` });
  });

  it("names each category's missing required field, with the spec's other fields optional", () => {
    expect(errorsOf({ category: "data-removal", email: EMAIL })).toEqual({
      url: "Please enter the URL of the content to remove",
    });
    expect(errorsOf({ category: "billing", email: EMAIL, orderNumber: "A-1" })).toEqual({
      billingIssue: "Please describe the billing issue",
    });
    expect(errorsOf({ category: "technical", email: EMAIL, device: "Mac" })).toEqual({
      issue: "Please describe the problem",
    });
    expect(errorsOf({ category: "other", email: EMAIL, message: "   " })).toEqual({
      message: "Please enter a message",
    });
  });

  it("marks as required exactly the fields the server demands", () => {
    for (const category of SUPPORT_CATEGORIES) {
      const required = CATEGORY_FIELDS[category].filter((d) => d.required).map((d) => d.key);
      expect(Object.keys(errorsOf({ category, email: EMAIL })).sort()).toEqual([...required].sort());
    }
  });

  it("refuses a missing or unknown category", () => {
    expect(errorsOf({ email: EMAIL })).toEqual({ category: "Please choose a category" });
    expect(errorsOf({ category: "sales", email: EMAIL })).toEqual({ category: "Please choose a category" });
  });

  it("reports the email and the category fields together", () => {
    expect(errorsOf({ category: "billing", email: "nope" })).toEqual({
      email: "Please enter a valid email address",
      billingIssue: "Please describe the billing issue",
    });
    expect(errorsOf({ category: "other", message: "x" })).toEqual({ email: "Email is required" });
    expect(errorsOf({ category: "other", message: "x", email: `${"a".repeat(250)}@example.com` })).toEqual({
      email: "Email address is too long",
    });
  });

  it("normalises the email and keeps a given subject and name", () => {
    const result = parse({
      category: "other",
      message: "Hi",
      email: "  Someone@Example.COM ",
      name: " Ada ",
      subject: "  Invoice\r\nquestion ",
    });
    expect(result.data).toMatchObject({ email: EMAIL, name: "Ada", subject: "Invoice question" });
  });

  it("enforces lengths in characters", () => {
    expect(errorsOf({ category: "other", email: EMAIL, message: "x".repeat(100_000) })).toEqual({
      message: "Message must be at most 5,000 characters",
    });
    expect(parse({ category: "other", email: EMAIL, message: "😀".repeat(5000) }).success).toBe(true);
    expect(errorsOf({ category: "other", email: EMAIL, message: "x", name: "n".repeat(101) })).toEqual({
      name: "Name must be at most 100 characters",
    });
    expect(errorsOf({ category: "other", email: EMAIL, message: "x", subject: "s".repeat(201) })).toEqual({
      subject: "Subject must be at most 200 characters",
    });
    expect(errorsOf({ category: "technical", email: EMAIL, issue: "x", browser: "b".repeat(101) })).toEqual({
      browser: "Browser must be at most 100 characters",
    });
  });

  it("checks the URL and the refund reason", () => {
    expect(errorsOf({ category: "data-removal", email: EMAIL, url: "javascript:alert(1)" })).toEqual({
      url: "Please enter a valid URL starting with http:// or https://",
    });
    expect(errorsOf({ category: "data-removal", email: EMAIL, url: "not a url" })).toEqual({
      url: "Please enter a valid URL starting with http:// or https://",
    });
    expect(errorsOf({ category: "billing", email: EMAIL, billingIssue: "x", refundReason: "because" })).toEqual({
      refundReason: "Please choose an option from the list",
    });
    expect(parse({ category: "billing", email: EMAIL, billingIssue: "x", refundReason: "double-charge" }).success).toBe(
      true,
    );
  });

  it("refuses values that are not text", () => {
    expect(errorsOf({ category: "other", email: EMAIL, message: 42 })).toEqual({ message: "Message must be text" });
    expect(errorsOf({ category: "other", email: EMAIL, message: "x", name: { a: 1 } })).toEqual({
      name: "Name must be text",
    });
    expect(parse({ category: "other", email: EMAIL, message: "x", name: null }).success).toBe(true);
  });

  it("keeps HTML as text and ignores the fields of other categories", () => {
    const html = "<script>alert('x')</script>";
    const result = parse({
      category: "billing",
      email: EMAIL,
      billingIssue: html,
      orderNumber: html,
      url: "https://ignored.example",
      message: "ignored",
    });
    expect(result.data?.details).toEqual({ orderNumber: html, billingIssue: html, refundReason: "" });
    expect(result.data?.message).toBe(`Order number: ${html}\n\nBilling issue:\n${html}`);
  });
});

describe("buildSupportMessage", () => {
  it("labels each filled field and shows the refund reason's label", () => {
    expect(
      buildSupportMessage("billing", {
        orderNumber: "INV-7",
        billingIssue: "Charged\ntwice",
        refundReason: "double-charge",
      }),
    ).toBe("Order number: INV-7\n\nBilling issue:\nCharged\ntwice\n\nRefund reason: Charged twice");
    expect(buildSupportMessage("technical", { issue: "Broken", device: "", browser: "Firefox" })).toBe(
      "Problem description:\nBroken\n\nBrowser: Firefox",
    );
    expect(buildSupportMessage("other", { message: "Just this" })).toBe("Just this");
  });
});

describe("cleaning", () => {
  it("flattens one-line values and keeps line breaks in text", () => {
    expect(cleanLine(" a\n\tb\u0000 ")).toBe("a b");
    expect(cleanText(" line 1\r\nline 2\u0007 ")).toBe("line 1\nline 2");
  });
});

describe("supportFormErrors", () => {
  it("gives the form one message per field, and none for a valid form", () => {
    expect(supportFormErrors(emptySupportForm())).toEqual({
      category: "Please choose a category",
      email: "Email is required",
    });
    expect(supportFormErrors({ ...emptySupportForm("technical", EMAIL) })).toEqual({
      issue: "Please describe the problem",
    });
    expect(supportFormErrors({ ...emptySupportForm("technical", EMAIL), issue: "Broken" })).toEqual({});
  });

  it("gives exactly the messages the server's schema gives for the same values", () => {
    const long = (n: number) => "x".repeat(n);
    const forms: SupportFormValues[] = [
      emptySupportForm(),
      emptySupportForm("billing", " Someone@Example.COM "),
      {
        ...emptySupportForm("billing", "nope"),
        name: long(101),
        subject: long(201),
        billingIssue: "  ",
        refundReason: "no-such-reason",
      },
      { ...emptySupportForm("data-removal", EMAIL), url: "ftp://example.com", reason: long(5001) },
      { ...emptySupportForm("data-removal", EMAIL), url: "https://example.com/post/1" },
      { ...emptySupportForm("technical", EMAIL), issue: "Broken\r\nagain", device: "Mac\u0007", browser: long(101) },
      // A message kept from the 'other' category stands in for empty category fields, as on the server.
      { ...emptySupportForm("technical", EMAIL), message: "Built by the client" },
      { ...emptySupportForm("technical", EMAIL), message: long(12_001) },
      { ...emptySupportForm("technical", EMAIL), message: "Kept", device: "Mac" },
      { ...emptySupportForm("other", EMAIL), message: "\n\t " },
      { ...emptySupportForm("other", EMAIL), message: "Hello" },
    ];
    for (const values of forms)
      expect(supportFormErrors(values), JSON.stringify(values).slice(0, 200)).toEqual(schemaErrors(values));
  });

  it("matches the default subject the placeholder shows", () => {
    expect(defaultSubject("data-removal")).toBe("data-removal Support Request");
  });
});
