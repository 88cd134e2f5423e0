// The families' portal (/api/portal/…): what a signed-in tutor reads of their family, and the desk's invitations
// of a family's tutors.
import type { FamilyTutor, InviteTutorRequest, Paginated, PortalChildren, PortalProfile, PortalReceipt, PortalStatement, TutorInvitation } from '@mikro/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';
import { saveBlob } from './download';

export interface PortalReceiptsQuery {
  studentId?: number;
  page?: number;
  limit?: number;
}

export const portalKeys = {
  all: ['portal'] as const,
  me: () => ['portal', 'me'] as const,
  children: () => ['portal', 'children'] as const,
  statement: (studentId?: number) => ['portal', 'statement', studentId ?? null] as const,
  /** Every page of receipts (`receipts` with no query) or one page. */
  allReceipts: ['portal', 'receipts'] as const,
  receipts: (query: PortalReceiptsQuery) => ['portal', 'receipts', query] as const,
  onlinePaymentOptions: () => ['portal', 'online-payments', 'options'] as const,
  onlinePayments: () => ['portal', 'online-payments', 'list'] as const,
  tutors: (familyId: number) => ['portal', 'tutors', familyId] as const,
};

export const portalApi = {
  me: async () => (await http.get<PortalProfile>('/portal/me')).data,
  children: async () => (await http.get<PortalChildren>('/portal/children')).data,
  statement: async (studentId?: number) => (await http.get<PortalStatement>('/portal/statement', studentId ? { params: { studentId } } : undefined)).data,
  receipts: async (query: PortalReceiptsQuery) => (await http.get<Paginated<PortalReceipt>>('/portal/receipts', { params: query })).data,
  /** Saves one of the family's receipts as the PDF the school prints (recibo-<serie>-<folio>.pdf). */
  downloadReceipt: async (receipt: Pick<PortalReceipt, 'id' | 'serie' | 'folio'>) =>
    saveBlob((await http.get<Blob>(`/portal/receipts/${receipt.id}/pdf`, { responseType: 'blob' })).data, `recibo-${receipt.serie}-${receipt.folio}.pdf`),
  tutors: async (familyId: number) => (await http.get<FamilyTutor[]>(`/portal/families/${familyId}/tutors`)).data,
  inviteTutor: async (familyId: number, body: InviteTutorRequest) => (await http.post<TutorInvitation>(`/portal/families/${familyId}/tutors`, body)).data,
};

export function usePortalProfile() {
  return useQuery({ queryKey: portalKeys.me(), queryFn: portalApi.me });
}

export function usePortalChildren() {
  return useQuery({ queryKey: portalKeys.children(), queryFn: portalApi.children });
}

export function usePortalStatement(studentId?: number) {
  return useQuery({ queryKey: portalKeys.statement(studentId), queryFn: () => portalApi.statement(studentId), placeholderData: keepPreviousData });
}

export function usePortalReceipts(query: PortalReceiptsQuery) {
  return useQuery({ queryKey: portalKeys.receipts(query), queryFn: () => portalApi.receipts(query), placeholderData: keepPreviousData });
}

export function useFamilyTutors(familyId: number) {
  return useQuery({ queryKey: portalKeys.tutors(familyId), queryFn: () => portalApi.tutors(familyId) });
}

export function useInviteTutor(familyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteTutorRequest) => portalApi.inviteTutor(familyId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.tutors(familyId) }),
  });
}
