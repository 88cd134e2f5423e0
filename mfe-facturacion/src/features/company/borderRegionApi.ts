// /empresa's calls for the branch offices in SAT's border region (docs/adr/0036-border-region-iva-per-branch-office.md).
import { http } from '@mikro/api-client';

export interface BranchBorderRegion {
  id: number;
  name: string;
  borderRegion: boolean;
}

export const borderRegionApi = {
  list: async () => (await http.get<BranchBorderRegion[]>('/billing/border-region')).data,
  set: async ({ id, borderRegion }: { id: number; borderRegion: boolean }) => (await http.patch<BranchBorderRegion>(`/billing/border-region/${id}`, { borderRegion })).data,
};
