// Refine's React Router binding with one change: which resource and action a path belongs to is
// worked out once per path, not once per component. Refine's `parse` is a hook that every component
// reading the route calls (the table, the form, the breadcrumb, the menu, each reference select),
// and each call matched the path against every route of every resource: about a quarter of the
// browser's CPU on a move between pages. The answer depends only on the resources and the path, so
// it is kept by both. The rest of `parse` is Refine's (@refinedev/react-router's bindings.tsx).
import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type ParseResponse, type RouterProvider } from '@refinedev/core';
import refineRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

type Resources = Parameters<typeof matchResourceFromRoute>[1];
type Match = ReturnType<typeof matchResourceFromRoute>;

/** Paths kept per set of resources: the pages of a working day, not every record ever opened. */
const PATHS_KEPT = 500;
const matches = new WeakMap<Resources, Map<string, Match>>();

function matchOnce(pathname: string, resources: Resources): Match {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) {
    if (byPath.size >= PATHS_KEPT) byPath.clear();
    match = matchResourceFromRoute(pathname, resources);
    byPath.set(pathname, match);
  }
  return match;
}

// The query string is read by every `parse` call of every render (a page's tables, forms and
// selects each call it): parsed once per string, not once per call.
const SEARCHES_KEPT = 100;
const parsedSearches = new Map<string, ReturnType<typeof qs.parse>>();

function parseSearch(search: string) {
  let parsed = parsedSearches.get(search);
  if (!parsed) {
    if (parsedSearches.size >= SEARCHES_KEPT) parsedSearches.clear();
    parsed = qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH });
    parsedSearches.set(search, parsed);
  }
  return parsed;
}

/**
 * A copy of a parsed query string (plain objects, arrays and strings, as qs gives them). Every
 * Refine hook of every cell and button calls `parse`, thousands of times on a move between lists:
 * structuredClone's fixed cost per call was a tenth of the move, a plain copy of these few keys is not.
 */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copyOf(inner)]));
  return value;
}

/** '2' → 2, as Refine's binding reads page numbers; anything else as it came. */
function numberIfPossible(value: unknown) {
  if (typeof value !== 'string') return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

function useParse() {
  const routeParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = useMemo(() => matchOnce(pathname, resources), [resources, pathname]);
  // Outside a <Route> useParams is empty: the matched route gives them. Refine's binding matched
  // them anew at every render, so `parse` was a new function at every render and every component's
  // `useParsed` worked the route out again at every render (8,000 times in one load of a list).
  const matchedParams = useMemo(() => (matchedRoute ? matchPath(matchedRoute, pathname)?.params : undefined) ?? {}, [matchedRoute, pathname]);
  const params = Object.keys(routeParams).length === 0 ? matchedParams : routeParams;

  return useCallback((): ParseResponse => {
    // A copy: callers may change what they are given, and the parsed string is shared.
    const combined = { ...params, ...(copyOf(parseSearch(search)) as Record<string, unknown>) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: numberIfPossible(combined.currentPage) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(combined.to as string) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: RouterProvider = { ...refineRouterProvider, parse: useParse };
