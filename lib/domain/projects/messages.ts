import { MAX_MILESTONES_PER_PROJECT, MAX_NOTES_PER_PROJECT } from "./limits";

/** The Projects strings as the user reads them, copied exactly, and the API's own messages. */
export const PROJECTS_LOAD_FAILED = "Failed to load projects. Please try again.";
export const DAILY_COMPLETION_LIMIT_MESSAGE =
  "To prevent abuse, we limit project completions to one per day. Please try again tomorrow.";
export const UNSAVED_CHANGES_WARNING = "You have unsaved changes. Are you sure you want to leave?";
export const LOADING_PROJECTS = "Loading projects...";
export const SAVING_CHANGES = "Saving changes...";
/** The notes' own save feedback in the details popup. */
export const NOTES_SAVING = "Saving...";
export const NOTES_SAVED = "Saved";
export const ACTIVE_EMPTY_TITLE = "Nothing here yet...";
export const ACTIVE_EMPTY_TEXT = "Click 'New Project' or one of the above links to start viewing ideas!";
export const COMPLETED_EMPTY_TEXT = "Complete your first project to see it here!";
/** The first-run welcome of a user who never had a project. */
export const FIRST_RUN_TITLE = "Welcome to IdeaForge!";
export const FIRST_RUN_TEXT =
  "Your projects will live here. Each one starts as an idea you claim: find yours on the Idea Board or with Deep Search, claim it, and track it here with milestones and notes.";
export const NOTES_PLACEHOLDER = "Add your project notes here...";
export const NEW_MILESTONE_PLACEHOLDER = "Add new milestone...";
export const ALL_MILESTONES_DONE = "All milestones completed!";
export const NO_MILESTONES = "No milestones set";
export const NO_DESCRIPTION = "No description available";

export const PROJECT_NOT_FOUND = "Project not found.";
export const MILESTONE_NOT_FOUND = "Milestone not found.";
export const NOTE_NOT_FOUND = "Note not found.";
export const MILESTONE_TITLE_REQUIRED = "Milestone title is required";
export const MILESTONE_TITLE_TOO_LONG = "Milestone title cannot exceed 1000 characters";
export const NOTE_TOO_LONG = "Note cannot exceed 20000 characters";
export const REORDER_NOT_PERMUTATION = "milestone_order must list each of the project's milestones exactly once.";
export const PROJECT_COMPLETED_READ_ONLY = "This project is completed: its milestones can no longer be changed.";
export const PROJECT_CANNOT_REOPEN = "A completed project cannot be moved back to active.";
export const PROJECT_IDEA_NOT_FOUND = "This project has no idea to show.";
export const MILESTONES_FULL = `A project can have at most ${MAX_MILESTONES_PER_PROJECT} milestones.`;
export const NOTES_FULL = `A project can have at most ${MAX_NOTES_PER_PROJECT} notes.`;
