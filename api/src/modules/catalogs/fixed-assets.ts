// Fixed-assets control (/api/fixed-assets-control/*), guarded by the /system/activos-fijos
// screen's permissions.
import { defineResource, many, one } from '../../crud/index';
import { branchCompanies, employees, fixedAssetClassifications, fixedAssets } from '../../db/schema/index';
import { companyEntity } from './shared';

const PERMISSION = '/system/activos-fijos';

export const fixedAssetClassificationsResource = defineResource({
  name: 'fixed-asset-classifications',
  path: '/fixed-assets-control/classifications',
  table: fixedAssetClassifications,
  permission: PERMISSION,
  scope: 'company',
});

export const branchCompaniesResource = defineResource({
  name: 'branch-companies',
  path: '/fixed-assets-control/branch-companies',
  table: branchCompanies,
  permission: PERMISSION,
  scope: 'company',
  relations: {
    matrixCompany: one(() => companyEntity, 'matrixCompanyId'),
    fixedAssets: many(() => fixedAssetsResource, 'branchCompanyId'),
    employees: many(() => employeesResource, 'branchCompanyId'),
  },
});

export const employeesResource = defineResource({
  name: 'employees',
  path: '/fixed-assets-control/employees',
  table: employees,
  permission: PERMISSION,
  scope: 'company',
  defaultSort: [{ field: 'fullName', order: 'ASC' }],
  relations: { branchCompany: one(() => branchCompaniesResource, 'branchCompanyId') },
});

export const fixedAssetsResource = defineResource({
  name: 'fixed-assets',
  path: '/fixed-assets-control/fixed-assets',
  table: fixedAssets,
  permission: PERMISSION,
  scope: 'company',
  relations: {
    branchCompany: one(() => branchCompaniesResource, 'branchCompanyId'),
    classification: one(() => fixedAssetClassificationsResource, 'classificationId'),
    employee: one(() => employeesResource, 'employeeId'),
  },
});

export const FIXED_ASSETS_RESOURCES = [fixedAssetClassificationsResource, branchCompaniesResource, employeesResource, fixedAssetsResource];
