// Catalogue entities as the generic CRUD engine serves them (one interface per table) and the bodies it accepts
// (<Entity>Input: POST/PUT; Partial<...Input> for PATCH). Money is a decimal string; dates 'YYYY-MM-DD';
// timestamps ISO-8601 UTC. Relations are present only when asked for with join.
import type { DecimalString } from './common';

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=permissions. */
  permissions?: PermissionRecord[];
}

export interface RoleRecordInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface PermissionRecord {
  roleId: number;
  routeId: number;
  actionId: number;
  id: number;
  createdAt: string;
  updatedAt: string;
  /** With join=role. */
  role?: RoleRecord | null;
  /** With join=route. */
  route?: RouteRecord | null;
  /** With join=action. */
  action?: ActionRecord | null;
}

export interface PermissionRecordInput {
  roleId: number;
  routeId: number;
  actionId: number;
}

export interface RouteRecord {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  url: string | null;
  icon: string;
  order: number;
  isActive: boolean;
  showInMenu: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=parentRoute. */
  parentRoute?: RouteRecord | null;
  /** With join=children. */
  children?: RouteRecord[];
}

export interface RouteRecordInput {
  name: string;
  level: number;
  parentId?: number | null;
  url?: string | null;
  icon?: string;
  order?: number;
  isActive?: boolean;
  showInMenu?: boolean;
}

export interface ActionRecord {
  id: number;
  key: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface ActionRecordInput {
  key: string;
  name: string;
}

export interface Setting {
  id: number;
  companyId: number;
  key: string;
  value: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface SettingInput {
  key: string;
  value?: string;
  description?: string;
}

export interface Shift {
  id: number;
  companyId: number;
  name: string;
  startTime: string | null;
  endTime: string | null;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ShiftInput {
  name: string;
  startTime?: string | null;
  endTime?: string | null;
  isActive?: boolean;
}

export interface ConceptType {
  id: number;
  companyId: number;
  name: string;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ConceptTypeInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface Department {
  id: number;
  companyId: number;
  name: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DepartmentInput {
  name: string;
  description?: string;
  isActive?: boolean;
}

export interface TransactionType {
  id: number;
  key: string;
  name: string;
  direction: string;
  createdAt: string;
  updatedAt: string;
}

export interface TransactionTypeInput {
  key: string;
  name: string;
  direction: string;
}

export interface ExtraChargeType {
  id: number;
  companyId: number;
  name: string;
  kind: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ExtraChargeTypeInput {
  name: string;
  kind: number;
  isActive?: boolean;
}

export interface ExtraCharge {
  id: number;
  companyId: number;
  name: string;
  quantity: DecimalString;
  typeApplication: number;
  operation: string;
  startDay: number | null;
  endDay: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  applicationForm: number;
  extraChargesTypeId: number;
  extraChargesCampusId: number | null;
  extraChargesCycleId: number | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=extraChargesType. */
  extraChargesType?: ExtraChargeType | null;
  /** With join=extraChargesCampus. */
  extraChargesCampus?: Campus | null;
  /** With join=extraChargesCycle. */
  extraChargesCycle?: CycleRecord | null;
}

export interface ExtraChargeInput {
  name: string;
  quantity: DecimalString;
  extraChargesTypeId: number;
  typeApplication?: number;
  operation?: string;
  startDay?: number | null;
  endDay?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  isActive?: boolean;
  applicationForm?: number;
  extraChargesCampusId?: number | null;
  extraChargesCycleId?: number | null;
}

export interface Campus {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  cct: string;
  rvoe: string;
  address: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CycleRecord {
  id: number;
  companyId: number;
  name: string;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CycleRecordInput {
  name: string;
  isActive?: boolean;
  startDate?: string | null;
  endDate?: string | null;
}

export interface ServiceConcept {
  id: number;
  companyId: number;
  name: string;
  description: string;
  price: DecimalString;
  objetoImp: string;
  sat_code: string;
  unitMeasurement: string;
  isIva: boolean;
  school: boolean;
  external: boolean;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ServiceConceptInput {
  name: string;
  description?: string;
  price?: DecimalString;
  objetoImp?: string;
  sat_code?: string;
  unitMeasurement?: string;
  isIva?: boolean;
  school?: boolean;
  external?: boolean;
  isActive?: boolean;
}

export interface Campus {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  cct: string;
  rvoe: string;
  address: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** With join=branchOffice. */
  branchOffice?: BranchOfficeRef | null;
}

export interface CampusInput {
  name: string;
  cct?: string;
  rvoe?: string;
  address?: string;
  isActive?: boolean;
}

export interface BranchOfficeRef {
  id: number;
  companyId: number;
  name: string;
  address: string;
  createdAt: string;
  updatedAt: string;
}

export interface StoreClassification {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  color: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoreClassificationInput {
  name: string;
  description?: string;
  color?: string;
  isActive?: boolean;
}

export interface StorePriceList {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  percentage: DecimalString;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StorePriceListInput {
  name: string;
  description?: string;
  percentage?: DecimalString;
  isActive?: boolean;
}

export interface WarehouseProvider {
  id: number;
  companyId: number;
  name: string;
  rfc: string;
  businessName: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WarehouseProviderInput {
  name: string;
  rfc?: string;
  businessName?: string;
  contactName?: string;
  phone?: string;
  email?: string;
  address?: string;
  isActive?: boolean;
}

export interface Product {
  id: number;
  companyId: number;
  branchOfficeId: number;
  name: string;
  description: string;
  code: string;
  sat_code: string;
  codeBar: string;
  isActive: boolean;
  price: DecimalString;
  priceWithIVA: DecimalString;
  priceProvider: DecimalString;
  IVA: boolean;
  isFavorite: boolean;
  picture: string;
  stock: DecimalString;
  minStock: DecimalString;
  maxStock: DecimalString;
  objetoImp: string;
  unity: number;
  unitMeasurement: string;
  /** Position on the point of sale's cards view (ascending; ties by name). */
  menuOrder: number;
  storeClassificationId: number | null;
  storePriceListId: number | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=priceListItems: the product's own prices in price lists. */
  priceListItems?: PriceListItem[];
  /** With join=storeClassification. */
  storeClassification?: StoreClassification | null;
  /** With join=storePriceList. */
  storePriceList?: StorePriceList | null;
  /** With join=branchOffice. */
  branchOffice?: BranchOfficeRef | null;
  /** With join=miniStoreProductsProvider. */
  miniStoreProductsProvider?: ProductProvider[];
}

export interface ProductInput {
  name: string;
  code: string;
  description?: string;
  sat_code?: string;
  codeBar?: string;
  isActive?: boolean;
  price?: DecimalString;
  priceWithIVA?: DecimalString;
  priceProvider?: DecimalString;
  IVA?: boolean;
  isFavorite?: boolean;
  picture?: string;
  stock?: DecimalString;
  minStock?: DecimalString;
  maxStock?: DecimalString;
  objetoImp?: string;
  unity?: number;
  unitMeasurement?: string;
  menuOrder?: number;
  storeClassificationId?: number | null;
  storePriceListId?: number | null;
}

/** A product's own price in a price list (GET /mini-store/price-list-items; written through PUT /mini-store/price-lists/:id/items). */
export interface PriceListItem {
  id: number;
  companyId: number;
  branchOfficeId: number;
  priceListId: number;
  productId: number;
  price: DecimalString;
  priceWithIVA: DecimalString;
  createdAt: string;
  updatedAt: string;
  /** With join=product. */
  product?: Product | null;
}

export interface ProductProvider {
  id: number;
  companyId: number;
  productId: number;
  providerId: number;
  cost: DecimalString;
  providerCode: string;
  createdAt: string;
  updatedAt: string;
  /** With join=provider. */
  provider?: WarehouseProvider | null;
}

export interface Client {
  id: number;
  companyId: number;
  name: string;
  last_name_father: string;
  last_name_mother: string;
  photo: string;
  enrollment: string;
  birth_date: string | null;
  curp: string;
  search_name: string;
  type: string;
  email: string;
  phone: string;
  rfc: string;
  creditLimit: DecimalString;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClientInput {
  name: string;
  last_name_father?: string;
  last_name_mother?: string;
  photo?: string;
  enrollment?: string;
  birth_date?: string | null;
  curp?: string;
  search_name?: string;
  type?: string;
  email?: string;
  phone?: string;
  rfc?: string;
  creditLimit?: DecimalString;
  isActive?: boolean;
}

export interface MiniStoreInvoice {
  id: number;
  companyId: number;
  branchOfficeId: number;
  serie: string;
  folio: number;
  uuid: string | null;
  clientId: number | null;
  rfc: string;
  businessName: string;
  cfdiUse: string;
  paymentForm: string;
  paymentMethod: string;
  subtotal: DecimalString;
  iva: DecimalString;
  total: DecimalString;
  status: string;
  stampedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=client. */
  client?: Client | null;
}

export interface MiniStoreInvoiceInput {
  folio: number;
  rfc: string;
  businessName: string;
  serie?: string;
  uuid?: string | null;
  clientId?: number | null;
  cfdiUse?: string;
  paymentForm?: string;
  paymentMethod?: string;
  subtotal?: DecimalString;
  iva?: DecimalString;
  total?: DecimalString;
  status?: string;
  stampedAt?: string | null;
}

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
  schedules?: import('./academy').AcademyGroupScheduleRow[];
  /** With join=concepts (and join=concepts.concept). */
  concepts?: import('./academy').AcademyGroupConceptRow[];
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
  isActive?: boolean;
}

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

export interface FixedAssetClassification {
  id: number;
  companyId: number;
  name: string;
  description: string;
  depreciationRate: DecimalString;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface FixedAssetClassificationInput {
  name: string;
  description?: string;
  depreciationRate?: DecimalString;
  isActive?: boolean;
}

export interface BranchCompany {
  id: number;
  companyId: number;
  matrixCompanyId: number;
  name: string;
  rfc: string;
  address: string;
  phone: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=matrixCompany. */
  matrixCompany?: CompanyRef | null;
  /** With join=fixedAssets. */
  fixedAssets?: FixedAsset[];
  /** With join=employees. */
  employees?: Employee[];
}

export interface BranchCompanyInput {
  name: string;
  matrixCompanyId?: number;
  rfc?: string;
  address?: string;
  phone?: string;
  isActive?: boolean;
}

export interface CompanyRef {
  id: number;
  name: string;
  rfc: string;
  businessName: string;
}

export interface FixedAsset {
  id: number;
  companyId: number;
  branchCompanyId: number;
  classificationId: number;
  employeeId: number | null;
  name: string;
  code: string;
  serialNumber: string;
  acquisitionDate: string | null;
  cost: DecimalString;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=branchCompany. */
  branchCompany?: BranchCompany | null;
  /** With join=classification. */
  classification?: FixedAssetClassification | null;
  /** With join=employee. */
  employee?: Employee | null;
}

export interface FixedAssetInput {
  branchCompanyId: number;
  classificationId: number;
  name: string;
  employeeId?: number | null;
  code?: string;
  serialNumber?: string;
  acquisitionDate?: string | null;
  cost?: DecimalString;
  isActive?: boolean;
}

export interface Employee {
  id: number;
  companyId: number;
  branchCompanyId: number;
  firstName: string;
  lastName: string;
  fullName: string | null;
  email: string;
  position: string;
  isActive: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** With join=branchCompany. */
  branchCompany?: BranchCompany | null;
}

export interface EmployeeInput {
  branchCompanyId: number;
  firstName: string;
  lastName?: string;
  email?: string;
  position?: string;
  isActive?: boolean;
}
