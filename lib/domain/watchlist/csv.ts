/**
 * CSV as spreadsheets open it cleanly: UTF-8 with a byte-order mark (Excel otherwise guesses the
 * encoding), CRLF line ends, every cell quoted, and formulas neutralised: a cell that starts with
 * =, +, -, @, a tab or a carriage return is prefixed with ' so a spreadsheet shows it as text and
 * never runs it (CSV injection). Pure: the server builds the rows, this writes them.
 */
export const UTF8_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export type Cell = string | number | boolean | null | undefined;

/** A cell as text a spreadsheet never evaluates. */
export function neutraliseCell(value: Cell): string {
  const text = value == null ? "" : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quoteCell(value: Cell): string {
  return `"${neutraliseCell(value).replace(/"/g, '""')}"`;
}

/** The whole file: the BOM, then each row on its own CRLF-ended line. */
export function toCsv(rows: Cell[][]): string {
  return UTF8_BOM + rows.map((row) => row.map(quoteCell).join(",")).join("\r\n") + "\r\n";
}

/** What every export says first: the data is the user's, the ideas are not to be republished. */
export const EXPORT_NOTICE =
  "Exported for your own use only. The terms prohibit scraping, reselling and republishing ideas.";
