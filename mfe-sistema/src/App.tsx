import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { EmptyState } from '@mikro/ui';
import { UsersPage } from './features/users/UsersPage';

/** mfe-sistema: the institution's administration. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/usuarios" element={<UsersPage />} />
        <Route path="*" element={<EmptyState title="Esta sección aún no está disponible" description="El administrador del sistema la habilitará en una próxima versión." />} />
      </Routes>
    </BrowserRouter>
  );
}
