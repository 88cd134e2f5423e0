import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CompanyPage } from './features/company/CompanyPage';
import { CreditNotesPage } from './features/credit-notes/CreditNotesPage';
import { CustomerFiscalDataPage } from './features/customers/CustomerFiscalDataPage';
import { FoliosPage } from './features/folios/FoliosPage';
import { GlobalInvoicePage } from './features/global/GlobalInvoicePage';
import { InvoicesPage } from './features/invoices/InvoicesPage';
import { PpdInvoicesPage } from './features/ppd/PpdInvoicesPage';
import { SatKeysPage } from './features/sat-keys/SatKeysPage';
import { InvoiceStatusPage } from './features/status/InvoiceStatusPage';
import { NotFoundPanel } from '@mikro/ui';

/** mfe-facturacion: CFDI 4.0 invoicing. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/empresa" element={<CompanyPage />} />
        <Route path="/facturas" element={<InvoicesPage />} />
        <Route path="/facturas/global" element={<GlobalInvoicePage />} />
        <Route path="/facturas/ppd" element={<PpdInvoicesPage />} />
        <Route path="/facturas/clientes" element={<CustomerFiscalDataPage />} />
        <Route path="/notas-credito" element={<CreditNotesPage />} />
        <Route path="/FacturaStatus" element={<InvoiceStatusPage />} />
        <Route path="/folios" element={<FoliosPage />} />
        <Route path="/sat/invoice-keys" element={<SatKeysPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
