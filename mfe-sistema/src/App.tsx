import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { UsersPage } from './features/users/UsersPage';
import { RolesPage } from './features/roles/RolesPage';
import { ActionsPage } from './features/actions/ActionsPage';
import { RoutesPage } from './features/routes/RoutesPage';
import { RoutesOldPage } from './features/routes/RoutesOldPage';
import { ExtraChargesPage } from './features/extra-charges/ExtraChargesPage';
import { CampusesPage } from './features/campuses/CampusesPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { BanksPage } from './features/banks/BanksPage';
import { BranchWizardPage } from './features/branch-wizard/BranchWizardPage';
import { FixedAssetsPage } from './features/fixed-assets/FixedAssetsPage';
import { ImportPage } from './features/imports/ImportPage';
import { BulkUpdatePage } from './features/bulk-update/BulkUpdatePage';
import { MailPage } from './features/mail/MailPage';
import { NotFoundPanel } from '@mikro/ui';

/** mfe-sistema: the institution's administration. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/usuarios" element={<UsersPage />} />
        <Route path="/roles" element={<RolesPage />} />
        <Route path="/acciones" element={<ActionsPage />} />
        <Route path="/rutas" element={<RoutesPage />} />
        <Route path="/rutas/old" element={<RoutesOldPage />} />
        <Route path="/system/cargosextra" element={<ExtraChargesPage />} />
        <Route path="/campus" element={<CampusesPage variant="campus" />} />
        <Route path="/institucion/planteles" element={<CampusesPage variant="plantel" />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/bancos" element={<BanksPage />} />
        <Route path="/newbranch/:id?" element={<BranchWizardPage />} />
        <Route path="/system/activos-fijos" element={<FixedAssetsPage />} />
        <Route path="/importar" element={<ImportPage />} />
        <Route path="/update" element={<BulkUpdatePage />} />
        <Route path="/system/correos" element={<MailPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
