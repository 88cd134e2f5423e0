import type { ReportModule } from '@mikro/contracts';

/** What an empty report says, per module: why it may be empty and what fills it. */
export const MODULE_EMPTY_TEXT: Record<ReportModule, string> = {
  tienda: 'No hay movimientos de la tienda con estos filtros. Las ventas, abonos y devoluciones de la sucursal aparecen aquí en cuanto se registran.',
  colegio: 'No hay movimientos del colegio con estos filtros. Los cargos y pagos de colegiaturas de la sucursal aparecen aquí en cuanto se registran.',
  academia: 'No hay movimientos de academias con estos filtros. Las inscripciones y los pagos de mensualidades aparecen aquí en cuanto se registran.',
};

export const MODULE_LABEL: Record<ReportModule, string> = { tienda: 'Tienda', colegio: 'Colegio', academia: 'Academias' };
