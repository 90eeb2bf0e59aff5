// Who may be named in a form as commercial manager, loyalty manager or responsible: the
// specification's assignable users, active and not client contacts (the users' `assignable` filter).
export const ASSIGNABLE = { assignable: true } as const;
