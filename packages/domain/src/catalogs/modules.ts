// Business modules a branch office runs: tienda, academia, colegio. The codes and their reading are the wire
// contract's (@mikro/contracts); the domain adds their Spanish labels.
import type { ModuleType } from '@mikro/contracts';

export { MODULE_TYPE, toModuleType, type ModuleName, type ModuleType } from '@mikro/contracts';

export const MODULE_TYPE_LABELS: Readonly<Record<ModuleType, string>> = {
  1: 'Tienda',
  2: 'Academia',
  3: 'Colegio',
};
