import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoadingState, NotFoundPanel } from '@mikro/ui';
import { PosPage } from './features/pos/PosPage';
import { POS_PATH } from './features/pos/preload';

/** A page's own chunk, loaded when its route is first shown: the counter's start-up does not evaluate the rest of the store. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SalesHistoryPage = lazyPage(() => import('./features/sales-history/SalesHistoryPage'), 'SalesHistoryPage');
const TransactionsPage = lazyPage(() => import('./features/transactions/TransactionsPage'), 'TransactionsPage');
const ClientsPage = lazyPage(() => import('./features/clients/ClientsPage'), 'ClientsPage');
const ClientStatementPage = lazyPage(() => import('./features/clients/ClientStatementPage'), 'ClientStatementPage');
const ImportClientsPage = lazyPage(() => import('./features/imports/ImportRoutes'), 'ImportClientsPage');
const ImportProductsPage = lazyPage(() => import('./features/imports/ImportRoutes'), 'ImportProductsPage');
const ProductsPage = lazyPage(() => import('./features/products/ProductsPage'), 'ProductsPage');
const ClassificationsPage = lazyPage(() => import('./features/catalogs/ClassificationsPage'), 'ClassificationsPage');
const PriceListsPage = lazyPage(() => import('./features/catalogs/PriceListsPage'), 'PriceListsPage');
const ProvidersPage = lazyPage(() => import('./features/catalogs/ProvidersPage'), 'ProvidersPage');
const MenuPage = lazyPage(() => import('./features/menu/MenuPage'), 'MenuPage');
const OrdersPage = lazyPage(() => import('./features/warehouse/OrdersPage'), 'OrdersPage');
const OrderEditPage = lazyPage(() => import('./features/warehouse/OrderEditPage'), 'OrderEditPage');
const ReceivePage = lazyPage(() => import('./features/warehouse/ReceivePage'), 'ReceivePage');

/** mfe-tienda: the store. Which feature serves which URL; the point of sale comes with the remote, every other page in its own chunk. */
export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path={POS_PATH} element={<PosPage />} />
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
      </Suspense>
    </BrowserRouter>
  );
}
