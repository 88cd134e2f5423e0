// The online-payment calls of the portal (/api/portal/online-payments…): how the family may pay, paying the chosen
// charges, the family's recent online payments and giving up an unpaid reference.
import type { OnlinePayment, OnlinePaymentOptions, StartOnlinePaymentRequest } from '@mikro/contracts';
import { http, portalKeys } from '@mikro/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const onlinePaymentsApi = {
  options: async () => (await http.get<OnlinePaymentOptions>('/portal/online-payments/options')).data,
  list: async () => (await http.get<OnlinePayment[]>('/portal/online-payments')).data,
  pay: async (body: StartOnlinePaymentRequest) => (await http.post<OnlinePayment>('/portal/online-payments', body)).data,
  cancel: async (id: number) => (await http.post<OnlinePayment>(`/portal/online-payments/${id}/cancel`)).data,
};

export function usePaymentOptions() {
  return useQuery({ queryKey: portalKeys.onlinePaymentOptions(), queryFn: onlinePaymentsApi.options, staleTime: Infinity });
}

export function useOnlinePayments() {
  return useQuery({ queryKey: portalKeys.onlinePayments(), queryFn: onlinePaymentsApi.list });
}

/** After a payment or a cancelled reference, every portal read (children, statement, receipts, this list) is stale. */
function useRefreshPortal() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portalKeys.all });
}

export function usePay() {
  const refresh = useRefreshPortal();
  return useMutation({ mutationFn: (body: StartOnlinePaymentRequest) => onlinePaymentsApi.pay(body), onSuccess: refresh, onError: refresh });
}

export function useCancelReference() {
  const refresh = useRefreshPortal();
  return useMutation({ mutationFn: (id: number) => onlinePaymentsApi.cancel(id), onSuccess: refresh });
}
