import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { AttendanceStatus } from '@mikro/domain';
import { UiTestProvider } from '../test/UiTestProvider';
import { AttendanceMarks } from './AttendanceMarks';

const people = [
  { id: 7, number: 1, name: 'López Ana', detail: 'M001' },
  { id: 3, number: 2, name: 'Ruiz Beto' },
  { id: 9, number: 3, name: 'Soto Carla' },
];

function Sheet() {
  const [marks, setMarks] = useState<Record<number, AttendanceStatus>>({ 7: 'presente', 3: 'presente', 9: 'presente' });
  return <AttendanceMarks people={people} marks={marks} onMark={(id, status) => setMarks((m) => ({ ...m, [id]: status }))} />;
}

const checked = (row: HTMLElement) => within(row).getAllByRole('radio').find((b) => b.getAttribute('aria-checked') === 'true')?.textContent;

describe('AttendanceMarks', () => {
  afterEach(cleanup);

  it('marks with the keyboard and moves on to the next person', () => {
    render(
      <UiTestProvider>
        <Sheet />
      </UiTestProvider>,
    );
    const rows = screen.getAllByRole('radiogroup');
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'f' });
    expect(checked(rows[0]!)).toBe('Falta');
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1]!, { key: 'R' });
    expect(checked(rows[1]!)).toBe('Retardo');
    fireEvent.keyDown(rows[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1]!, { key: 'ArrowRight' });
    expect(checked(rows[1]!)).toBe('Presente');
  });

  it('marks with a tap', () => {
    render(
      <UiTestProvider>
        <Sheet />
      </UiTestProvider>,
    );
    const row = screen.getByRole('radiogroup', { name: '3. Soto Carla' });
    fireEvent.click(within(row).getByRole('radio', { name: 'Retardo' }));
    expect(checked(row)).toBe('Retardo');
  });
});
