import { InvoiceListPage } from '../../shared/InvoiceListPage';

export function InvoicesPage() {
  return <InvoiceListPage kind="invoices" />;
}
