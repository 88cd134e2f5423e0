import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPanel } from '@mikro/ui';
import { ProductsPage } from './features/products/ProductsPage';
import { ClassificationsPage } from './features/catalogs/ClassificationsPage';
import { PriceListsPage } from './features/catalogs/PriceListsPage';
import { ProvidersPage } from './features/catalogs/ProvidersPage';
import { PosPage } from './features/pos/PosPage';
import { SalesHistoryPage } from './features/sales-history/SalesHistoryPage';
import { TransactionsPage } from './features/transactions/TransactionsPage';
import { ClientsPage } from './features/clients/ClientsPage';
import { ClientStatementPage } from './features/clients/ClientStatementPage';
import { OrdersPage } from './features/warehouse/OrdersPage';
import { OrderEditPage } from './features/warehouse/OrderEditPage';
import { ReceivePage } from './features/warehouse/ReceivePage';
import { MenuPage } from './features/menu/MenuPage';
import { ImportClientsPage, ImportProductsPage } from './features/imports/ImportRoutes';

/** mfe-tienda: the store. Which feature serves which URL. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/ventas" element={<PosPage />} />
        <Route path="/sales-history" element={<SalesHistoryPage />} />
        <Route path="/mini-store/transactions" element={<TransactionsPage />} />
        <Route path="/clientes" element={<ClientsPage />} />
        <Route path="/clientes/importar" element={<ImportClientsPage />} />
        <Route path="/clientes/:idalum" element={<ClientStatementPage />} />
        <Route path="/tienda/productos" element={<ProductsPage />} />
        <Route path="/tienda/productos/importar" element={<ImportProductsPage />} />
        <Route path="/tienda/clasificaciones" element={<ClassificationsPage />} />
        <Route path="/tienda/listasprecios" element={<PriceListsPage />} />
        <Route path="/tienda/menu" element={<MenuPage />} />
        <Route path="/tienda/almacen/pedidos" element={<OrdersPage />} />
        <Route path="/tienda/almacen/orden/:idOrden?" element={<OrderEditPage />} />
        <Route path="/tienda/almacen/surtir/:idOrden?" element={<ReceivePage />} />
        <Route path="/tienda/almacen/proveedores" element={<ProvidersPage />} />
        <Route path="*" element={<NotFoundPanel />} />
      </Routes>
    </BrowserRouter>
  );
}
