import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FamiliesPage } from './features/families/FamiliesPage';
import { FamilyInfoPage } from './features/families/FamilyInfoPage';
import { ImportKindPage, SchoolImportPage } from './features/imports/ImportPages';
import { ProspectDetailPage } from './features/prospects/ProspectDetailPage';
import { ProspectsPage } from './features/prospects/ProspectsPage';
import { StudentRecordPage } from './features/students/StudentRecordPage';
import { StudentsPage } from './features/students/StudentsPage';
import { TeachersPage } from './features/teachers/TeachersPage';
import { NotFoundPanel } from './shared/NotFoundPanel';

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
        <Route path="/familias" element={<FamiliesPage />} />
        <Route path="/familias/informacion/:id?" element={<FamilyInfoPage />} />
        <Route path="/familias/:id" element={<FamilyInfoPage />} />
        <Route path="/prospectos" element={<ProspectsPage />} />
        <Route path="/prospectos/importar" element={<ImportKindPage kind="prospects" title="Importar prospectos" backTo="/prospectos" />} />
        <Route path="/prospectos/:idalum" element={<ProspectDetailPage />} />
        <Route path="/maestros" element={<TeachersPage />} />
        <Route path="/colegio/ctrlescolar/docentes" element={<TeachersPage title="Docentes" />} />
        <Route path="/colegio/importar" element={<SchoolImportPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
