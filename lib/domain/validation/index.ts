/** Pure validation rules shared by route handlers and forms (spec section 5). */
export * from "./sanitize";
export * from "./username";
export * from "./email";
export * from "./password";
export * from "./login";
export * from "./settings";
export * from "./schemas";
