import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ReportsHome } from './features/dashboard/ReportsHome';
import { CatalogReportPage } from './features/reports/CatalogReportPage';
import { LegacyReportsPage } from './features/legacy/LegacyReportsPage';
import { NotFoundPanel } from '@mikro/ui';

/** mfe-reportes: reports and the dashboard. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/reportes" element={<ReportsHome />} />
        <Route path="/reportes/:module/:report" element={<CatalogReportPage />} />
        <Route path="/reportes-old" element={<LegacyReportsPage />} />
        <Route path="/reportes-old/:section" element={<LegacyReportsPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
