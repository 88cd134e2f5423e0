// One typed client per catalogue resource of the generic CRUD engine.
import type {
  AcademyActivity,
  AcademyActivityInput,
  AcademyConcept,
  AcademyConceptInput,
  AcademyGroup,
  AcademyGroupInput,
  AcademyInscription,
  AcademyInscriptionInput,
  ActionRecord,
  ActionRecordInput,
  BranchCompany,
  BranchCompanyInput,
  Campus,
  CampusInput,
  Classroom,
  ClassroomInput,
  Client,
  ClientInput,
  ConceptType,
  ConceptTypeInput,
  CycleRecord,
  CycleRecordInput,
  Department,
  DepartmentInput,
  Employee,
  EmployeeInput,
  External,
  ExternalInput,
  ExtraCharge,
  ExtraChargeInput,
  ExtraChargeType,
  ExtraChargeTypeInput,
  Family,
  FamilyBusinessName,
  FamilyBusinessNameInput,
  FamilyInput,
  FixedAsset,
  FixedAssetClassification,
  FixedAssetClassificationInput,
  FixedAssetInput,
  Grade,
  GradeInput,
  InvoiceCompany,
  InvoiceCompanyInput,
  Level,
  LevelInput,
  MiniStoreInvoice,
  MiniStoreInvoiceInput,
  Modality,
  ModalityInput,
  PaymentPlan,
  PaymentPlanConcept,
  PaymentPlanConceptInput,
  PaymentPlanInput,
  PermissionRecord,
  PermissionRecordInput,
  Product,
  ProductInput,
  Prospect,
  ProspectInput,
  RoleRecord,
  RoleRecordInput,
  RouteRecord,
  RouteRecordInput,
  SchoolConcept,
  SchoolConceptInput,
  ServiceConcept,
  ServiceConceptInput,
  Setting,
  SettingInput,
  Shift,
  ShiftInput,
  StoreClassification,
  StoreClassificationInput,
  StorePriceList,
  StorePriceListInput,
  Student,
  StudentInput,
  StudyPlan,
  StudyPlanInput,
  StudyPlanVariant,
  StudyPlanVariantInput,
  Subject,
  SubjectAssignment,
  SubjectAssignmentInput,
  SubjectInput,
  Teacher,
  TeacherInput,
  TransactionType,
  TransactionTypeInput,
  WarehouseProvider,
  WarehouseProviderInput,
} from '@mikro/contracts';
import { createResourceClient } from './createResourceClient';

export const rolesResourceApi = createResourceClient<RoleRecord, RoleRecordInput, Partial<RoleRecordInput>>('/system/roles');
export const permissionsResourceApi = createResourceClient<PermissionRecord, PermissionRecordInput, Partial<PermissionRecordInput>>('/system/permissions');
export const actionsResourceApi = createResourceClient<ActionRecord, ActionRecordInput, Partial<ActionRecordInput>>('/system/actions');
export const routesResourceApi = createResourceClient<RouteRecord, RouteRecordInput, Partial<RouteRecordInput>>('/system/routes');
export const settingsApi = createResourceClient<Setting, SettingInput, Partial<SettingInput>>('/system/settings');
export const shiftsApi = createResourceClient<Shift, ShiftInput, Partial<ShiftInput>>('/system/shifts');
export const conceptTypesApi = createResourceClient<ConceptType, ConceptTypeInput, Partial<ConceptTypeInput>>('/system/concept-types');
export const departmentsApi = createResourceClient<Department, DepartmentInput, Partial<DepartmentInput>>('/system/departments');
export const transactionTypesApi = createResourceClient<TransactionType, TransactionTypeInput, Partial<TransactionTypeInput>>('/system/transactions');
export const extraChargesApi = createResourceClient<ExtraCharge, ExtraChargeInput, Partial<ExtraChargeInput>>('/system/extra-charges');
export const extraChargesTypesApi = createResourceClient<ExtraChargeType, ExtraChargeTypeInput, Partial<ExtraChargeTypeInput>>('/system/extra-charges-types');
export const serviceConceptsApi = createResourceClient<ServiceConcept, ServiceConceptInput, Partial<ServiceConceptInput>>('/system/service-concepts');
export const cyclesResourceApi = createResourceClient<CycleRecord, CycleRecordInput, Partial<CycleRecordInput>>('/system/cycles');
export const campusesApi = createResourceClient<Campus, CampusInput, Partial<CampusInput>>('/system/campuses');
export const productsApi = createResourceClient<Product, ProductInput, Partial<ProductInput>>('/mini-store/products');
export const clientsApi = createResourceClient<Client, ClientInput, Partial<ClientInput>>('/mini-store/clients');
export const classificationsApi = createResourceClient<StoreClassification, StoreClassificationInput, Partial<StoreClassificationInput>>('/mini-store/classifications');
export const priceListsApi = createResourceClient<StorePriceList, StorePriceListInput, Partial<StorePriceListInput>>('/mini-store/price-lists');
export const providersApi = createResourceClient<WarehouseProvider, WarehouseProviderInput, Partial<WarehouseProviderInput>>('/mini-store/providers');
export const miniStoreInvoicesApi = createResourceClient<MiniStoreInvoice, MiniStoreInvoiceInput, Partial<MiniStoreInvoiceInput>>('/mini-store/invoices');
export const studentsApi = createResourceClient<Student, StudentInput, Partial<StudentInput>>('/school/students');
export const familiesApi = createResourceClient<Family, FamilyInput, Partial<FamilyInput>>('/school/families');
export const familyBusinessNamesApi = createResourceClient<FamilyBusinessName, FamilyBusinessNameInput, Partial<FamilyBusinessNameInput>>('/school/family-business-names');
export const modalitiesApi = createResourceClient<Modality, ModalityInput, Partial<ModalityInput>>('/school/modalities');
export const levelsApi = createResourceClient<Level, LevelInput, Partial<LevelInput>>('/school/levels');
export const gradesApi = createResourceClient<Grade, GradeInput, Partial<GradeInput>>('/school/grades');
export const studyPlansApi = createResourceClient<StudyPlan, StudyPlanInput, Partial<StudyPlanInput>>('/school/study-plans');
export const studyPlanVariantsApi = createResourceClient<StudyPlanVariant, StudyPlanVariantInput, Partial<StudyPlanVariantInput>>('/school/study-plan-variants');
export const paymentPlansApi = createResourceClient<PaymentPlan, PaymentPlanInput, Partial<PaymentPlanInput>>('/school/payment-plans');
export const paymentPlanConceptsApi = createResourceClient<PaymentPlanConcept, PaymentPlanConceptInput, Partial<PaymentPlanConceptInput>>('/school/payment-plan-concepts');
export const subjectsApi = createResourceClient<Subject, SubjectInput, Partial<SubjectInput>>('/school/subjects');
export const teachersApi = createResourceClient<Teacher, TeacherInput, Partial<TeacherInput>>('/school/teachers');
export const subjectAssignmentsApi = createResourceClient<SubjectAssignment, SubjectAssignmentInput, Partial<SubjectAssignmentInput>>('/school/subject-assignments');
export const classroomsApi = createResourceClient<Classroom, ClassroomInput, Partial<ClassroomInput>>('/school/classrooms');
export const schoolConceptsApi = createResourceClient<SchoolConcept, SchoolConceptInput, Partial<SchoolConceptInput>>('/school/concepts');
export const prospectsApi = createResourceClient<Prospect, ProspectInput, Partial<ProspectInput>>('/school/prospects');
export const academyActivitiesApi = createResourceClient<AcademyActivity, AcademyActivityInput, Partial<AcademyActivityInput>>('/academies/activities');
export const academyConceptsApi = createResourceClient<AcademyConcept, AcademyConceptInput, Partial<AcademyConceptInput>>('/academies/concepts');
export const academyGroupsApi = createResourceClient<AcademyGroup, AcademyGroupInput, Partial<AcademyGroupInput>>('/academies/groups');
export const academyInscriptionsApi = createResourceClient<AcademyInscription, AcademyInscriptionInput, Partial<AcademyInscriptionInput>>('/academies/inscriptions');
export const externalsApi = createResourceClient<External, ExternalInput, Partial<ExternalInput>>('/academies/externals');
export const invoiceCompaniesApi = createResourceClient<InvoiceCompany, InvoiceCompanyInput, Partial<InvoiceCompanyInput>>('/billing/invoice-companies');
export const fixedAssetClassificationsApi = createResourceClient<FixedAssetClassification, FixedAssetClassificationInput, Partial<FixedAssetClassificationInput>>('/fixed-assets-control/classifications');
export const branchCompaniesApi = createResourceClient<BranchCompany, BranchCompanyInput, Partial<BranchCompanyInput>>('/fixed-assets-control/branch-companies');
export const employeesApi = createResourceClient<Employee, EmployeeInput, Partial<EmployeeInput>>('/fixed-assets-control/employees');
export const fixedAssetsApi = createResourceClient<FixedAsset, FixedAssetInput, Partial<FixedAssetInput>>('/fixed-assets-control/fixed-assets');
