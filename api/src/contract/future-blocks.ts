// The answer of GET /api/settlement/future-blocks ('Bloques futuros'), shared with the admin: each
// calendar-billed agreement the caller reaches with the months whose block can be opened ahead.

export interface FuturePeriod {
  /** 'YYYY-MM'. */
  period: string;
  /** Before the current month: due and not billed. */
  overdue: boolean;
  lines: number;
  subtotal: string | null;
  total: string | null;
  /** Why the engine cannot price it (the agreement to fix), instead of an amount. */
  problem: string | null;
}

export interface FutureAgreement {
  agreementId: string;
  description: string;
  agreementType: number;
  projectId: string;
  projectName: string;
  clientName: string;
  currencyCode: string;
  startDate: string;
  endDate: string | null;
  periods: FuturePeriod[];
}
