import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { EMPTY_RECEIVER, ReceiverFields } from './ReceiverFields';

function renderFields() {
  render(
    <UiTestProvider>
      <Formik initialValues={EMPTY_RECEIVER} onSubmit={() => undefined}>
        <ReceiverFields />
      </Formik>
    </UiTestProvider>,
  );
}

const useOptions = () => within(screen.getByLabelText(/Uso del CFDI/)).getAllByRole('option').map((o) => (o as HTMLOptionElement).value).filter(Boolean);

describe('ReceiverFields', () => {
  it('offers an invoice only the uses of its regime and person type: never CP01 (pagos) nor CN01 (nómina)', async () => {
    renderFields();
    await userEvent.type(screen.getByLabelText(/RFC/), 'GODE561231GR8');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '605');
    expect(useOptions()).toEqual(expect.arrayContaining(['D10', 'S01']));
    expect(useOptions()).not.toContain('CN01');
    expect(useOptions()).not.toContain('CP01');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '612');
    expect(useOptions()).toEqual(expect.arrayContaining(['G01', 'G03', 'D10']));
    expect(useOptions()).not.toContain('CP01');
  });

  it('leaves out the uses of personas físicas for a persona moral', async () => {
    renderFields();
    await userEvent.type(screen.getByLabelText(/RFC/), 'CMI150101AB3');
    await userEvent.selectOptions(screen.getByLabelText(/Régimen fiscal/), '601');
    expect(useOptions()).toContain('G03');
    expect(useOptions()).not.toContain('D10');
    expect(useOptions()).not.toContain('CP01');
  });
});
