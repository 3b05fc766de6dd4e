import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { CONNECTION_FAILURE } from '@rental/shared/api-client/http-client.ts';
import { refreshXsrfToken } from '@rental/shared/api-client/calls/refresh-xsrf-token.ts';
import { sendContactMessage } from '@rental/shared/api-client/calls/send-contact-message.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { hydrateServerPage, renderOnServer, serverPage } from '@rental/shared/testing/server-rendering.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactPage } from './contact-page.tsx';

vi.mock('@rental/shared/api-client/calls/send-contact-message.ts', () => ({ sendContactMessage: vi.fn() }));
vi.mock('@rental/shared/api-client/calls/refresh-xsrf-token.ts', () => ({ refreshXsrfToken: vi.fn() }));
const send = vi.mocked(sendContactMessage);
const refresh = vi.mocked(refreshXsrfToken);

/** What the API answers a write whose XSRF token it does not accept. */
const tokenRefused = () =>
  new ApiHttpError(403, {
    status: 0,
    error: 'forbidden',
    message: 'This form has expired or was not sent from this site. Reload the page and try again.',
  });

const MESSAGES = [
  'Please enter your name',
  'Please enter your Number',
  'Please enter your Email Address',
  'Please enter your Message',
];

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const fill = () => {
  fireEvent.change(field('Name'), { target: { value: 'Renata Salgado' } });
  fireEvent.change(field('Phone number'), { target: { value: '305 555 0199' } });
  fireEvent.change(field('E-mail'), { target: { value: 'renata@brickell.example' } });
  fireEvent.change(field('Message'), { target: { value: 'We need a 5-ton on Friday.' } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
beforeEach(() => {
  refresh.mockResolvedValue(undefined);
});
afterEach(() => {
  send.mockReset();
  refresh.mockReset();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('shows the four required-field messages when sent empty, and sends nothing', async () => {
    render(<ContactForm />);
    submit();
    for (const message of MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a message as soon as its field is corrected', async () => {
    render(<ContactForm />);
    submit();
    await screen.findByText('Please enter your name');
    fireEvent.change(field('Name'), { target: { value: 'R' } });
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your Message')).toBeInTheDocument();
  });

  it('posts a valid message with the dial code, then clears the form and says so', async () => {
    send.mockResolvedValue({ status: 1, data: { id: 7 } });
    render(<ContactForm />);
    fill();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(send).toHaveBeenCalledWith({
      name: 'Renata Salgado',
      phone_number: '+1 305 555 0199',
      email: 'renata@brickell.example',
      message: 'We need a 5-ton on Friday.',
      website: '',
      fill_ms: expect.any(Number),
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('keeps every entry and says so when the connection fails', async () => {
    send.mockResolvedValue(CONNECTION_FAILURE);
    render(<ContactForm />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(field('Name')).toHaveValue('Renata Salgado');
    expect(field('Message')).toHaveValue('We need a 5-ton on Friday.');
  });

  it('marks the fields the API refuses and keeps the entries', async () => {
    send.mockRejectedValue(
      new ApiHttpError(422, {
        status: 0,
        error: 'validation_failed',
        message: 'email is invalid.',
        fields: { email: 'email must be an e-mail address.' },
      }),
    );
    render(<ContactForm />);
    fill();
    submit();
    await screen.findByRole('alert');
    expect(screen.getByText('Please enter your Email Address')).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('renata@brickell.example');
  });

  it('says so when the API asks the visitor to slow down', async () => {
    send.mockRejectedValue(
      new ApiHttpError(429, { status: 0, error: 'too_many_requests', message: 'Too many requests.' }),
    );
    render(<ContactForm />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages in a short time');
    expect(field('Message')).toHaveValue('We need a 5-ton on Friday.');
  });

  it('keeps its honeypot away from people and screen readers', () => {
    render(<ContactForm />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
  });

  it('sends one message for a double click and a double Enter while it is on its way', async () => {
    let settle: (value: { status: 1; data: { id: number } }) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    render(<ContactForm />);
    fill();
    const button = screen.getByRole('button', { name: 'Send message' });
    fireEvent.click(button);
    fireEvent.click(button);
    // Enter in a field submits the form without a click on its button: the form itself must ignore it.
    const form = button.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    settle({ status: 1, data: { id: 1 } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gets a fresh token and sends the message again, without a word, when its token was refused', async () => {
    send.mockRejectedValueOnce(tokenRefused()).mockResolvedValueOnce({ status: 1, data: { id: 9 } });
    render(<ContactForm />);
    fill();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toEqual(send.mock.calls[0]?.[0]);
  });

  it('says the page has been open too long, and keeps every entry, when the fresh token is refused too', async () => {
    send.mockRejectedValue(tokenRefused());
    render(<ContactForm />);
    fill();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page has been open too long. Please copy your message, reload the page and send it again.',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(field('Message')).toHaveValue('We need a 5-ton on Friday.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends the abuse signals the API checks: the honeypot and how long this message took', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    send.mockResolvedValue({ status: 1, data: { id: 2 } });
    render(<ContactForm />);
    fill();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    fireEvent.change(honeypot, { target: { value: 'https://bot.example' } });
    now += 4_200;
    submit();
    await screen.findByRole('status');
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ website: 'https://bot.example', fill_ms: 4_200 }),
    );
    // The next message is timed from the moment the last one went out, with an empty honeypot.
    fill();
    now += 6_000;
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ website: '', fill_ms: 6_000 }));
  });
});

describe('ContactForm without JavaScript', () => {
  it('says, inside the form, that sending it needs JavaScript', async () => {
    const { html } = await renderOnServer(<ContactForm />);
    // Parsed as a browser without scripting parses it: the <noscript> content is part of the page.
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('form noscript')?.textContent).toBe(
      'Sending this form needs JavaScript, which is turned off in your browser. You can still call us or write to us at the phone number and e-mail address on this page.',
    );
  });

  it('cannot be sent until its script has mounted, so no message ends up in the address', async () => {
    const page = await serverPage(<ContactForm />);
    expect(within(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('is ready once the server’s page has hydrated, without a difference', async () => {
    const { problems, container } = await hydrateServerPage(<ContactPage />, { path: '/contact-us' });
    expect(problems).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
