/** What can be exported (GET /api/export): the saved ideas or the projects, as CSV or JSON. */
export const EXPORT_DATA = ["saved", "projects"] as const;
export const EXPORT_FORMATS = ["csv", "json"] as const;
export type ExportData = (typeof EXPORT_DATA)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
