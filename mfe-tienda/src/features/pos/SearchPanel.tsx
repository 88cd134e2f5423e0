import { memo, useState, type RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { classificationsApi, productsApi, resourceKeys, toApiError } from '@mikro/api-client';
import type { Product, StoreClassification } from '@mikro/contracts';
import { Box, Button, EmptyState, ErrorState, HStack, Input, LoadingState, Text, VStack } from '@mikro/ui';
import { MENU_GROUPS_QUERY, menuQuery, menuSorted } from '../../shared/menuOrder';
import { ProductResults } from './ProductResults';
import { prefetchProductSearch, useFavorites, useProductSearch } from './usePosData';

interface SearchPanelProps {
  text: string;
  onText: (text: string) => void;
  /** Enter with a term: the exact code or the only result goes to the cart. */
  onEnter: (term: string, current: Product[]) => void;
  view: 'list' | 'cards';
  onAdd: (product: Product) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

const FAVORITES = 'favoritos';
type Tab = typeof FAVORITES | number | null;

/** The cards view's tabs: favourites, then the menu's groups in the order of /tienda/menu, then the products without one. */
const MenuTabs = memo(function MenuTabs({ onAdd }: { onAdd: (product: Product) => void }) {
  const [tab, setTab] = useState<Tab>(FAVORITES);
  const favorites = useFavorites();
  const groups = useQuery({
    queryKey: resourceKeys.list(classificationsApi, MENU_GROUPS_QUERY),
    queryFn: () => classificationsApi.list(MENU_GROUPS_QUERY) as Promise<StoreClassification[]>,
    staleTime: 300_000,
  });
  const groupId = tab === FAVORITES ? undefined : tab;
  const groupProducts = useQuery({
    queryKey: resourceKeys.list(productsApi, menuQuery(groupId ?? null)),
    queryFn: async () => menuSorted((await productsApi.list(menuQuery(groupId ?? null))) as Product[]),
    enabled: groupId !== undefined,
  });
  const tabs: { key: Tab; label: string }[] = [
    { key: FAVORITES, label: 'Favoritos' },
    ...(groups.data ?? []).map((group) => ({ key: group.id, label: group.name })),
    { key: null, label: 'Sin clasificación' },
  ];
  const products = tab === FAVORITES ? favorites : groupProducts;
  return (
    <VStack align="stretch" gap="2">
      <HStack role="tablist" aria-label="Grupos del menú" gap="1" overflowX="auto" pb="1">
        {tabs.map((item) => (
          <Button key={String(item.key)} role="tab" aria-selected={tab === item.key} size="sm" flexShrink={0} variant={tab === item.key ? 'solid' : 'outline'} onClick={() => setTab(item.key)}>
            {item.label}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel">
        {products.isLoading ? (
          <LoadingState />
        ) : (products.data ?? []).length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {tab === FAVORITES ? 'Marque productos como favoritos para tenerlos a un clic.' : 'Este grupo no tiene productos activos.'}
          </Text>
        ) : (
          <ProductResults products={products.data ?? []} view="cards" onAdd={onAdd} />
        )}
      </Box>
    </VStack>
  );
});

const Favorites = memo(function Favorites({ onAdd }: { onAdd: (product: Product) => void }) {
  const favorites = useFavorites();
  return (
    <Box>
      <Text fontWeight="medium" mb="2">
        Favoritos
      </Text>
      {favorites.isLoading ? null : (favorites.data ?? []).length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Marque productos como favoritos para tenerlos a un clic.
        </Text>
      ) : (
        <ProductResults products={favorites.data ?? []} view="list" onAdd={onAdd} />
      )}
    </Box>
  );
});

/** The product search (name, code or barcode) with its results, or the menu when nothing is typed. Memoised: adding a product re-renders the cart, not the search. */
export const SearchPanel = memo(function SearchPanel({ text, onText, onEnter, view, onAdd, searchRef }: SearchPanelProps) {
  const client = useQueryClient();
  const results = useProductSearch(text);
  const shown = text.trim() ? (results.data ?? []) : [];
  // Enter must not act on the previous text's results while the new ones load.
  const current = results.isPlaceholderData ? [] : shown;
  return (
    <VStack align="stretch" gap="3" minW="0">
      <Input
        ref={searchRef}
        data-barcode-target
        autoFocus
        size="lg"
        placeholder="Buscar por nombre, código o código de barras (F2)"
        aria-label="Buscar producto"
        value={text}
        onChange={(event) => {
          prefetchProductSearch(client, event.target.value);
          onText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim()) {
            event.preventDefault();
            onEnter(text.trim(), current);
          }
        }}
      />
      {text.trim() ? (
        results.isLoading && !results.data ? (
          <LoadingState label="Buscando…" />
        ) : results.error && !results.isFetching ? (
          // A refused or failed search is not an empty one: it used to read Sin coincidencias.
          <ErrorState message={`No se pudo buscar: ${toApiError(results.error).message}`} onRetry={() => void results.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title="Sin coincidencias" description="Pruebe con otro nombre, código o código de barras." />
        ) : (
          <ProductResults products={shown} view={view} onAdd={onAdd} />
        )
      ) : null}
      {/* The menu stays mounted, hidden, while a search is typed: a scan that clears the search shows it again
          without building its list anew. */}
      <Box hidden={Boolean(text.trim())}>{view === 'cards' ? <MenuTabs onAdd={onAdd} /> : <Favorites onAdd={onAdd} />}</Box>
    </VStack>
  );
});
