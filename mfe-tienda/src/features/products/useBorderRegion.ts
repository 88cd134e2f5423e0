// Whether the branch office the user works in is in SAT's border region, the only place where a product may be
// taxed at IVA 8 % (docs/adr/0036-border-region-iva-per-branch-office.md). The flag is a fiscal setting of /empresa.
import { useQuery } from '@tanstack/react-query';
import { billingApi, billingKeys } from '@mikro/api-client';
import { useSession } from '@mikro/session';

/**
 * True only when the API says the current branch office is in the border region. Anything else (not marked, not
 * yet known, or the flags not readable by this user) means no: the form then does not offer 8 %, which the sale
 * would refuse anyway.
 */
export function useBorderRegion(): boolean {
  const { currentBranchOffice } = useSession();
  const officeId = currentBranchOffice?.id ?? null;
  const { data } = useQuery({
    queryKey: billingKeys.borderRegion(),
    queryFn: billingApi.borderRegions,
    enabled: officeId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data?.some((office) => office.id === officeId && office.borderRegion) ?? false;
}
