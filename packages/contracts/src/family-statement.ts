// A family's account statement: every child's school statement, one total, and the movements of all of them
// in date order, each naming its child, with the family's running balance.
import type { AccountStatement, AccountStatementMovement } from './school';

export interface FamilyStatementMovement extends AccountStatementMovement {
  studentId: number;
  studentName: string;
}

/** GET /api/school/families/:id/statement (…/pdf: the same as a PDF; POST …/email sends that PDF to the tutor). */
export interface FamilyStatement {
  family: { id: number; name: string; tutorName: string; email: string };
  today: string;
  children: AccountStatement[];
  movements: FamilyStatementMovement[];
  totals: AccountStatement['totals'];
}

/** POST /api/school/families/:id/statement/email: to the family's e-mail unless another address is given. */
export interface FamilyStatementEmail {
  to?: string;
}

export interface FamilyStatementEmailSent {
  messageId: number;
  to: string;
}
