export * from "./fields";
export * from "./schema";
