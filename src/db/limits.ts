/** At most this many undone commands are kept for redo (the oldest undone beyond it are dropped). */
export const REDO_CAP = 500
