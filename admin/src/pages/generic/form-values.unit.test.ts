// Form values and the wire: defaults, query-string prefill, dates, decimals and cleared fields.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clientContacts, clients, taxes, users } from '../../test-support/resource-meta.ts';
import { defaultRow, defaultValues, prefillFromQuery, toFormValues, toPayload } from './form-values.ts';
import { companyToday, setCompanyTimeZone } from '../../session/company-time.ts';

describe('defaultValues', () => {
  it('takes the declared defaults (country COL, main city Bogotá); the state starts active in the database', () => {
    expect(defaultValues(clients)).toEqual({ personType: 'juridical', documentType: 'NIT', country: 'COL', city: 'DC:Bogotá D.C.' });
  });

  it("starts a date that says so at the company's today (a receipt's day), on the company's clock", () => {
    const receipts = { fields: { receivedOn: { type: 'date', required: true, startsToday: true }, paidOn: { type: 'date' } } } as unknown as Parameters<
      typeof defaultValues
    >[0];
    setCompanyTimeZone('Pacific/Kiritimati'); // UTC+14: its today is rarely the browser's
    try {
      const values = defaultValues(receipts);
      expect(Object.keys(values)).toEqual(['receivedOn']);
      expect(dayjs.isDayjs(values.receivedOn) && values.receivedOn.format('YYYY-MM-DD')).toBe(companyToday());
    } finally {
      setCompanyTimeZone(null);
    }
  });
});

describe('prefillFromQuery', () => {
  it('fills the foreign key of "Agregar" on a client page, and ignores unknown or read-only fields', () => {
    const id = '6f1c2a44-0000-4000-8000-000000000001';
    expect(prefillFromQuery(clientContacts, new URLSearchParams({ clientId: id, nope: 'x' }))).toEqual({ clientId: id });
    expect(prefillFromQuery(users, new URLSearchParams({ fullName: 'x' }))).toEqual({});
  });

  it('reads enums, booleans and dates by their type and drops values that do not fit', () => {
    const values = prefillFromQuery(clientContacts, new URLSearchParams({ type: '0', isMain: 'true' }));
    expect(values).toEqual({ type: 0, isMain: true });
    expect(prefillFromQuery(clientContacts, new URLSearchParams({ type: '9' }))).toEqual({});
    const date = prefillFromQuery(clients, new URLSearchParams({ bondingDate: '2024-02-29' })).bondingDate;
    expect(dayjs.isDayjs(date) && date.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(prefillFromQuery(clients, new URLSearchParams({ bondingDate: 'ayer' }))).toEqual({});
  });
});

describe('prefillFromQuery of a child collection', () => {
  it("opens a receipt on an invoice: its client, currency and the invoice's balance as the first row", () => {
    const receipts = {
      fields: { clientId: { type: 'ref', ref: 'clients' }, currencyId: { type: 'ref', ref: 'currencies' }, description: { type: 'text' } },
      collections: { invoices: { fields: { invoiceId: { type: 'ref', ref: 'invoices' }, amount: { type: 'money', scale: 2 } } } },
    } as unknown as Parameters<typeof prefillFromQuery>[0];
    const query = new URLSearchParams({ clientId: 'c1', currencyId: 'cop', 'invoices.invoiceId': 'i1', 'invoices.amount': '526000.00' });
    expect(prefillFromQuery(receipts, query)).toEqual({ clientId: 'c1', currencyId: 'cop', invoices: [{ invoiceId: 'i1', amount: '526000.00' }] });
    expect(prefillFromQuery(receipts, new URLSearchParams({ clientId: 'c1' }))).toEqual({ clientId: 'c1' }); // no row asked: none made
  });
});

describe('toFormValues and toPayload', () => {
  it('edits a date as dayjs and sends it back as YYYY-MM-DD', () => {
    const form = toFormValues(clients, { name: 'Andes', bondingDate: '2023-05-04' })!;
    expect(dayjs.isDayjs(form.bondingDate)).toBe(true);
    expect(toPayload(clients, form, 'edit').bondingDate).toBe('2023-05-04');
  });

  it('edits a stored decimal without its trailing zeros', () => {
    expect(toFormValues(taxes, { name: 'IVA', value: '19.000000' })!.value).toBe('19');
  });

  it('sends decimals as strings with a dot', () => {
    expect(toPayload(taxes, { name: 'IVA', value: '19,5' }, 'create').value).toBe('19.5');
  });

  it('leaves empty optional fields out on create and clears them with null on edit', () => {
    expect(toPayload(clients, { name: ' Andes ', email: '' }, 'create')).toEqual({ name: 'Andes' });
    expect(toPayload(clients, { name: 'Andes', email: '' }, 'edit')).toEqual({ name: 'Andes', email: null });
  });

  it('never sends read-only fields', () => {
    expect(toPayload(users, { fullName: 'Ana Gómez', name: 'Ana' }, 'edit')).toEqual({ name: 'Ana' });
  });
});

describe("child collections (a client's contacts)", () => {
  const stored = {
    id: 'c1',
    name: 'Café',
    contacts: [{ id: 'r1', name: 'Luisa', lastName: null, position: null, document: null, email: null, phone: null, type: 1, isMain: true, active: true }],
  };

  it('reads the stored rows into the form with their ids', () => {
    expect(toFormValues(clients, stored)?.contacts).toEqual([stored.contacts[0]]);
  });

  it('sends whole rows: the id of a kept row, every field, empty ones as null', () => {
    const payload = toPayload(
      clients,
      {
        name: 'Café',
        contacts: [
          { id: 'r1', name: ' Luisa ', type: 1, isMain: true, active: true },
          { name: 'Hernán', type: 3, email: '' },
        ],
      },
      'edit',
    );
    expect(payload.contacts).toEqual([
      { id: 'r1', name: 'Luisa', lastName: null, position: null, document: null, email: null, phone: null, type: 1, isMain: true, active: true },
      { name: 'Hernán', lastName: null, position: null, document: null, email: null, phone: null, type: 3, isMain: false, active: false },
    ]);
  });

  it('sends no rows when the form never had the collection, and [] when every row was removed', () => {
    expect(toPayload(clients, { name: 'Café' }, 'create')).not.toHaveProperty('contacts');
    expect(toPayload(clients, { name: 'Café', contacts: [] }, 'edit').contacts).toEqual([]);
  });

  it('starts a new row with the declared defaults', () => {
    expect(defaultRow(clients.collections!.contacts)).toEqual({ type: 1, isMain: false, active: true });
  });
});
