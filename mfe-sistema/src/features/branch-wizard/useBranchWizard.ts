// The branch wizard's data: the existing offices, one office as the wizard edits it, and saving it. A save
// refetches every administration read and the branch-office lists (the users screen's selector too).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BranchWizardInput } from '@mikro/contracts';
import { adminApi, adminKeys, branchOfficesApi, queryKeys } from '@mikro/api-client';

export function useBranchOffices() {
  return useQuery({ queryKey: queryKeys.branchOffices.list(), queryFn: () => branchOfficesApi.list() });
}

export function useBranchWizardRecord(id: number | null) {
  return useQuery({ queryKey: adminKeys.branchWizard(id), queryFn: () => adminApi.branchOffice(id as number), enabled: id !== null });
}

/** Creates the office (no id; answers the new id) or replaces it; resolves once the reads are refetched. */
export function useSaveBranchOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: BranchWizardInput }): Promise<{ id: number }> => {
      if (!id) return adminApi.createBranchOffice(input);
      await adminApi.updateBranchOffice(id, input);
      return { id };
    },
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminKeys.all }), client.invalidateQueries({ queryKey: queryKeys.branchOffices.all })]),
  });
}
