import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { AttendanceSheet } from './AttendanceSheet';
import { DataTable } from './DataTable';

interface Person {
  id: number;
  name: string;
}

const people: Person[] = [
  { id: 7, name: 'Ana López' },
  { id: 3, name: 'Beto Ruiz' },
];

function renderSheet(rows: Person[] = people) {
  render(
    <UiTestProvider>
      <AttendanceSheet<Person> caption="Alumnos" columns={[{ key: 'name', header: 'Alumno' }]} rows={rows} rowKey="id" days={4} emptyText="Sin alumnos" />
    </UiTestProvider>,
  );
}

describe('AttendanceSheet', () => {
  afterEach(cleanup);

  it('numbers the people by position and leaves one empty box per day', () => {
    renderSheet();
    const table = screen.getByRole('table', { name: 'Alumnos' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Alumno', '', '', '', '']);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', 'Beto Ruiz', '', '', '', '']);
  });

  it('draws lines between the columns and has no pager', () => {
    renderSheet();
    // Chakra's column-border variant styles the cells: the sheet's are those of a DataTable with columnBorders.
    render(
      <UiTestProvider>
        <DataTable<Person> caption="Con líneas" columns={[{ key: 'name', header: 'Alumno' }]} rows={people} rowKey="id" columnBorders />
        <DataTable<Person> caption="Sin líneas" columns={[{ key: 'name', header: 'Alumno' }]} rows={people} rowKey="id" />
      </UiTestProvider>,
    );
    const headerClass = (caption: string) => within(screen.getByRole('table', { name: caption })).getByRole('columnheader', { name: 'Alumno' }).className;
    expect(headerClass('Alumnos')).toBe(headerClass('Con líneas'));
    expect(headerClass('Alumnos')).not.toBe(headerClass('Sin líneas'));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when nobody is on the list', () => {
    renderSheet([]);
    expect(screen.getByText('Sin alumnos')).toBeInTheDocument();
  });
});
