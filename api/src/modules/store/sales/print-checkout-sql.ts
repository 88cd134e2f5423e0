// Prints, as JSON, the checkout's fixed statements (see checkout.ts) with their $n placeholders, so the bench's
// pgbench ceiling runs exactly the statements the API runs:
//   node --import tsx src/modules/store/sales/print-checkout-sql.ts
import { CLAIM_AND_REGISTER, FOLIO_STORING, WRITE_SALE } from './checkout';

console.log(JSON.stringify({ claimAndRegister: CLAIM_AND_REGISTER.text, writeSale: WRITE_SALE.text, folioStoring: FOLIO_STORING.text }));
