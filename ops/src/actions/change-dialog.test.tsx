import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '@rental/shared/contracts/envelope.ts';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { ApiHttpError, ApiNetworkError } from '@rental/shared/api-client/api-errors.ts';
import { OPS_NS, opsLoaders } from '../i18n/ops-i18n.ts';
import { SessionContext } from '../session/session-context.ts';
import { ChangeDialog } from './change-dialog.tsx';

beforeAll(async () => {
  // jsdom has no modal dialogs; an open dialog is what the accessibility tree, and so the queries, see.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await initI18n('en', OPS_NS, opsLoaders);
});

/** The API's refusal of a change, as the console's calls reject with it. */
const refused = (httpStatus: number, error: ErrorCode, message: string) =>
  new ApiHttpError(httpStatus, { status: 0, error, message });

// The rollout as it is now: another operator's change has removed the canary this one was about to kill.
const current: OpsRemote = {
  remote: 'mf_catalogue',
  shortName: 'catalogue',
  revision: 'r2',
  stable: { version: '1.1.0', state: 'site' },
};

function renderDialog(onConfirm: ComponentProps<typeof ChangeDialog>['onConfirm'], viewedRevision = 'r1') {
  const happened: string[] = [];
  const lost = vi.fn();
  const props = {
    onConfirm: vi.fn(async (reason: string) => {
      happened.push(`confirm ${JSON.stringify(reason)}`);
      await onConfirm(reason);
    }),
    onSettled: vi.fn(() => happened.push('settled')),
    onClose: vi.fn(() => happened.push('closed')),
  };
  render(
    <SessionContext.Provider
      value={{ session: { operator: 'Ana', expiresAt: '2026-11-28T00:00:00.000Z' }, lost }}
    >
      <ChangeDialog
        action="kill"
        current={current}
        viewedRevision={viewedRevision}
        impact="The 10 % of visitors on canary 1.2.0 go back."
        {...props}
      />
    </SessionContext.Provider>,
  );
  return { user: userEvent.setup(), happened, lost, ...props };
}

const confirmButton = () => screen.getByRole('button', { name: 'Kill the canary' });
const reasonField = () => screen.getByRole('textbox', { name: 'Reason' });

describe('ChangeDialog', () => {
  it('opens as a dialog saying what the change does, and whose name the history will keep', () => {
    renderDialog(() => Promise.resolve());
    const dialog = screen.getByRole('dialog', { name: 'Kill the canary of catalogue' });
    expect(dialog).toHaveAccessibleDescription('The 10 % of visitors on canary 1.2.0 go back.');
    expect(screen.getByText('Kept in the history with your name (Ana).')).toBeInTheDocument();
  });

  it('cannot be confirmed until a reason is typed, spaces alone not being one', async () => {
    const { user, onConfirm } = renderDialog(() => Promise.resolve());
    expect(confirmButton()).toBeDisabled();
    await user.type(reasonField(), '   ');
    expect(confirmButton()).toBeDisabled();
    await user.type(reasonField(), 'LCP doubled');
    expect(confirmButton()).toBeEnabled();
    await user.clear(reasonField());
    expect(confirmButton()).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the reason trimmed, once, then lets the view catch up and closes', async () => {
    let answer!: () => void;
    const { user, happened, onConfirm } = renderDialog(
      () => new Promise<void>((resolve) => (answer = resolve)),
    );
    await user.type(reasonField(), '  LCP doubled on the canary \n');
    await user.click(confirmButton());
    // While the server answers, a second click must not send the change again.
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(happened).toEqual(['confirm "LCP doubled on the canary"']);
    await act(async () => answer());
    expect(happened).toEqual(['confirm "LCP doubled on the canary"', 'settled', 'closed']);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('on a conflict, waits for the view to catch up before it says what the rollout is now', async () => {
    renderDialog(
      () => Promise.reject(refused(409, 'conflict', 'remotes.json changed since revision r2')),
      'r2',
    );
    const user = userEvent.setup();
    await user.type(reasonField(), 'failures above the limit');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reading the rollout as it is now…');
    expect(alert).not.toHaveTextContent('stable 1.1.0');
  });

  it('on a conflict, shows the rollout as it is now and offers only to close', async () => {
    const { user, happened, onClose } = renderDialog(() =>
      Promise.reject(refused(409, 'conflict', 'remotes.json changed since revision r1')),
    );
    await user.type(reasonField(), 'failures above the limit');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Nothing was changed: the rollout changed since you opened this view. It is now:',
    );
    expect(alert).toHaveTextContent('stable 1.1.0, no canary');
    expect(screen.queryByRole('button', { name: 'Kill the canary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // Settled so the console reads the rollout that won; the dialog stays until the operator has read it.
    expect(happened).toEqual(['confirm "failures above the limit"', 'settled']);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('on a refusal, shows the server’s reason and lets the operator try again', async () => {
    const { user, happened } = renderDialog(() =>
      Promise.reject(refused(422, 'refused', 'mf_catalogue has no canary to kill')),
    );
    await user.type(reasonField(), 'failures above the limit');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed:');
    expect(alert).toHaveTextContent('mf_catalogue has no canary to kill');
    expect(alert).not.toHaveTextContent('It is now:');
    expect(confirmButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(happened).toEqual(['confirm "failures above the limit"']);
  });

  it('when the server does not answer, says nothing is known to have changed rather than a fetch error', async () => {
    const { user } = renderDialog(() => Promise.reject(new ApiNetworkError('Failed to fetch')));
    await user.type(reasonField(), 'failures above the limit');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing is known to have changed');
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });

  it('when the session has ended, hands over to the sign-in without showing a refusal', async () => {
    const { user, lost, happened } = renderDialog(() =>
      Promise.reject(refused(401, 'unauthorized', 'Sign in again')),
    );
    await user.type(reasonField(), 'failures above the limit');
    await user.click(confirmButton());
    await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(happened).toEqual(['confirm "failures above the limit"']);
  });

  it('closes on Cancel without sending anything', async () => {
    const { user, onClose, onConfirm } = renderDialog(() => Promise.resolve());
    await user.type(reasonField(), 'changed my mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
