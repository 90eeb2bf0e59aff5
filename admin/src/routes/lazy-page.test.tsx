// A page loaded on demand: drawn at once when its code is in, the spinner meanwhile, and a notice with
// a retry when its code could not be fetched; the session gate's preload of the page being opened.
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clients } from '../test-support/resource-meta.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { lazyPage, preloadPageOf } from './lazy-page.tsx';
import { pageAt, preloadPageAt } from './AppRoutes.tsx';
import { WORK_PANEL } from '../resources/product-pages.ts';

/** A module load the test settles by hand, counting how often it was asked for. */
function deferredModule() {
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const Page = ({ who }: { who: string }) => <p>Página de {who}</p>;
  const load = () =>
    new Promise<{ default: typeof Page }>((resolve, reject) => {
      loads.push({ resolve: () => resolve({ default: Page }), reject });
    });
  return { load, loads };
}

describe('a page loaded on demand', () => {
  it('shows the spinner while its code comes, then the page, without a Suspense boundary', async () => {
    const { load, loads } = deferredModule();
    const Lazy = lazyPage(load);
    await renderScreen(<Lazy who="clientes" />);
    expect(document.querySelector('.ant-spin')).not.toBeNull();
    expect(loads).toHaveLength(1);
    loads[0].resolve();
    expect(await screen.findByText('Página de clientes')).toBeVisible();
  });

  it('is drawn in its first render when preloaded, and fetches its code once', async () => {
    const { load, loads } = deferredModule();
    const Lazy = lazyPage(load);
    const first = Lazy.preload();
    const second = preloadPageOf(<Lazy who="x" />);
    loads[0].resolve();
    await Promise.all([first, second]);
    expect(loads).toHaveLength(1);
    await renderScreen(<Lazy who="proyectos" />);
    // No spinner first: the page is on screen as the render returns.
    expect(screen.getByText('Página de proyectos')).toBeVisible();
    expect(document.querySelector('.ant-spin')).toBeNull();
  });

  it('tells a page whose code could not be fetched, and fetches it again on retry', async () => {
    const { load, loads } = deferredModule();
    const Lazy = lazyPage(load);
    const { user } = await renderScreen(<Lazy who="facturas" />);
    loads[0].reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText('No fue posible cargar esta página')).toBeVisible();
    expect(screen.getByText('No fue posible comunicarse con el servidor. Revisa tu conexión e intenta nuevamente')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(loads).toHaveLength(2);
    loads[1].resolve();
    expect(await screen.findByText('Página de facturas')).toBeVisible();
  });

  it('has nothing to fetch for an element that is not a lazy page', async () => {
    await expect(preloadPageOf(<p />)).resolves.toBeUndefined();
    await expect(preloadPageOf(undefined)).resolves.toBeUndefined();
  });
});

describe('the page being opened, fetched with the session', () => {
  it("finds the page a path draws inside its guard: a resource's list, a product screen; none for a redirect", () => {
    const list = pageAt(clients.routes.list!, [clients]) as ReactElement<{ name: string }>;
    expect(list.props.name).toBe('clients');
    expect(typeof (list.type as { preload?: unknown }).preload).toBe('function');
    const panel = pageAt(WORK_PANEL.path, [clients]);
    expect(typeof (panel?.type as { preload?: unknown }).preload).toBe('function');
    expect((pageAt('/auth/postlogin', [clients])?.type as { preload?: unknown }).preload).toBeUndefined();
  });

  it("fetches the page's code, and resolves for a path whose page has none to fetch", async () => {
    await expect(preloadPageAt(clients.routes.list!, [clients])).resolves.toBeDefined();
    await expect(preloadPageAt('/auth/postlogin', [clients])).resolves.toBeUndefined();
  });
});
