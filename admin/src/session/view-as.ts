// "View as" in the browser: the viewed user's id is a stored key (document 1, section 9), sent as
// X-View-As on every API call so the API answers as that user; while it is set the admin is
// read-only. Logout clears it with the other stored keys.

export const VIEW_AS_STORAGE_KEY = 'viewAsUserId';
export const VIEW_AS_HEADER = 'X-View-As';

/** Refine actions that only read: the only ones allowed while viewing as someone else. */
const READ_ACTIONS = new Set(['list', 'show', 'lookup']);

export function viewAsUserId(): string | null {
  try {
    return localStorage.getItem(VIEW_AS_STORAGE_KEY);
  } catch {
    return null; // storage blocked: no view
  }
}

export function rememberViewAs(userId: string): void {
  localStorage.setItem(VIEW_AS_STORAGE_KEY, userId);
}

export function forgetViewAs(): void {
  try {
    localStorage.removeItem(VIEW_AS_STORAGE_KEY);
  } catch {
    /* storage blocked */
  }
}

/** The header every API call carries while viewing (none otherwise). */
export function viewAsHeaders(id: string | null = viewAsUserId()): Record<string, string> {
  return id ? { [VIEW_AS_HEADER]: id } : {};
}

/** While viewing, only reads are allowed: the API refuses the rest with VIEW_AS_READ_ONLY. */
export function allowedWhileViewing(viewing: boolean, action: string): boolean {
  return !viewing || READ_ACTIONS.has(action);
}
