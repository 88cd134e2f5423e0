// The tutor's «Mis datos» (the family's fiscal data), «Facturar» a receipt and its invoice's files, and the desk's list
// of e-mails sent to a family — beside portal.ts, which holds the portal's reads and the tutor invitations.
import type { FamilyMessage, PortalAccount, PortalFiscalData, PortalReceipt, SelfInvoiceResult } from '@mikro/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';
import { attachmentName, saveBlob } from './download';
import { portalKeys } from './portal';

export const portalAccountKeys = {
  account: () => ['portal', 'account'] as const,
  familyMessages: (familyId: number) => ['portal', 'family-messages', familyId] as const,
};

type PortalInvoice = PortalReceipt['invoices'][number];

export const portalAccountApi = {
  account: async () => (await http.get<PortalAccount>('/portal/account')).data,
  saveFiscalData: async (body: PortalFiscalData) => (await http.put<PortalAccount>('/portal/account/fiscal-data', body)).data,
  invoiceReceipt: async (receiptId: number) => (await http.post<SelfInvoiceResult>(`/portal/receipts/${receiptId}/invoice`)).data,
  /** Saves one of the family's invoices as the server names it (serie-folio_uuid.xml / .pdf). */
  downloadInvoice: async (invoice: Pick<PortalInvoice, 'id' | 'serie' | 'folio'>, format: 'xml' | 'pdf') => {
    const response = await http.get<Blob>(`/portal/invoices/${invoice.id}/${format}`, { responseType: 'blob' });
    saveBlob(response.data, attachmentName(response.headers['content-disposition']) ?? `factura-${invoice.serie}-${invoice.folio}.${format}`);
  },
  familyMessages: async (familyId: number) => (await http.get<FamilyMessage[]>(`/portal/families/${familyId}/messages`)).data,
};

export function usePortalAccount() {
  return useQuery({ queryKey: portalAccountKeys.account(), queryFn: portalAccountApi.account });
}

export function useSaveFiscalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalFiscalData) => portalAccountApi.saveFiscalData(body),
    onSuccess: (account) => client.setQueryData(portalAccountKeys.account(), account),
  });
}

/** «Facturar»: on success the receipts are read again (the receipt now shows its invoice). */
export function useInvoiceReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: number) => portalAccountApi.invoiceReceipt(receiptId),
    onSettled: () => client.invalidateQueries({ queryKey: portalKeys.allReceipts }),
  });
}

export function useFamilyMessages(familyId: number) {
  return useQuery({ queryKey: portalAccountKeys.familyMessages(familyId), queryFn: () => portalAccountApi.familyMessages(familyId) });
}
