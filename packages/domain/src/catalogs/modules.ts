/** Business modules a branch office runs: tienda, academia, colegio. */
export const MODULE_TYPE = { tienda: 1, academia: 2, colegio: 3 } as const;
export type ModuleType = (typeof MODULE_TYPE)[keyof typeof MODULE_TYPE];
export type ModuleName = keyof typeof MODULE_TYPE;

export const MODULE_TYPE_LABELS: Readonly<Record<ModuleType, string>> = {
  1: 'Tienda',
  2: 'Academia',
  3: 'Colegio',
};

/** Branch-office settings carry typeModule as 1|2|3 or as 'tienda'|'academia'|'colegio'. */
export function toModuleType(value: unknown): ModuleType | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
    const code = Number(value);
    return code === 1 || code === 2 || code === 3 ? code : null;
  }
  if (typeof value === 'string') {
    const name = value.trim().toLowerCase();
    return Object.hasOwn(MODULE_TYPE, name) ? MODULE_TYPE[name as ModuleName] : null;
  }
  return null;
}
