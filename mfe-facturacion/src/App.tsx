import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPanel } from './shared/NotFoundPanel';

/** mfe-facturacion: CFDI 4.0 invoicing. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
