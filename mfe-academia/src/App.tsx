import { AttendancePage } from './features/attendance/AttendancePage';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ActivitiesPage } from './features/activities/ActivitiesPage';
import { ConceptsPage } from './features/concepts/ConceptsPage';
import { CounterPage } from './features/counter/CounterPage';
import { DropsPage } from './features/drops/DropsPage';
import { ExternalRecordPage } from './features/externals/ExternalRecordPage';
import { ExternalsPage } from './features/externals/ExternalsPage';
import { GroupsPage } from './features/groups/GroupsPage';
import { InscriptionsPage } from './features/inscriptions/InscriptionsPage';
import { PaymentsPage } from './features/payments/PaymentsPage';
import { TeachersPage } from './features/teachers/TeachersPage';
import { NotFoundPanel } from '@mikro/ui';

/** mfe-academia: the academies. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/academias/actividades" element={<ActivitiesPage />} />
        <Route path="/academias/grupos" element={<GroupsPage />} />
        <Route path="/academias/grupos/:id/asistencia" element={<AttendancePage />} />
        <Route path="/academias/configuracion/grupos" element={<GroupsPage mode="config" />} />
        <Route path="/academias/conceptos" element={<ConceptsPage />} />
        <Route path="/academias/inscripciones" element={<InscriptionsPage />} />
        <Route path="/academias/externos" element={<ExternalsPage />} />
        <Route path="/externos" element={<ExternalsPage />} />
        <Route path="/externos/:idalum" element={<ExternalRecordPage />} />
        <Route path="/academias/pagos" element={<CounterPage />} />
        <Route path="/academias/payments" element={<PaymentsPage />} />
        <Route path="/academias/bajas" element={<DropsPage />} />
        <Route path="/academias/Maestro" element={<TeachersPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
