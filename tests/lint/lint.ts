import path from "node:path";
import { ESLint, type Linter } from "eslint";

/** The repository root: the lint runs with the project's own eslint.config.mjs. */
const ROOT = path.resolve(import.meta.dirname, "../..");

let eslint: ESLint | undefined;

/**
 * Lints `code` as if it were the file at `filePath` (relative to the repository root). The file
 * need not exist; its imports are resolved from that place against the real tree.
 */
export async function lintAs(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  eslint ??= new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages;
}

/** The messages of one rule only (a probe file may trip unrelated rules, such as unused imports). */
export async function ruleMessages(rule: string, filePath: string, code: string): Promise<string[]> {
  return (await lintAs(filePath, code)).filter((m) => m.ruleId === rule || m.fatal).map((m) => m.message);
}

export const PATHS = "import/no-restricted-paths";
export const IMPORTS = "no-restricted-imports";
