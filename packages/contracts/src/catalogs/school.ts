// Rows of the school catalogues: modalities, levels, grades, study plans and variants, subjects, teachers, groups, students, families and business names, payment plans and concepts, school concepts, prospects, as the generic CRUD engine serves them
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.
import type { DecimalString, TaxObject } from '../common';
import type { Campus, CycleRecord } from './system';

export interface Modality {
  id: number;
  companyId: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ModalityInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface Level {
  id: number;
  companyId: number;
  modalityId: number | null;
  name: string;
  rvoe: string;
  cct: string;
  satLevel: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=modality. */
  modality?: Modality | null;
  /** With join=grades. */
  grades?: Grade[];
}

export interface LevelInput {
  name: string;
  modalityId?: number | null;
  rvoe?: string;
  cct?: string;
  satLevel?: string;
  isActive?: boolean;
}

export interface Grade {
  id: number;
  companyId: number;
  levelId: number;
  name: string;
  order: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=level. */
  level?: Level | null;
}

export interface GradeInput {
  levelId: number;
  name: string;
  order?: number;
  isActive?: boolean;
}

export interface StudyPlan {
  id: number;
  companyId: number;
  levelId: number;
  name: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=level. */
  level?: Level | null;
  /** With join=variants. */
  variants?: StudyPlanVariant[];
  /** With join=subjects. */
  subjects?: Subject[];
}

export interface StudyPlanInput {
  levelId: number;
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface StudyPlanVariant {
  id: number;
  companyId: number;
  studyPlanId: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=studyPlan. */
  studyPlan?: StudyPlan | null;
}

export interface StudyPlanVariantInput {
  studyPlanId: number;
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface Subject {
  id: number;
  companyId: number;
  studyPlanId: number | null;
  gradeId: number | null;
  name: string;
  code: string;
  hoursPerWeek: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=studyPlan. */
  studyPlan?: StudyPlan | null;
  /** With join=grade. */
  grade?: Grade | null;
}

export interface SubjectInput {
  name: string;
  studyPlanId?: number | null;
  gradeId?: number | null;
  code?: string;
  hoursPerWeek?: number;
  isActive?: boolean;
}

export interface Teacher {
  id: number;
  companyId: number;
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  email: string;
  phone: string;
  rfc: string;
  curp: string;
  isAcademy: boolean;
  isSchool: boolean;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=subjectAssignments. */
  subjectAssignments?: SubjectAssignment[];
}

export interface TeacherInput {
  name: string;
  lastNameFather?: string;
  lastNameMother?: string;
  email?: string;
  phone?: string;
  rfc?: string;
  curp?: string;
  isAcademy?: boolean;
  isSchool?: boolean;
  isActive?: boolean;
}

export interface SubjectAssignment {
  id: number;
  companyId: number;
  subjectId: number;
  teacherId: number | null;
  classroomId: number;
  cycleId: number | null;
  createdAt: string;
  updatedAt: string;
  /** With join=subject. */
  subject?: Subject | null;
  /** With join=teacher. */
  teacher?: Teacher | null;
  /** With join=classroom. */
  classroom?: Classroom | null;
  /** With join=cycle. */
  cycle?: CycleRecord | null;
}

export interface SubjectAssignmentInput {
  subjectId: number;
  classroomId: number;
  teacherId?: number | null;
  cycleId?: number | null;
}

export interface Classroom {
  id: number;
  companyId: number;
  campusId: number | null;
  gradeId: number;
  cycleId: number | null;
  name: string;
  capacity: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=grade. */
  grade?: Grade | null;
  /** With join=campus. */
  campus?: Campus | null;
  /** With join=cycle. */
  cycle?: CycleRecord | null;
  /** With join=subjectAssignments. */
  subjectAssignments?: SubjectAssignment[];
  /** With join=students. */
  students?: Student[];
}

export interface ClassroomInput {
  gradeId: number;
  name: string;
  campusId?: number | null;
  cycleId?: number | null;
  capacity?: number;
  isActive?: boolean;
}

export interface Student {
  id: number;
  companyId: number;
  familyId: number | null;
  campusId: number | null;
  modalityId: number | null;
  gradeId: number | null;
  classroomId: number | null;
  paymentPlanId: number | null;
  enrollment: string;
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  curp: string;
  birthDate: string | null;
  gender: string;
  bloodType: string;
  address: string;
  photo: string;
  searchName: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=family. */
  family?: Family | null;
  /** With join=campus. */
  campus?: Campus | null;
  /** With join=modality. */
  modality?: Modality | null;
  /** With join=grade. */
  grade?: Grade | null;
  /** With join=classroom. */
  classroom?: Classroom | null;
  /** With join=paymentPlan. */
  paymentPlan?: PaymentPlan | null;
}

export interface StudentInput {
  enrollment: string;
  name: string;
  familyId?: number | null;
  campusId?: number | null;
  modalityId?: number | null;
  gradeId?: number | null;
  classroomId?: number | null;
  paymentPlanId?: number | null;
  lastNameFather?: string;
  lastNameMother?: string;
  curp?: string;
  birthDate?: string | null;
  gender?: string;
  bloodType?: string;
  address?: string;
  photo?: string;
  searchName?: string;
  isActive?: boolean;
}

export interface Family {
  id: number;
  companyId: number;
  name: string;
  fatherName: string;
  motherName: string;
  tutorName: string;
  phone: string;
  email: string;
  address: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=businessNames. */
  businessNames?: FamilyBusinessName[];
  /** With join=students. */
  students?: Student[];
}

export interface FamilyInput {
  name: string;
  fatherName?: string;
  motherName?: string;
  tutorName?: string;
  phone?: string;
  email?: string;
  address?: string;
  isActive?: boolean;
}

export interface FamilyBusinessName {
  id: number;
  companyId: number;
  familyId: number;
  rfc: string;
  businessName: string;
  taxRegime: string;
  zip: string;
  email: string;
  cfdiUse: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=family. */
  family?: Family | null;
}

export interface FamilyBusinessNameInput {
  familyId: number;
  rfc: string;
  businessName: string;
  zip: string;
  taxRegime?: string;
  email?: string;
  cfdiUse?: string;
  isDefault?: boolean;
}

export interface PaymentPlan {
  id: number;
  companyId: number;
  name: string;
  description: string;
  levelId: number | null;
  studyPlanId: number | null;
  grades: number[];
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=level. */
  level?: Level | null;
  /** With join=studyPlan. */
  studyPlan?: StudyPlan | null;
  /** With join=paymentPlanConcepts. */
  paymentPlanConcepts?: PaymentPlanConcept[];
}

export interface PaymentPlanInput {
  name: string;
  description?: string;
  levelId?: number | null;
  studyPlanId?: number | null;
  grades?: number[];
  isActive?: boolean;
}

export interface PaymentPlanConcept {
  id: number;
  companyId: number;
  paymentPlanId: number;
  schoolConceptId: number;
  price: DecimalString;
  quantity: number;
  paymentDay: number | null;
  month: number | null;
  /** Months (1–12) a Monthly concept is charged in (empty = every month of the cycle); a OneTime concept uses the first. */
  months: number[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=paymentPlan. */
  paymentPlan?: PaymentPlan | null;
  /** With join=concept. */
  concept?: SchoolConcept | null;
}

export interface PaymentPlanConceptInput {
  paymentPlanId: number;
  schoolConceptId: number;
  price: DecimalString;
  quantity?: number;
  paymentDay?: number | null;
  month?: number | null;
  months?: number[];
  isActive?: boolean;
}

export interface SchoolConcept {
  id: number;
  companyId: number;
  name: string;
  description: string;
  price: DecimalString;
  satCode: string;
  unitCode: string;
  unity: string;
  grades: number[];
  quantity: number;
  conceptType: string;
  startDay: number | null;
  withIva: boolean;
  /** Sets withIva (the server keeps them in step). */
  taxObject: TaxObject;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolConceptInput {
  name: string;
  description?: string;
  price?: DecimalString;
  satCode?: string;
  unitCode?: string;
  unity?: string;
  grades?: number[];
  quantity?: number;
  conceptType?: string;
  startDay?: number | null;
  withIva?: boolean;
  taxObject?: TaxObject;
  isActive?: boolean;
}

export interface Prospect {
  id: number;
  companyId: number;
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  email: string;
  phone: string;
  curp: string;
  birthDate: string | null;
  gradeId: number | null;
  tutorName: string;
  source: string;
  notes: string;
  status: string;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=grade. */
  grade?: Grade | null;
}

export interface ProspectInput {
  name: string;
  lastNameFather?: string;
  lastNameMother?: string;
  email?: string;
  phone?: string;
  curp?: string;
  birthDate?: string | null;
  gradeId?: number | null;
  tutorName?: string;
  source?: string;
  notes?: string;
  status?: string;
}
