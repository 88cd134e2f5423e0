// The desk's calls for the families' online payments (/api/online-payments…, the fee counter's permissions): the
// list with its filters, and marking a sandbox OXXO/SPEI reference as paid.
import type { OnlinePayment, OnlinePaymentMethod, OnlinePaymentState, Paginated } from '@mikro/contracts';
import { http } from '@mikro/api-client';

export interface DeskOnlinePaymentsQuery {
  page: number;
  limit: number;
  status?: OnlinePaymentState;
  method?: OnlinePaymentMethod;
  /** The family's name or the OXXO/SPEI reference. */
  search?: string;
  from?: string;
  to?: string;
}

export const deskOnlinePaymentsApi = {
  list: async (query: DeskOnlinePaymentsQuery) => (await http.get<Paginated<OnlinePayment>>('/online-payments', { params: query })).data,
  markPaid: async (id: number) => (await http.post<OnlinePayment>(`/online-payments/${id}/sandbox/paid`)).data,
};

export const deskOnlinePaymentsKeys = {
  all: ['school', 'online-payments'] as const,
  list: (query: DeskOnlinePaymentsQuery) => ['school', 'online-payments', query] as const,
};
