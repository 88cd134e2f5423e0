// Rows of the academy catalogues: activities, groups, inscriptions, externals, concepts, as the generic CRUD engine serves them
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.
import type { DecimalString, TaxObject } from '../common';
import type { Student, Teacher } from './school';
import type { CycleRecord } from './system';

export interface AcademyActivity {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  category: string;
  /** An uploaded picture's url or ''. */
  picture: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=groups. */
  groups?: AcademyGroup[];
  /** With join=concepts. */
  concepts?: AcademyConcept[];
}

export interface AcademyActivityInput {
  name: string;
  description?: string;
  category?: string;
  picture?: string;
  isActive?: boolean;
}

export interface AcademyGroup {
  id: number;
  companyId: number;
  branchOfficeId: number;
  activityId: number;
  teacherId: number | null;
  cycleId: number | null;
  name: string;
  schedule: string;
  capacity: number;
  price: DecimalString;
  place: string;
  minAge: number | null;
  maxAge: number | null;
  gradeIds: number[];
  /** Seats taken by active inscriptions. */
  enrolled: number;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=schedules. */
  schedules?: import('../academy').AcademyGroupScheduleRow[];
  /** With join=concepts (and join=concepts.concept). */
  concepts?: import('../academy').AcademyGroupConceptRow[];
  /** With join=activity. */
  activity?: AcademyActivity | null;
  /** With join=teacher. */
  teacher?: Teacher | null;
  /** With join=cycle. */
  cycle?: CycleRecord | null;
  /** With join=inscriptions. */
  inscriptions?: AcademyInscription[];
}

export interface AcademyGroupInput {
  activityId: number;
  name: string;
  teacherId?: number | null;
  cycleId?: number | null;
  schedule?: string;
  capacity?: number;
  price?: DecimalString;
  isActive?: boolean;
}

export interface AcademyInscription {
  id: number;
  companyId: number;
  branchOfficeId: number;
  groupId: number;
  studentId: number | null;
  externalId: number | null;
  cycleId: number | null;
  inscriptionDate: string;
  status: string;
  dropDate: string | null;
  dropReason: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=group. */
  group?: AcademyGroup | null;
  /** With join=student. */
  student?: Student | null;
  /** With join=external. */
  external?: External | null;
  /** With join=cycle. */
  cycle?: CycleRecord | null;
}

export interface AcademyInscriptionInput {
  groupId: number;
  studentId?: number | null;
  externalId?: number | null;
  cycleId?: number | null;
  inscriptionDate?: string;
  status?: string;
  isActive?: boolean;
}

export interface External {
  id: number;
  companyId: number;
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  birthDate: string | null;
  curp: string;
  tutorName: string;
  phone: string;
  email: string;
  address: string;
  tutorPhone: string;
  tutorEmail: string;
  rfc: string;
  businessName: string;
  taxRegime: string;
  zip: string;
  cfdiUse: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExternalInput {
  name: string;
  lastNameFather?: string;
  lastNameMother?: string;
  birthDate?: string | null;
  curp?: string;
  tutorName?: string;
  phone?: string;
  email?: string;
  address?: string;
  tutorPhone?: string;
  tutorEmail?: string;
  rfc?: string;
  businessName?: string;
  taxRegime?: string;
  zip?: string;
  cfdiUse?: string;
  isActive?: boolean;
}

export interface AcademyConcept {
  id: number;
  companyId: number;
  branchOfficeId: number;
  activityId: number | null;
  name: string;
  description: string;
  price: DecimalString;
  satCode: string;
  unitCode: string;
  quantity: number;
  conceptType: string;
  withIva: boolean;
  /** Sets withIva (the server keeps them in step). */
  taxObject: TaxObject;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=activity. */
  activity?: AcademyActivity | null;
}

export interface AcademyConceptInput {
  name: string;
  activityId?: number | null;
  description?: string;
  price?: DecimalString;
  satCode?: string;
  unitCode?: string;
  quantity?: number;
  conceptType?: string;
  withIva?: boolean;
  taxObject?: TaxObject;
  isActive?: boolean;
}
