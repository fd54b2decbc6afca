/** Pure validation rules shared by route handlers and forms (spec section 5); forms import ./rules. */
export * from "./rules";
export * from "./schemas";
