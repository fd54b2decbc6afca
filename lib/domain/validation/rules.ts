/**
 * The validation rules without the request schemas: what the browser's forms import. The schemas
 * (schemas.ts) build on zod, which must stay out of the pages' JavaScript.
 */
export * from "./sanitize";
export * from "./username";
export * from "./email";
export * from "./password";
export * from "./login";
export * from "./settings";
