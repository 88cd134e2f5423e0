import { atom } from 'jotai';
import { MODULE_TYPE, toModuleType, type BranchOffice, type BranchOfficeSetting, type ModuleType } from '@mikro/contracts';

export { toModuleType };
import { writeLocal } from '../storage/local';
import { persistedAtom } from './persisted';

export const BRANCH_OFFICES_KEY = 'branchOffices';
export const CURRENT_BRANCH_OFFICE_KEY = 'branchOffice';

/** A branch office with every settings entry's typeModule normalised; unknown modules are dropped. */
export function normaliseBranchOffice(office: BranchOffice): BranchOffice {
  const settings: BranchOfficeSetting[] = [];
  for (const setting of office.branchOfficeSettings ?? []) {
    const typeModule = toModuleType(setting.typeModule);
    if (typeModule !== null) settings.push({ ...setting, typeModule });
  }
  return { ...office, branchOfficeSettings: settings };
}

export const branchOffices = persistedAtom<BranchOffice[]>([], (value) => writeLocal(BRANCH_OFFICES_KEY, value));
export const currentBranchOfficeId = persistedAtom<number | null>(null, (value) =>
  writeLocal(CURRENT_BRANCH_OFFICE_KEY, value),
);

/** The branch offices the user may work in. */
export const branchOfficesAtom = branchOffices.atom;
/** Id of the branch office the user works in; change it with selectBranchOffice(). */
export const currentBranchOfficeIdAtom = currentBranchOfficeId.atom;

export const currentBranchOfficeAtom = atom<BranchOffice | null>((get) => {
  const id = get(currentBranchOfficeIdAtom);
  return get(branchOfficesAtom).find((office) => office.id === id) ?? null;
});

export interface BranchOfficeSettings {
  store: BranchOfficeSetting | null;
  academy: BranchOfficeSetting | null;
  school: BranchOfficeSetting | null;
}

const SLOT_BY_MODULE: Record<ModuleType, keyof BranchOfficeSettings> = {
  [MODULE_TYPE.tienda]: 'store',
  [MODULE_TYPE.academia]: 'academy',
  [MODULE_TYPE.colegio]: 'school',
};

/** On a branch-office choice the settings are reset, then each entry is filed by module. */
export function fileSettingsByModule(office: BranchOffice | null): BranchOfficeSettings {
  const filed: BranchOfficeSettings = { store: null, academy: null, school: null };
  for (const setting of office?.branchOfficeSettings ?? []) {
    const typeModule = toModuleType(setting.typeModule);
    if (typeModule !== null) filed[SLOT_BY_MODULE[typeModule]] = { ...setting, typeModule };
  }
  return filed;
}

export const branchOfficeSettingsAtom = atom((get) => fileSettingsByModule(get(currentBranchOfficeAtom)));

/** The modules the current branch office runs (inactive settings entries do not count). */
export const enabledModulesAtom = atom((get) => {
  const enabled = new Set<ModuleType>();
  for (const setting of Object.values(get(branchOfficeSettingsAtom))) {
    if (setting && setting.isActive !== false) enabled.add(setting.typeModule);
  }
  return enabled as ReadonlySet<ModuleType>;
});
