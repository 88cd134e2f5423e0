// Prints, as JSON, the payment's fixed statements (see statements.ts) with their $n placeholders, the names the
// API PREPAREs them under and what it sends before the opening, so the bench's pgbench ceiling sends exactly the
// messages the API sends:
//   node --import tsx src/modules/payments/print-payment-sql.ts
import { FOLIO, OPENING_WITH_KEY, WRITE_PAYMENT } from './statements';
import { OPENING_MESSAGE, preparedName, type FixedStatement } from './transaction';

const named = (statement: FixedStatement) => ({ name: preparedName(statement), text: statement.text });
console.log(JSON.stringify({ begin: OPENING_MESSAGE, opening: named(OPENING_WITH_KEY), write: named(WRITE_PAYMENT), folio: named(FOLIO) }));
