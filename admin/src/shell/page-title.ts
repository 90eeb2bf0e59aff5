// The browser tab's title (WCAG 2.4.2): the page, what is done on it, and the product, in the
// interface's language: "Clientes | Plataforma jurídica", "Clientes · Editar | Plataforma jurídica".
// A screen reader reads it first on every move, so a list, a record and its form are told apart.
import type { Action } from '@refinedev/core';

type T = (key: string) => string;

/** The words of an action on a record (Refine's own button labels); a list adds none. */
const ACTION_WORD: Partial<Record<Action, string>> = { create: 'buttons.create', edit: 'buttons.edit', show: 'buttons.show', clone: 'buttons.clone' };

export function pageTitle(t: T, label: string | undefined, action: Action | undefined): string {
  const word = action && ACTION_WORD[action] ? t(ACTION_WORD[action]) : '';
  const page = label ? [label, word].filter(Boolean).join(' · ') : '';
  return [page, t('app.title')].filter(Boolean).join(' | ');
}
