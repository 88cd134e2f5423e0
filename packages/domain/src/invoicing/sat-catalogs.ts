// SAT CFDI 4.0 catalogues the invoicing rules need (transcribed from SAT's catCFDI).
// Generated from SAT's published catalogues; keep in step with api/resources/sat.

export interface SatRegime { id: string; label: string; fisica: boolean; moral: boolean }
export const SAT_REGIMES: readonly SatRegime[] = [
  { id: '601', label: 'General de Ley Personas Morales', fisica: false, moral: true },
  { id: '603', label: 'Personas Morales con Fines no Lucrativos', fisica: false, moral: true },
  { id: '605', label: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', fisica: true, moral: false },
  { id: '606', label: 'Arrendamiento', fisica: true, moral: false },
  { id: '607', label: 'Régimen de Enajenación o Adquisición de Bienes', fisica: true, moral: false },
  { id: '608', label: 'Demás ingresos', fisica: true, moral: false },
  { id: '610', label: 'Residentes en el Extranjero sin Establecimiento Permanente en México', fisica: true, moral: true },
  { id: '611', label: 'Ingresos por Dividendos (socios y accionistas)', fisica: true, moral: false },
  { id: '612', label: 'Personas Físicas con Actividades Empresariales y Profesionales', fisica: true, moral: false },
  { id: '614', label: 'Ingresos por intereses', fisica: true, moral: false },
  { id: '615', label: 'Régimen de los ingresos por obtención de premios', fisica: true, moral: false },
  { id: '616', label: 'Sin obligaciones fiscales', fisica: true, moral: false },
  { id: '620', label: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', fisica: false, moral: true },
  { id: '621', label: 'Incorporación Fiscal', fisica: true, moral: false },
  { id: '622', label: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', fisica: false, moral: true },
  { id: '623', label: 'Opcional para Grupos de Sociedades', fisica: false, moral: true },
  { id: '624', label: 'Coordinados', fisica: false, moral: true },
  { id: '625', label: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas', fisica: true, moral: false },
  { id: '626', label: 'Régimen Simplificado de Confianza', fisica: true, moral: true },
];

export interface SatCfdiUse { id: string; label: string; fisica: boolean; moral: boolean; regimes: readonly string[] }
export const SAT_CFDI_USES: readonly SatCfdiUse[] = [
  { id: 'G01', label: 'Adquisición de mercancías.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'G02', label: 'Devoluciones, descuentos o bonificaciones.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '616', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'G03', label: 'Gastos en general.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I01', label: 'Construcciones.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I02', label: 'Mobiliario y equipo de oficina por inversiones.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I03', label: 'Equipo de transporte.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I04', label: 'Equipo de computo y accesorios.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I05', label: 'Dados, troqueles, moldes, matrices y herramental.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I06', label: 'Comunicaciones telefónicas.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I07', label: 'Comunicaciones satelitales.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'I08', label: 'Otra maquinaria y equipo.', fisica: true, moral: true, regimes: ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'] },
  { id: 'D01', label: 'Honorarios médicos, dentales y gastos hospitalarios.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D02', label: 'Gastos médicos por incapacidad o discapacidad.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D03', label: 'Gastos funerales.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D04', label: 'Donativos.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D05', label: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación).', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D06', label: 'Aportaciones voluntarias al SAR.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D07', label: 'Primas por seguros de gastos médicos.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D08', label: 'Gastos de transportación escolar obligatoria.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D09', label: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones.', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'D10', label: 'Pagos por servicios educativos (colegiaturas).', fisica: true, moral: false, regimes: ['605', '606', '608', '611', '612', '614', '607', '615', '625'] },
  { id: 'S01', label: 'Sin efectos fiscales.', fisica: true, moral: true, regimes: ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'] },
  { id: 'CP01', label: 'Pagos', fisica: true, moral: true, regimes: ['601', '603', '605', '606', '608', '610', '611', '612', '614', '616', '620', '621', '622', '623', '624', '607', '615', '625', '626'] },
  { id: 'CN01', label: 'Nómina', fisica: true, moral: false, regimes: ['605'] },
];

export const SAT_PAYMENT_FORMS: readonly { id: string; label: string }[] = [
  { id: '01', label: 'Efectivo' },
  { id: '02', label: 'Cheque nominativo' },
  { id: '03', label: 'Transferencia electrónica de fondos' },
  { id: '04', label: 'Tarjeta de crédito' },
  { id: '05', label: 'Monedero electrónico' },
  { id: '06', label: 'Dinero electrónico' },
  { id: '08', label: 'Vales de despensa' },
  { id: '12', label: 'Dación en pago' },
  { id: '13', label: 'Pago por subrogación' },
  { id: '14', label: 'Pago por consignación' },
  { id: '15', label: 'Condonación' },
  { id: '17', label: 'Compensación' },
  { id: '23', label: 'Novación' },
  { id: '24', label: 'Confusión' },
  { id: '25', label: 'Remisión de deuda' },
  { id: '26', label: 'Prescripción o caducidad' },
  { id: '27', label: 'A satisfacción del acreedor' },
  { id: '28', label: 'Tarjeta de débito' },
  { id: '29', label: 'Tarjeta de servicios' },
  { id: '30', label: 'Aplicación de anticipos' },
  { id: '31', label: 'Intermediario pagos' },
  { id: '99', label: 'Por definir' },
];

export const SAT_MONTHS: readonly { id: string; label: string }[] = [
  { id: '01', label: 'Enero' },
  { id: '02', label: 'Febrero' },
  { id: '03', label: 'Marzo' },
  { id: '04', label: 'Abril' },
  { id: '05', label: 'Mayo' },
  { id: '06', label: 'Junio' },
  { id: '07', label: 'Julio' },
  { id: '08', label: 'Agosto' },
  { id: '09', label: 'Septiembre' },
  { id: '10', label: 'Octubre' },
  { id: '11', label: 'Noviembre' },
  { id: '12', label: 'Diciembre' },
  { id: '13', label: 'Enero-Febrero' },
  { id: '14', label: 'Marzo-Abril' },
  { id: '15', label: 'Mayo-Junio' },
  { id: '16', label: 'Julio-Agosto' },
  { id: '17', label: 'Septiembre-Octubre' },
  { id: '18', label: 'Noviembre-Diciembre' },
];

export const SAT_PERIODICITIES: readonly { id: string; label: string }[] = [
  { id: '01', label: 'Diario' },
  { id: '02', label: 'Semanal' },
  { id: '03', label: 'Quincenal' },
  { id: '04', label: 'Mensual' },
  { id: '05', label: 'Bimestral' },
];

export const SAT_RELATION_TYPES: readonly { id: string; label: string }[] = [
  { id: '01', label: 'Nota de crédito de los documentos relacionados' },
  { id: '02', label: 'Nota de débito de los documentos relacionados' },
  { id: '03', label: 'Devolución de mercancía sobre facturas o traslados previos' },
  { id: '04', label: 'Sustitución de los CFDI previos' },
  { id: '05', label: 'Traslados de mercancías facturados previamente' },
  { id: '06', label: 'Factura generada por los traslados previos' },
  { id: '07', label: 'CFDI por aplicación de anticipo' },
];

export const SAT_TAX_OBJECTS: readonly { id: string; label: string }[] = [
  { id: '01', label: 'No objeto de impuesto.' },
  { id: '02', label: 'Sí objeto de impuesto.' },
  { id: '03', label: 'Sí objeto del impuesto y no obligado al desglose.' },
  { id: '04', label: 'Sí objeto del impuesto y no causa impuesto.' },
  { id: '05', label: 'Sí objeto del impuesto, IVA crédito PODEBI.' },
  { id: '06', label: 'Sí objeto del IVA, No traslado IVA.' },
  { id: '07', label: 'No traslado del IVA, Sí desglose IEPS.' },
  { id: '08', label: 'No traslado del IVA, No desglose IEPS.' },
];

export const SAT_PAYMENT_METHODS: readonly { id: string; label: string }[] = [
  { id: 'PUE', label: 'Pago en una sola exhibición' },
  { id: 'PPD', label: 'Pago en parcialidades o diferido' },
];
