import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { ChargePaymentReceipt, SelfInvoiceLink } from '@mikro/contracts';
import { UiProvider } from '../theme/UiProvider';
import { PaymentReceipt } from './PaymentReceipt';
import { SelfInvoiceQr } from './SelfInvoiceQr';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0,0h1v1h-1z"/></svg>';
const link: SelfInvoiceLink = { available: true, reason: null, url: 'https://erp.example.mx/autofactura/HkiYf3fLIAUa1Wd3VM23YnpX', qrSvg: svg, lastDay: '2026-11-30' };

const receipt: ChargePaymentReceipt = {
  id: 41,
  module: 2,
  branchOfficeId: 1,
  serie: 'A1',
  folio: 7,
  payer: { studentId: null, externalId: 3, familyId: null, name: 'Valeria Martínez Rivera' },
  cashier: { id: 2, name: 'Cajera' },
  gross: '800.00',
  discounts: '0.00',
  surcharges: '0.00',
  subtotal: '800.00',
  tax: '128.00',
  total: '928.00',
  received: '928.00',
  change: '0.00',
  status: 'paid',
  stamped: 0,
  notes: '',
  cancelReason: '',
  cancelledAt: null,
  createdAt: '2026-11-15T18:00:00.000Z',
  lines: [],
  methods: [],
  company: { name: 'Colegio Mikro', businessName: 'Colegio Mikro S.C.', rfc: 'CMI150101AB3', address: '', zip: '64000' },
  branchOffice: { id: 1, name: 'Matriz Centro', address: '' },
};

const inUi = (node: React.ReactNode) => render(<UiProvider>{node}</UiProvider>);

describe('SelfInvoiceQr', () => {
  it('shows the QR as an image of the server’s SVG, the link and its last day', () => {
    inUi(<SelfInvoiceQr link={link} />);
    const image = screen.getByRole('img', { name: 'Código QR para facturar esta compra' });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(screen.getByTestId('self-invoice-url')).toHaveTextContent(link.url!);
    expect(screen.getByText('Disponible hasta el 30/11/2026')).toBeInTheDocument();
  });

  it('shows nothing without a link (an invoiced or cancelled ticket prints none)', () => {
    inUi(<SelfInvoiceQr link={{ url: null, qrSvg: null, lastDay: '2026-11-30' }} />);
    expect(screen.queryByTestId('self-invoice')).toBeNull();
  });
});

describe('PaymentReceipt with a self-invoicing link', () => {
  it('prints the link on a paid receipt and not on a cancelled one', () => {
    const { unmount } = inUi(<PaymentReceipt receipt={receipt} selfInvoice={link} />);
    expect(screen.getByTestId('self-invoice')).toHaveTextContent('¿Necesita factura? Facture en línea');
    unmount();
    inUi(<PaymentReceipt receipt={{ ...receipt, status: 'cancelled', cancelReason: 'Duplicado' }} selfInvoice={link} />);
    expect(screen.queryByTestId('self-invoice')).toBeNull();
  });
});
