// A family's account statement (/api/school/families/:id/statement): the data, its PDF, and sending it to the tutor.
import type { FamilyStatement, FamilyStatementEmail, FamilyStatementEmailSent } from '@mikro/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '@mikro/api-client/core';
import { attachmentName, saveBlob } from './download';
import { schoolKeys } from './school';

const pathOf = (familyId: number) => `/school/families/${familyId}/statement`;

export const familyStatementApi = {
  get: async (familyId: number) => (await http.get<FamilyStatement>(pathOf(familyId))).data,
  downloadPdf: async (familyId: number) => {
    const response = await http.get<Blob>(`${pathOf(familyId)}/pdf`, { responseType: 'blob' });
    saveBlob(response.data, attachmentName(response.headers['content-disposition']) ?? `estado-de-cuenta-familia-${familyId}.pdf`);
  },
  email: async (familyId: number, body: FamilyStatementEmail) => (await http.post<FamilyStatementEmailSent>(`${pathOf(familyId)}/email`, body)).data,
};

export function useFamilyStatement(familyId: number | null) {
  return useQuery({ queryKey: schoolKeys.familyStatement(familyId ?? 0), queryFn: () => familyStatementApi.get(familyId!), enabled: familyId !== null });
}

export function useEmailFamilyStatement(familyId: number) {
  return useMutation({ mutationFn: (body: FamilyStatementEmail) => familyStatementApi.email(familyId, body) });
}
