import { waitFor, within } from '@testing-library/react';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { startApiServer } from '../../../mocks/server/apiServer';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { rowOf, storeOpsSession } from './opsTesting';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

beforeAll(startApiServer);

const openCarriers = async () => {
  await storeOpsSession();
  return renderApp({ route: '/ops/carriers' });
};

describe('The carriers page', () => {
  it('lists the carriers with what the registry said of each', async () => {
    await openCarriers();
    const prairie = await rowOf(/^Prairie Line Transport LLC/);
    expect(prairie.getByText('Verified')).toBeInTheDocument();
    expect(prairie.getByText('Dry Van, Reefer')).toBeInTheDocument();
    const redMesa = await rowOf(/^Red Mesa Haulers Inc/);
    expect(redMesa.getByText('Refused')).toBeInTheDocument();
    expect(redMesa.getByText(/out of service/i)).toBeInTheDocument();
  });

  it('keeps headers, phones and emails whole, and the actions side by side', async () => {
    await openCarriers();
    const prairie = await rowOf(/^Prairie Line Transport LLC/);
    const table = screen.getByRole('table', { name: 'Carriers' });
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveStyle({ whiteSpace: 'nowrap' });
    }
    expect(prairie.getByText('dispatch@prairieline.test')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(
      prairie.getByRole('button', { name: 'Edit Prairie Line Transport LLC' }),
    ).not.toHaveClass('ant-btn-sm');
  });

  it('adds a carrier, checked against the registry at once: 3000004 is refused, and why', async () => {
    const { user } = await openCarriers();
    await user.click(await screen.findByRole('button', { name: /Add carrier/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add carrier' }));
    await user.click(dialog.getByRole('button', { name: 'Add carrier' }));
    expect(await dialog.findByText(DISPATCH_MESSAGES.usdotInvalid)).toBeInTheDocument();
    expect(dialog.getByText(DISPATCH_MESSAGES.equipmentRequired)).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Legal name'), 'Granite Ridge Carriers LLC');
    await user.type(dialog.getByLabelText('USDOT number'), '3000004');
    await user.type(dialog.getByLabelText('SCAC (optional)'), 'grcl');
    await user.type(dialog.getByLabelText('Phone'), '+18015550111');
    await user.type(dialog.getByLabelText('Email'), 'dispatch@graniteridge.test');
    await user.click(dialog.getByRole('checkbox', { name: 'Dry Van' }));
    await user.type(dialog.getByLabelText('Cargo insurance expires on'), '2031-01-31{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Add carrier' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf(/^Granite Ridge Carriers LLC/);
    expect(row.getByText('Refused')).toBeInTheDocument();
    expect(row.getByText('No insurance on file with FMCSA.')).toBeInTheDocument();
    expect(row.getByText('SCAC GRCL')).toBeInTheDocument();
  });

  it('refuses a USDOT number already on file, keeping what was typed', async () => {
    const { user } = await openCarriers();
    await user.click(await screen.findByRole('button', { name: 'Edit Red Mesa Haulers Inc' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Red Mesa Haulers Inc' }));
    const usdot = dialog.getByLabelText('USDOT number');
    await user.clear(usdot);
    await user.type(usdot, '3000001');
    await user.click(dialog.getByRole('button', { name: 'Save carrier' }));
    expect(await dialog.findByText(DISPATCH_MESSAGES.usdotTaken)).toBeInTheDocument();
    expect(usdot).toHaveValue('3000001');
  });

  it('checks a carrier again on demand', async () => {
    const { user } = await openCarriers();
    await user.click(
      await screen.findByRole('button', { name: 'Check Prairie Line Transport LLC again' }),
    );
    expect(await screen.findByText('Prairie Line Transport LLC: Verified.')).toBeInTheDocument();
  });

  it("takes a carrier's phone however it is typed, and shows it grouped for reading", async () => {
    const { user } = await openCarriers();
    await user.click(await screen.findByRole('button', { name: /Add carrier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add carrier' });
    const scope = within(dialog);
    const phone = scope.getByLabelText('Phone');
    await expectEveryPhoneFormatTaken(user, phone, dialog);
    // Not the carrier the test above adds: a USDOT number is on file once.
    await user.type(scope.getByLabelText('Legal name'), 'Blue Heron Freight Co');
    await user.type(scope.getByLabelText('USDOT number'), '3000003');
    await user.type(phone, '+1 (801) 555-0111');
    await user.type(scope.getByLabelText('Email'), 'tom.becker@blueheron');
    await user.tab();
    expect(await scope.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(scope.getByLabelText('Email'), '.test');
    await user.click(scope.getByRole('checkbox', { name: 'Dry Van' }));
    await user.type(scope.getByLabelText('Cargo insurance expires on'), '2031-01-31{Enter}');
    await user.click(scope.getByRole('button', { name: 'Add carrier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf(/^Blue Heron Freight Co/);
    expect(row.getByText('+1 801 555 0111')).toBeInTheDocument();
  });

  it('fills the legal name the registry has on file for the USDOT number typed', async () => {
    const { user } = await openCarriers();
    await user.click(await screen.findByRole('button', { name: /Add carrier/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add carrier' }));
    await user.type(dialog.getByLabelText('USDOT number'), '3000004');
    await waitFor(() =>
      expect(dialog.getByLabelText('Legal name')).toHaveValue('Granite Ridge Carriers LLC'),
    );
    expect(
      dialog.getByText('On file with the registry as Granite Ridge Carriers LLC.'),
    ).toBeInTheDocument();

    const usdot = dialog.getByLabelText('USDOT number');
    await user.clear(usdot);
    await user.type(usdot, '9999999');
    expect(await dialog.findByText('USDOT 9999999 is not in the registry.')).toBeInTheDocument();
    const name = dialog.getByLabelText('Legal name');
    await user.clear(name);
    await user.type(name, 'Own Name Trucking');
    await user.clear(usdot);
    await user.type(usdot, '3000003');
    expect(await dialog.findByText(/On file with the registry as/)).toBeInTheDocument();
    expect(name).toHaveValue('Own Name Trucking');
  });
});
