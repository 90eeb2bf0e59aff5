// Referenced records shown by their title. A table fetches the titles of its page once per
// referenced resource (PageRefTitles, one useMany each) and its cells only read them: a page of 20
// rows with four reference columns ran 80 sets of Refine's hooks (a fifth of the browser's time on
// a move between lists). Outside a table (a record's page, its history) a RefTitles fetches its own.
import { useMany, type BaseRecord } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../i18n/languages.ts';
import { useResourceMeta } from '../../session/session-context.ts';
import { useAllowed } from '../../session/use-allowed.ts';
import { EmptyValue } from './EmptyValue.tsx';
import { useKnownTitles } from './known-titles.ts';
import { refTitle } from './ref-title.ts';
import type { RefIds } from './ref-ids.ts';

interface Props {
  resource: string;
  /** All ids to fetch together (the page's, or the record's own). */
  ids: readonly string[];
  /** This cell's id or ids. */
  value: unknown;
  multiple: boolean;
}

/** The titles read of one referenced resource, and whether they are still on their way. */
interface Titles {
  byId: ReadonlyMap<string, string>;
  loading: boolean;
}

/** The titles a table fetched for its page, by referenced resource. */
const PageTitles = createContext<ReadonlyMap<string, Titles> | null>(null);

function useTitles(resource: string, ids: readonly string[]): Titles {
  const target = useResourceMeta(resource);
  const language = asLanguage(useTranslation().i18n.language);
  const readable = useAllowed(resource, 'lookup');
  const { result, query } = useMany<BaseRecord>({ resource, ids: [...ids], queryOptions: { enabled: readable && ids.length > 0 } });
  const loading = query.isLoading && readable;
  return useMemo(
    () => ({ byId: new Map(result.data.map((r) => [String(r.id), refTitle(target, r, language)])), loading }),
    [result.data, target, language, loading],
  );
}

function PageFetch({ resource, ids, children }: { resource: string; ids: readonly string[]; children: ReactNode }) {
  const outer = useContext(PageTitles);
  const titles = useTitles(resource, ids);
  const value = useMemo(() => new Map(outer ?? []).set(resource, titles), [outer, resource, titles]);
  return <PageTitles.Provider value={value}>{children}</PageTitles.Provider>;
}

/** Fetches the titles of every resource the page's rows reference (one request each) for the cells below. */
export function PageRefTitles({ refIds, children }: { refIds: RefIds; children: ReactNode }) {
  return Object.entries(refIds).reduceRight<ReactNode>(
    (inner, [resource, ids]) => (
      <PageFetch key={resource} resource={resource} ids={ids}>
        {inner}
      </PageFetch>
    ),
    children,
  );
}

function Shown({ titles, value, multiple }: { titles: Titles; value: unknown; multiple: boolean }) {
  const known = useKnownTitles();
  const own = ([] as unknown[]).concat(value ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
  if (own.length === 0) return <EmptyValue />;
  if (titles.loading && !own.every((id) => known[id])) return <Typography.Text type="secondary">…</Typography.Text>;
  // Unreadable or missing: the id says at least which record it is.
  const titleOf = (id: string) => titles.byId.get(id) || known[id] || id;
  if (!multiple) return <>{titleOf(own[0])}</>;
  return (
    <Space size={[0, 4]} wrap>
      {own.map((id) => (
        <Tag key={id}>{titleOf(id)}</Tag>
      ))}
    </Space>
  );
}

function Fetched({ resource, ids, value, multiple }: Props) {
  return <Shown titles={useTitles(resource, ids)} value={value} multiple={multiple} />;
}

export function RefTitles(props: Props) {
  const page = useContext(PageTitles)?.get(props.resource);
  return page ? <Shown titles={page} value={props.value} multiple={props.multiple} /> : <Fetched {...props} />;
}
