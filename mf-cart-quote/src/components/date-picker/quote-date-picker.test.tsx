import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { cartQuoteBundles } from '../../testing/cart-quote-bundles.ts';
import { stubResizeObserver } from '../../testing/resize-observer-stub.ts';
import { yearRange } from './picker-header.tsx';
import { QuoteDatePicker } from './quote-date-picker.tsx';

beforeAll(async () => {
  stubResizeObserver();
  await useTestI18n(CART_QUOTE_NS, cartQuoteBundles);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => void i18next.changeLanguage('en'));
});

function Harness({ minDate, notBefore }: { minDate: Date; notBefore?: Date }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="when">When</label>
      <QuoteDatePicker id="when" value={value} onChange={setValue} minDate={minDate} notBefore={notBefore} />
      <output data-testid="picked">{value}</output>
    </>
  );
}

async function openCalendar(minDate = new Date(2030, 4, 10), notBefore?: Date) {
  const user = userEvent.setup();
  render(<Harness minDate={minDate} notBefore={notBefore} />);
  await user.click(screen.getByLabelText('When'));
  return { user, calendar: screen.getByRole('dialog') };
}

describe('the date picker header', { timeout: 20_000 }, () => {
  it('has month and year menus with names, and named month buttons', async () => {
    const { calendar } = await openCalendar();
    expect(calendar).toHaveAccessibleName('Choose a date and time');
    const month = within(calendar).getByRole('combobox', { name: 'Month' });
    const year = within(calendar).getByRole('combobox', { name: 'Year' });
    expect(month).toHaveDisplayValue('May');
    expect(year).toHaveDisplayValue('2030');
    expect(within(month).getAllByRole('option')).toHaveLength(12);
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('moves the calendar with its menus and buttons', async () => {
    const { user, calendar } = await openCalendar();
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), '2031');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), 'February');
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    expect(within(calendar).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2031');
  });

  it('names the menus and months in the current language', async () => {
    await act(() => void i18next.changeLanguage('ht'));
    const { calendar } = await openCalendar();
    expect(within(calendar).getByRole('combobox', { name: 'Mwa' })).toHaveDisplayValue(/^me$/i);
    expect(within(calendar).getByRole('combobox', { name: 'Ane' })).toBeInTheDocument();
  });
});

describe('the time menus', { timeout: 20_000 }, () => {
  it('set the hour and the minute of the chosen day, in 5-minute steps', async () => {
    const { user, calendar } = await openCalendar();
    await user.click(within(calendar).getByRole('gridcell', { name: /May 15, 2030$/ }));
    const hour = within(calendar).getByRole('combobox', { name: 'Hour' });
    const minute = within(calendar).getByRole('combobox', { name: 'Minute' });
    expect(within(hour).getAllByRole('option')).toHaveLength(24);
    expect(
      within(minute)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, step) => String(step * 5).padStart(2, '0')));
    await user.selectOptions(hour, '14');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Minute' }), '35');
    expect(screen.getByLabelText('When')).toHaveValue('05/15/2030 14:35');
    expect(within(calendar).getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('14');
  });

  it('offer no time before the earliest moment on its day', async () => {
    const { user, calendar } = await openCalendar(new Date(2030, 4, 10), new Date(2030, 4, 15, 9, 30));
    await user.click(within(calendar).getByRole('gridcell', { name: /May 15, 2030$/ }));
    const hour = within(calendar).getByRole('combobox', { name: 'Hour' });
    expect(within(hour).getByRole('option', { name: '08' })).toBeDisabled();
    expect(within(hour).getByRole('option', { name: '09' })).toBeEnabled();
    await user.selectOptions(hour, '09');
    const minute = within(calendar).getByRole('combobox', { name: 'Minute' });
    expect(within(minute).getByRole('option', { name: '25' })).toBeDisabled();
    expect(within(minute).getByRole('option', { name: '30' })).toBeEnabled();
  });

  it('are named in the current language', async () => {
    await act(() => void i18next.changeLanguage('fr'));
    const { calendar } = await openCalendar();
    expect(within(calendar).getByText('Heure', { exact: true })).toBeInTheDocument();
    expect(within(calendar).getByRole('combobox', { name: 'Heures' })).toHaveDisplayValue('--');
    expect(within(calendar).getByRole('combobox', { name: 'Minutes' })).toBeInTheDocument();
  });
});

describe('a date in the visitor’s language', { timeout: 20_000 }, () => {
  const july20 = new Date(2030, 6, 20, 14, 30).toISOString();

  it.each([
    ['en', 'MM/DD/YYYY HH:mm', '07/20/2030 14:30'],
    ['ht', 'JJ/MM/AAAA HH:mm', '20/07/2030 14:30'],
    ['es', 'DD/MM/AAAA HH:mm', '20/07/2030 14:30'],
    ['fr', 'JJ/MM/AAAA HH:mm', '20/07/2030 14:30'],
  ])('in %s, is asked for as %s and typed in that order', async (language, placeholder, typed) => {
    await act(() => void i18next.changeLanguage(language));
    const user = userEvent.setup();
    render(<Harness minDate={new Date(2030, 4, 10)} />);
    const field = screen.getByLabelText('When');
    expect(field).toHaveAttribute('placeholder', placeholder);
    await user.type(field, typed);
    expect(screen.getByTestId('picked')).toHaveTextContent(july20);
    expect(field).toHaveValue(typed);
  });

  it('is shown in that order once picked from the calendar', async () => {
    await act(() => void i18next.changeLanguage('fr'));
    const { user, calendar } = await openCalendar();
    await user.click(within(calendar).getByRole('gridcell', { name: /15 mai 2030$/ }));
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Heures' }), '09');
    expect(screen.getByLabelText('When')).toHaveValue('15/05/2030 09:00');
  });
});

describe('the year menu', () => {
  it('offers the years that may be chosen, and always the one shown', () => {
    const may2030 = new Date(2030, 4, 1);
    expect(yearRange(new Date(2030, 0, 1), new Date(2032, 0, 1), may2030)).toEqual([2030, 2031, 2032]);
    expect(yearRange(new Date(2031, 0, 1), new Date(2032, 0, 1), may2030)).toEqual([2030, 2031, 2032]);
  });
});

describe('the date picker on the server', () => {
  it('renders its empty field without asking for the screen, which the server does not have', () => {
    vi.stubGlobal('matchMedia', () => {
      throw new Error('The server has no screen');
    });
    const html = renderToString(<Harness minDate={new Date(2030, 4, 10)} />);
    expect(html).toContain('placeholder="MM/DD/YYYY HH:mm"');
    expect(html).toContain('value=""');
  });
});
