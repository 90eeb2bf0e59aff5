// A table's cells are drawn when what they show changes, not each time the page draws itself again
// (its breakpoints measured, the address written, its rights answered): the table is drawn again only
// when one of its props changes (decision 302), and its columns are kept while their inputs hold.
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BaseRecord } from '@refinedev/core';
import type { ColumnsType } from 'antd/es/table';
import { clients } from '../../test-support/resource-meta.ts';
import { fakeDataProvider, uuid } from '../../testing/fakes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { ResourceTable } from './ResourceTable.tsx';

// A column of the page's own that counts its cells' draws (the components' files share their modules,
// so the count is taken where the table calls it, not by mocking one).
const drawn = { cells: 0 };
const COUNTED: ColumnsType<BaseRecord> = [
  {
    key: 'counted',
    title: 'Contadas',
    render: () => {
      drawn.cells += 1;
      return null;
    },
  },
];

const ROWS: BaseRecord[] = [1, 2].map((n) => ({ id: uuid(n), name: `Cliente ${n}`, documentNumber: String(900000000 + n), state: 'active', actions: [] }));
const TABLE = { dataSource: ROWS, pagination: { current: 1, pageSize: 20, total: 2 }, loading: false };
const SORTERS = [{ field: 'name', order: 'asc' as const }];
let drawAgain: () => void = () => {};
let showRows: (rows: BaseRecord[]) => void = () => {};

/** A page that draws itself again on demand, with its table's props made anew each time as Refine's useTable makes them. */
function Page() {
  const [state, setState] = useState({ times: 0, rows: ROWS });
  drawAgain = () => setState((s) => ({ ...s, times: s.times + 1 }));
  showRows = (rows) => setState((s) => ({ ...s, rows }));
  return (
    <ResourceTable
      meta={clients}
      columns={clients.list.columns}
      tableProps={{ ...TABLE, dataSource: state.rows, pagination: { ...TABLE.pagination }, onChange: () => {} }}
      sorters={SORTERS}
      extraColumns={COUNTED}
    />
  );
}

describe('a resource table', () => {
  it('does not draw its cells again when the page draws itself again with the same rows', async () => {
    await renderScreen(<Page />, { path: '/grid-clients', resources: [clients], permissions: ['ClientFullAccess'], data: fakeDataProvider({ clients: ROWS }) });
    const row = (await screen.findByText('Cliente 1')).closest('tr')!;
    // Its buttons are there once the rights are answered.
    expect(await within(row).findByRole('link', { name: /Editar/ })).toBeVisible();
    const before = drawn.cells;
    expect(before).toBeGreaterThan(0);
    act(() => drawAgain());
    act(() => drawAgain());
    expect(drawn.cells).toBe(before);
    expect(within(row).getByRole('link', { name: /Editar/ })).toHaveAttribute('href', `/client-info/${uuid(1)}/edit`);
    // Other rows are drawn.
    act(() => showRows([{ ...ROWS[0], name: 'Cliente renombrado' }]));
    expect(await screen.findByText('Cliente renombrado')).toBeVisible();
    expect(screen.queryByText('Cliente 2')).toBeNull();
  });
});
