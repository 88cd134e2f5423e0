import { InvoiceListPage } from '../../shared/InvoiceListPage';

export function CreditNotesPage() {
  return <InvoiceListPage kind="credit-notes" />;
}
