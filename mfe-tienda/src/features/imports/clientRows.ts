import type { ClientInput } from '@mikro/contracts';
import { GENERIC_RFC_MESSAGE, isGenericRfc, isValidRfcFormat } from '@mikro/domain';
import type { CsvRow } from './csvRows';

export const CLIENT_COLUMNS = ['nombre', 'apellido_paterno', 'apellido_materno', 'tipo', 'matricula', 'rfc', 'correo', 'telefono'];

const searchName = (...parts: (string | undefined)[]) =>
  parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

export function clientFromRow(row: CsvRow): { value: ClientInput | null; errors: string[] } {
  const errors: string[] = [];
  if (!row.nombre) errors.push('Falta el nombre');
  const rfc = (row.rfc ?? '').toUpperCase();
  if (rfc && isGenericRfc(rfc)) errors.push(GENERIC_RFC_MESSAGE);
  else if (rfc && !isValidRfcFormat(rfc)) errors.push('El RFC no tiene un formato válido');
  if (row.correo && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.correo)) errors.push('Introduce un correo electrónico valido.');
  if (errors.length > 0) return { value: null, errors };
  return {
    value: {
      name: row.nombre,
      last_name_father: row.apellido_paterno ?? '',
      last_name_mother: row.apellido_materno ?? '',
      type: /^alumno$/i.test(row.tipo ?? '') ? 'alumno' : 'cliente',
      enrollment: row.matricula ?? '',
      rfc,
      email: row.correo ?? '',
      phone: row.telefono ?? '',
      search_name: searchName(row.nombre, row.apellido_paterno, row.apellido_materno),
    },
    errors: [],
  };
}
