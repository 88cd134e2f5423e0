import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { useCounterKeys, type CounterKeys, type CounterKeysOptions } from './useCounterKeys';

function Counter({ keys, options, dialog = false }: { keys: CounterKeys; options?: CounterKeysOptions; dialog?: boolean }) {
  useCounterKeys(keys, options);
  return (
    <div>
      <input aria-label="Buscar" />
      <input aria-label="Buscar cliente" role="combobox" aria-expanded="true" aria-controls="x" />
      {dialog ? <div role="dialog">Cobro</div> : null}
    </div>
  );
}

describe('useCounterKeys', () => {
  it('runs the handler of a key pressed anywhere, even in a field, and prevents its default', () => {
    const pay = jest.fn();
    const view = render(<Counter keys={{ F9: pay }} />);
    const notPrevented = fireEvent.keyDown(view.getByLabelText('Buscar'), { key: 'F9' });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
  });

  it('hands every other key to onOtherKey and leaves its default alone', () => {
    const other = jest.fn();
    const pay = jest.fn();
    const view = render(<Counter keys={{ F9: pay }} options={{ onOtherKey: (event) => other(event.key) }} />);
    expect(fireEvent.keyDown(view.getByLabelText('Buscar'), { key: '7' })).toBe(true);
    expect(other).toHaveBeenCalledWith('7');
    expect(pay).not.toHaveBeenCalled();
  });

  it('ignores every key while a dialog is open or the counter is off', () => {
    const clear = jest.fn();
    const other = jest.fn();
    const view = render(<Counter keys={{ Escape: clear }} options={{ onOtherKey: other }} dialog />);
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.keyDown(window, { key: 'a' });
    view.rerender(<Counter keys={{ Escape: clear }} options={{ enabled: false, onOtherKey: other }} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(clear).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    view.rerender(<Counter keys={{ Escape: clear }} options={{ onOtherKey: other }} />);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('leaves Esc to an open list of matches (a combobox showing them)', () => {
    const clear = jest.fn();
    const view = render(<Counter keys={{ Escape: clear }} />);
    fireEvent.keyDown(view.getByLabelText('Buscar cliente'), { key: 'Escape' });
    expect(clear).not.toHaveBeenCalled();
    fireEvent.keyDown(view.getByLabelText('Buscar'), { key: 'Escape' });
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('calls the handlers of the latest render and stops listening when unmounted', () => {
    const first = jest.fn();
    const second = jest.fn();
    const view = render(<Counter keys={{ F2: first }} />);
    view.rerender(<Counter keys={{ F2: second }} />);
    fireEvent.keyDown(window, { key: 'F2' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    view.unmount();
    fireEvent.keyDown(window, { key: 'F2' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
