/** Pure validation rules shared by route handlers and forms; forms import ./rules. */
export * from "./rules";
export * from "./schemas";
