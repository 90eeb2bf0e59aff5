// The answer of GET /api/clients/dashboard (the business partners' dashboard), shared with the admin.
export interface ClientsDashboard {
  total: number;
  byState: { state: string; count: number }[];
  /** The ten managers with most clients; `userId` null counts the clients without one. */
  byCommercialManager: { userId: string | null; name: string | null; count: number }[];
  /** The five newest clients, `createdAt` an ISO instant in UTC. */
  newest: { id: string; name: string; documentNumber: string; state: string; createdAt: string }[];
}
