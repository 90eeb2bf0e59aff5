// The electronic-invoicing provider (document 1, section 7.9: "Noova state and report"): what the
// platform hands it and what it answers. `local` (the default, so `npm start` needs no provider)
// accepts or rejects by the rules below; `noova` posts the document to the configured URL
// (noova.ts). Chosen by EINVOICE_PROVIDER (config.ts, providerFrom in einvoicing.ts).
import { Decimal } from '../../management/currencies/conversion.ts';

export interface EinvoiceDocument {
  kind: 'invoice' | 'credit-note';
  id: string;
  number: string; // FV-000001
  issueDate: string;
  currency: string; // ISO code of the invoice's currency
  subtotal: string;
  taxes: string;
  withholdings: string;
  total: string;
  issuer: { name: string; taxDocument: string | null };
  customer: { name: string; documentType: string; documentNumber: string; email: string | null; address: string | null };
  lines: { position: number; description: string; quantity: string; unitPrice: string; amount: string; taxes: string }[];
  /** A credit note's: the invoice it credits. */
  credits?: { number: string; issueDate: string };
}

/** The provider's verdict: `sent` when it took the document but has not decided yet. */
export interface EinvoiceAnswer {
  state: 'sent' | 'accepted' | 'rejected';
  message?: string | null;
  reference?: string | null;
}

export interface EinvoiceProvider {
  readonly name: string;
  /** Throws EinvoiceUnreachable when the document may not have arrived (network, timeout, 5xx). */
  submit(document: EinvoiceDocument): Promise<EinvoiceAnswer>;
  /**
   * Asks again for the verdict on a document it took without one (`sent`), by the reference it
   * gave; answers `sent` while it has not decided. Throws EinvoiceUnreachable as `submit` does.
   * A provider that always decides at once (the local one) has none.
   */
  verdict?(document: { id: string; number: string; reference: string | null }): Promise<EinvoiceAnswer>;
}

/** The provider did not answer (or answered it is unavailable): the job retries, then marks it failed. */
export class EinvoiceUnreachable extends Error {}

/**
 * The local provider's rules (decision 216), each a rejection with the provider's own message:
 * the customer has a document number; the issuer has a tax document (NIT); the total is above
 * zero; the currency is one of the supported ones; there is at least one line. Anything else is
 * accepted at once, with a reference made from the number.
 */
export function localProvider(currencies: readonly string[]): EinvoiceProvider {
  const supported = new Set(currencies.map((c) => c.toUpperCase()));
  return {
    name: 'local',
    async submit(doc) {
      const reject = (message: string): EinvoiceAnswer => ({ state: 'rejected', message });
      if (!doc.customer.documentNumber.trim()) return reject('El cliente no tiene número de documento');
      if (!doc.issuer.taxDocument?.trim()) return reject('La empresa emisora no tiene NIT');
      if (!new Decimal(doc.total).gt(0)) return reject('El total del documento debe ser mayor que cero');
      if (!supported.has(doc.currency.toUpperCase())) return reject(`La moneda ${doc.currency} no está habilitada para facturación electrónica`);
      if (!doc.lines.length) return reject('El documento no tiene líneas');
      return { state: 'accepted', message: null, reference: `LOCAL-${doc.number}` };
    },
  };
}
