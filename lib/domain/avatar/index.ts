/** Avatar uploads: what a file really is, and the rules it must meet (shared by server and client). */
export * from "./image";
export * from "./rules";
