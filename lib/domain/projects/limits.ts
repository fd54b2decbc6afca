/**
 * How much one project may hold, so a project (and the project list, which carries every
 * milestone and note) stays bounded: at most 100 milestones of at most 1,000 characters and 50
 * notes of at most 20,000 characters, about 1.1 million
 * characters in all. The page itself keeps one note per project.
 */
export const MAX_MILESTONES_PER_PROJECT = 100;
export const MAX_NOTES_PER_PROJECT = 50;
/** The longest milestone title and note, in characters (the forms' maxLength and the schemas' limit). */
export const MILESTONE_TITLE_MAX = 1000;
export const NOTE_CONTENT_MAX = 20_000;
/**
 * batch-update and beacon-update: at most this many projects in one batch, and this many note
 * creates and updates per project.
 */
export const MAX_BATCH_PROJECTS = 100;
export const MAX_BATCH_NOTES_PER_PROJECT = 100;
