// Prints, as JSON, the checkout's fixed statements (see checkout.ts) with their $n placeholders, so the bench's
// pgbench ceiling runs exactly the statements the API runs:
//   node --import tsx src/modules/store/sales/print-checkout-sql.ts
import { FOLIO_STORING, OPENING_WITH_KEY, WRITE_SALE } from './checkout';

console.log(JSON.stringify({ opening: OPENING_WITH_KEY.text, writeSale: WRITE_SALE.text, folioStoring: FOLIO_STORING.text }));
