// Rows of the billing catalogue: the invoicing companies, as the generic CRUD engine serves them
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.

export interface InvoiceCompany {
  id: number;
  companyId: number;
  name: string;
  rfc: string;
  businessName: string;
  regime: string;
  zip: string;
  email: string;
  serie: string;
  folio: number;
  cerCSD: string | null;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InvoiceCompanyInput {
  name: string;
  rfc: string;
  businessName: string;
  zip: string;
  regime?: string;
  email?: string;
  serie?: string;
  folio?: number;
  cerCSD?: string | null;
  isActive?: boolean;
}
