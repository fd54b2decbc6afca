/** The ideas one Idea Board shuffle draws, and so the credits it uses (one per idea shown). */
export const BOARD_SIZE = 8;
