import { memo } from 'react';
import type { SaleType } from '@mikro/contracts';
import { Search } from 'lucide-react';
import { Button, formatMoney, HStack, IconButton, VStack } from '@mikro/ui';

interface PayButtonsProps {
  total: string;
  empty: boolean;
  /** The button next to Cobrar (preference "Tipo de venta"); 'quotation' puts Cotizar first instead. */
  alternative: SaleType | 'quotation';
  /** Venta rápida: shown when the company sells that way (one payment with its quick-sale method). */
  quickSale: boolean;
  quickSalePending: boolean;
  quoting: boolean;
  onCheckout: (saleType?: SaleType) => void;
  onQuickSale: () => void;
  onQuote: () => void;
  onEmpty: () => void;
  /** Back to the product search (on a phone it has scrolled away above the cart). */
  onSearch: () => void;
}

const ALTERNATIVE_LABEL: Record<SaleType, string> = { regular: 'Contado', fiado: 'Fiado', deferred: 'Pagos diferidos' };

/** Cobrar (F9) with the cart's total: the one button a product added changes. */
const ChargeButton = memo(function ChargeButton({ total, empty, onCheckout }: Pick<PayButtonsProps, 'total' | 'empty' | 'onCheckout'>) {
  return (
    <Button size="lg" flex="1" colorPalette="brand" disabled={empty} onClick={() => onCheckout()}>
      Cobrar {formatMoney(total)} (F9)
    </Button>
  );
});

/** The other ways to close the sale; they change with the cart only when it empties or fills. */
const OtherButtons = memo(function OtherButtons({ empty, alternative, quickSale, quickSalePending, quoting, onCheckout, onQuickSale, onQuote, onEmpty }: Omit<PayButtonsProps, 'total' | 'onSearch'>) {
  return (
    <HStack gap="2">
      {quickSale && (
        <Button flex="1" variant="outline" disabled={empty} loading={quickSalePending} onClick={() => onQuickSale()}>
          Venta rápida
        </Button>
      )}
      {alternative !== 'quotation' && (
        <Button flex="1" variant="outline" disabled={empty} onClick={() => onCheckout(alternative)}>
          {ALTERNATIVE_LABEL[alternative]}
        </Button>
      )}
      <Button flex="1" variant={alternative === 'quotation' ? 'solid' : 'outline'} disabled={empty} loading={quoting} onClick={() => onQuote()}>
        Cotizar
      </Button>
      <Button flex="1" variant="ghost" disabled={empty} onClick={() => onEmpty()}>
        Vaciar
      </Button>
    </HStack>
  );
});

/**
 * Cobrar and the other ways to close the sale. Memoised (typing in the search re-renders the page), and split so
 * a product added re-renders Cobrar alone.
 */
export const PayButtons = memo(function PayButtons({ total, onSearch, ...others }: PayButtonsProps) {
  return (
    <VStack data-pay-bar="" align="stretch" gap="2" position={{ base: 'sticky', lg: 'static' }} pb={{ base: '2', lg: '0' }} bottom="0" bg="bg" pt="2" zIndex="1">
      <HStack gap="2">
        <ChargeButton total={total} empty={others.empty} onCheckout={others.onCheckout} />
        {/* Below the two columns the search is above the cart, out of sight once the cart grows: one press away. */}
        <IconButton size="lg" variant="outline" aria-label="Ir a la búsqueda de productos" hideFrom="lg" onClick={onSearch}>
          <Search aria-hidden="true" />
        </IconButton>
      </HStack>
      <OtherButtons {...others} />
    </VStack>
  );
});
