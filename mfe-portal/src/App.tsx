import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPanel } from '@mikro/ui';
import { ChildrenPage } from './features/children/ChildrenPage';
import { StatementPage } from './features/statement/StatementPage';
import { ReceiptsPage } from './features/receipts/ReceiptsPage';
import { PayPage } from './features/pay/PayPage';
import { AccountPage } from './features/account/AccountPage';

/** mfe-portal: the families' portal, what a tutor reads of their own family. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/portal" element={<ChildrenPage />} />
        <Route path="/portal/estado-de-cuenta" element={<StatementPage />} />
        <Route path="/portal/recibos" element={<ReceiptsPage />} />
        <Route path="/portal/pagar" element={<PayPage />} />
        <Route path="/portal/mis-datos" element={<AccountPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
