/**
 * How much one project may hold, so a project (and the project list, which carries every
 * milestone and note) stays bounded: at most 100 milestones of at most 1,000 characters and 50
 * notes of at most 20,000 characters (the text limits are in schemas.ts), about 1.1 million
 * characters in all. The page itself keeps one note per project.
 */
export const MAX_MILESTONES_PER_PROJECT = 100;
export const MAX_NOTES_PER_PROJECT = 50;
