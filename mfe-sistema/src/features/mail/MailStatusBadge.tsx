import type { MailStatus } from '@mikro/contracts';
import { Badge } from '@mikro/ui';
import { MAIL_STATUS_COLORS, MAIL_STATUS_LABELS } from './mailLabels';

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge colorPalette={MAIL_STATUS_COLORS[status]}>{MAIL_STATUS_LABELS[status]}</Badge>;
}
