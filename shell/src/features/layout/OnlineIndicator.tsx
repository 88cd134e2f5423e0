import { useAtomValue } from 'jotai';
import { onlineAtom } from '@mikro/session';
import { Badge } from '@mikro/ui/core';

export function OnlineIndicator() {
  const online = useAtomValue(onlineAtom);
  return (
    <Badge colorPalette={online ? 'green' : 'red'} variant="subtle" role="status" aria-live="polite">
      {online ? 'En línea' : 'Sin conexión'}
    </Badge>
  );
}
