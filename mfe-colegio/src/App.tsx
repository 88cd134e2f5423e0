import { NotFoundPanel } from '@mikro/ui';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AttendancePage } from './features/attendance/AttendancePage';
import { FamiliesPage } from './features/families/FamiliesPage';
import { FamilyInfoPage } from './features/families/FamilyInfoPage';
import { FeeCounterPage } from './features/fee-counter/FeeCounterPage';
import { PaymentHistoryPage } from './features/payment-history/PaymentHistoryPage';
import { OnlinePaymentsPage } from './features/online-payments/OnlinePaymentsPage';
import { MassEnrolmentPage } from './features/mass-enrolment/MassEnrolmentPage';
import { ImportDropsPage, ImportEnrolmentPage, PreviewTablePage, ResultDataPage, SelectImportsPage, UploadFilePage } from './features/enrolment-import/ImportScreens';
import { ImportKindPage, SchoolImportPage } from './features/imports/ImportPages';
import { ProspectDetailPage } from './features/prospects/ProspectDetailPage';
import { ProspectsPage } from './features/prospects/ProspectsPage';
import { StudentProfilePage } from './features/student-profile/StudentProfilePage';
import { StudentRecordPage } from './features/students/StudentRecordPage';
import { StudentsPage } from './features/students/StudentsPage';
import { TeacherInfoPage } from './features/teachers/TeacherInfoPage';
import { TeachersPage } from './features/teachers/TeachersPage';
import { PaymentPlansPage } from './features/payment-plans/PaymentPlansPage';
import { PlanConceptsPage } from './features/payment-plans/PlanConceptsPage';
import { SchoolConceptsPage } from './features/payment-plans/SchoolConceptsPage';
import {
  ClassroomsPage,
  CyclesPage,
  GradesPage,
  LevelsPage,
  ModalitiesPage,
  StudyPlansPage,
  SubjectAssignmentsPage,
  SubjectsPage,
  VariantsPage,
} from './features/school-control/CatalogPages';

/** mfe-colegio: the school (colegio). Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/alumnos" element={<StudentsPage importPath="/alumnos/importar" massEnrolPath="/colegio/alumnos/inscripcionesMasivas" />} />
        <Route path="/colegio/alumnos" element={<StudentsPage importPath="/colegio/alumnos/importar" massEnrolPath="/colegio/alumnos/inscripcionesMasivas" />} />
        <Route path="/alumnos/importar" element={<ImportKindPage kind="students" title="Importar alumnos" backTo="/alumnos" />} />
        <Route path="/colegio/alumnos/importar" element={<ImportKindPage kind="students" title="Importar alumnos del colegio" backTo="/colegio/alumnos" />} />
        <Route path="/alumnos/:idalum" element={<StudentRecordPage />} />
        <Route path="/colegio/alumnos/perfil/:idalum?/:idac?" element={<StudentProfilePage />} />
        <Route path="/familias" element={<FamiliesPage />} />
        <Route path="/familias/informacion/:id?" element={<FamilyInfoPage />} />
        <Route path="/familias/:id" element={<FamilyInfoPage />} />
        <Route path="/prospectos" element={<ProspectsPage />} />
        <Route path="/prospectos/importar" element={<ImportKindPage kind="prospects" title="Importar prospectos" backTo="/prospectos" />} />
        <Route path="/prospectos/:idalum" element={<ProspectDetailPage />} />
        <Route path="/maestros" element={<TeachersPage />} />
        <Route path="/maestros/informacion" element={<TeacherInfoPage />} />
        <Route path="/colegio/ctrlescolar/docentes" element={<TeachersPage title="Docentes" />} />
        <Route path="/colegio/importar" element={<SchoolImportPage />} />
        <Route path="/colegio/cobros" element={<FeeCounterPage />} />
        <Route path="/colegio/cobros/historial" element={<PaymentHistoryPage />} />
        <Route path="/colegio/cobros/en-linea" element={<OnlinePaymentsPage />} />
        <Route path="/colegio/inscripcionesMasivas" element={<MassEnrolmentPage />} />
        <Route path="/colegio/alumnos/inscripcionesMasivas" element={<MassEnrolmentPage />} />
        <Route path="/colegio/alumnos/inscripcion/SelectImports" element={<SelectImportsPage />} />
        <Route path="/colegio/alumnos/inscripcion/FormUploadFIle" element={<UploadFilePage />} />
        <Route path="/colegio/alumnos/inscripcion/TableInscriptionXlsx" element={<PreviewTablePage />} />
        <Route path="/colegio/alumnos/inscripcion/importarInscripcion" element={<ImportEnrolmentPage />} />
        <Route path="/colegio/alumnos/inscripcion/ImportarBajaAlumno" element={<ImportDropsPage />} />
        <Route path="/colegio/alumnos/inscripcion/ResultData" element={<ResultDataPage />} />
        <Route path="/colegio/ctrlescolar/ciclos" element={<CyclesPage />} />
        <Route path="/colegio/ctrlescolar/grados" element={<GradesPage />} />
        <Route path="/colegio/ctrlescolar/grupos" element={<ClassroomsPage />} />
        <Route path="/colegio/ctrlescolar/grupos/:id/asistencia" element={<AttendancePage />} />
        <Route path="/colegio/ctrlescolar/materias" element={<SubjectsPage />} />
        <Route path="/colegio/ctrlescolar/MateriasGrupos" element={<SubjectAssignmentsPage />} />
        <Route path="/colegio/ctrlescolar/modalidades" element={<ModalitiesPage />} />
        <Route path="/colegio/ctrlescolar/niveles" element={<LevelsPage />} />
        <Route path="/colegio/ctrlescolar/planes" element={<StudyPlansPage />} />
        <Route path="/colegio/ctrlescolar/variantes" element={<VariantsPage />} />
        <Route path="/colegio/ctrlescolar/planes-pago-colegio" element={<PaymentPlansPage />} />
        <Route path="/colegio/ctrlescolar/planes-pago-colegio/:id?/concepts" element={<PlanConceptsPage />} />
        <Route path="/colegio/alumnos/planestudios/conceptos" element={<SchoolConceptsPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
