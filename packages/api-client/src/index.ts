// @mikro/api-client: the HTTP layer shared by the shell and every remote (one axios instance,
// the 401 refresh-once rule, the CRUD query builder, typed endpoint clients and the QueryClient).

// The HTTP client, its errors, the auth and preferences endpoints: the core sub-entry (its own Module
// Federation singleton, what the login page loads), re-exported by package name so that whichever build
// provides this root uses the one loaded copy of the axios instance.
export * from '@mikro/api-client/core';

export {
  buildQuery,
  withQuery,
  QUERY_DELIMITER,
  type QueryFilter,
  type QueryJoin,
  type QueryOperator,
  type QueryParams,
  type QuerySearch,
  type QuerySort,
  type QueryValue,
} from './query/buildQuery';
export { listQuery, type ListOptions, type ListState, type StatusFilter } from './query/listQuery';

export { toPaginated } from './endpoints/paginated';
export { usersApi } from './endpoints/users';
export {
  rolesApi,
  branchOfficesApi,
  cyclesApi,
  remotesApi,
  routesApi,
  permissionsApi,
  type ListQuery,
  type RouteFathersParams,
  type RouteChildsParams,
} from './endpoints/system';
export {
  cashRegisterApi,
  cashRegisterTransactionsApi,
  newIdempotencyKey,
  purchaseOrdersApi,
  quotationsApi,
  salesApi,
  salesKeys,
  stockApi,
  storeCatalogApi,
} from './endpoints/store';
export { adminApi, adminKeys, banksApi, companyBankAccountsApi } from './endpoints/admin';
export { importsApi } from './endpoints/imports';
export { bulkUpdateApi } from './endpoints/bulk-update';
export { mailApi, mailMessagesApi } from './endpoints/mail';
export {
  portalApi,
  portalKeys,
  useFamilyTutors,
  useInviteTutor,
  usePortalChildren,
  usePortalProfile,
  usePortalReceipts,
  usePortalStatement,
} from './endpoints/portal';
export type { PortalReceiptsQuery } from './endpoints/portal';
export { portalAccountApi, useFamilyMessages, useInvoiceReceipt, usePortalAccount, useSaveFiscalData } from './endpoints/portal-account';
export { remindersApi, useReminderSettings, useSaveReminderSettings } from './endpoints/reminders';
export { uploadFile } from './endpoints/files';
export { helpersApi, satKeySearch, type HelperCatalog, type HelperQuery, type HelperItem, type SatKeyOption } from './endpoints/helpers';

export {
  createResourceClient,
  DEFAULT_PAGE_SIZE,
  type OneQuery,
  type ResourceClient,
} from './resources/createResourceClient';
export { configureNotifier, RESOURCE_MESSAGES, saveErrorMessage, type ResourceNotifier } from './resources/notifier';
export { resourceKeys, useCreate, useDelete, useList, useOne, useRestore, useUpdate } from './resources/hooks';
export { useResourceOptions, RESOURCE_OPTIONS_LIMIT, type ResourceOption, type ResourceOptionsSettings } from './resources/resourceOptions';
export { setServerFieldErrors } from './http/fieldErrors';
export * from './resources/clients';
export {
  fetchAllPages,
  resourceSource,
  useResourceSource,
  EXPORT_MAX_ROWS,
  EXPORT_PAGE_SIZE,
  type ResourceListResult,
  type ResourceMutations,
  type ResourceSource,
} from './resources/resourceSource';

export { queryClient, shouldRetry } from './react-query/queryClient';
export { ApiQueryProvider } from './react-query/ApiQueryProvider';
export { queryKeys } from './react-query/queryKeys';
export { reportsApi, reportKeys, useReport, useReportOptions, useDashboard, type ReportOptions, type ReportExportFormat } from './endpoints/reports';
export {
  academyApi,
  academyKeys,
  academyTeachersApi,
  useAcademyCharges,
  useAcademyDrops,
  useAcademyEnrolments,
  useAcademyExtraCharges,
  useAcademyInvoiceState,
  useAcademyPayers,
  useAcademyPayment,
  useAcademyPayments,
  useAttendanceList,
  useInscriptionConcepts,
  useAcademyMutation,
  useInvalidateAcademies,
  usePayAcademy,
} from './endpoints/academy';
export { useAttendanceSheet, useSaveAttendance, type AttendanceGroupKind } from './endpoints/attendance';
export { familyStatementApi, useEmailFamilyStatement, useFamilyStatement } from './endpoints/familyStatement';
export { downloadSchoolImportTemplate } from './endpoints/schoolTemplates';
export {
  schoolApi,
  schoolKeys,
  useAccountStatement,
  useAssignScholarship,
  useFeeCounter,
  useImportJob,
  useInscription,
  useInscriptions,
  useInvalidateSchool,
  usePaySchool,
  useScholarships,
  useSchoolAttendanceList,
  useSchoolInvoiceState,
  useSchoolPayment,
  useSchoolPayments,
} from './endpoints/school';
export {
  billingApi,
  billingKeys,
  useBillingMutation,
  useCompanyFiscal,
  useFolios,
  useInvoice,
  useInvoiceStatus,
  useSatStatus,
  usePpdInvoices,
  useCfdiList,
  useSatKeys,
  useNotInvoiced,
  useStoreNotInvoiced,
  useStorePaymentInvoices,
  paymentInvoicesSource,
  usePaymentInvoicesSource,
  selfInvoiceApi,
  selfInvoiceKeys,
  useSelfInvoiceLink,
  type Folios,
} from './endpoints/billing';
