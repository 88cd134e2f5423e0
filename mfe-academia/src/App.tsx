import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPanel } from './shared/NotFoundPanel';

/** mfe-academia: the academies. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
