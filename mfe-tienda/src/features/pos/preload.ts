import { queryClient } from '@mikro/api-client';
import { registerQuery } from './usePosData';

export const POS_PATH = '/ventas';

/**
 * Asks for the register as soon as the store's code runs on the point of sale, instead of after React has
 * mounted the page: the counter cannot show before the answer (an open register or the card that opens one).
 */
export function preloadPointOfSale(pathname: string): void {
  if (pathname === POS_PATH) void queryClient.prefetchQuery(registerQuery);
}
