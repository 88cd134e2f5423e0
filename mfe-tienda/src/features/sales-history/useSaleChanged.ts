import { useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@mikro/api-client';
import type { SaleDetail } from '@mikro/contracts';

/** After a write answered with the sale as it now is: the detail shows it, the history's lists ask again. */
export function useSaleChanged(saleId: number) {
  const client = useQueryClient();
  return async (next: SaleDetail) => {
    client.setQueryData(salesKeys.detail(saleId), next);
    await client.invalidateQueries({ queryKey: salesKeys.lists() });
  };
}
