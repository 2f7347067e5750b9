import { useTranslation } from '@portal/shared/i18n';
import {
  type DialogAction,
  type DialogRequest,
  MESSAGE_DIALOG_DEFAULT_MS,
  useDialogStore,
} from '@portal/shared/stores';
import { Button, Dialog } from '@portal/shared/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';

// Only a payment with Worldline's hosted tokenization needs it: loaded then, never at start-up.
const HostedCardDialog = lazy(() => import('./hosted-card/hosted-card-dialog'));

/** Renders every dialog opened through the dialog store (by the shell or any remote). */
export function DialogHost() {
  const dialogs = useDialogStore((s) => s.dialogs);
  const closeDialog = useDialogStore((s) => s.closeDialog);
  return (
    <>
      {dialogs.map((dialog) => {
        const onAnswer = (action: DialogAction) => closeDialog(dialog.id, action);
        return dialog.request.kind === 'hostedCardEntry' ? (
          <Suspense key={dialog.id} fallback={null}>
            <HostedCardDialog request={dialog.request} onAnswer={onAnswer} />
          </Suspense>
        ) : (
          <StoreDialog key={dialog.id} request={dialog.request} onAnswer={onAnswer} />
        );
      })}
    </>
  );
}

interface DialogView {
  title: string;
  body?: ReactNode;
  buttons: { label: string; action: DialogAction; primary?: boolean }[];
}

/** The dialogs the host draws itself from their request (a hosted card entry has its own component). */
type StoreRequest = Exclude<DialogRequest, { kind: 'hostedCardEntry' }>;

function StoreDialog({
  request,
  onAnswer,
}: {
  request: StoreRequest;
  onAnswer: (action: DialogAction) => void;
}) {
  const { t } = useTranslation('common');
  const view = describe(request, t);
  const duration = request.kind === 'message' ? (request.durationMs ?? MESSAGE_DIALOG_DEFAULT_MS) : 0;

  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  useEffect(() => {
    if (duration <= 0) return;
    const timer = window.setTimeout(() => answer.current('close'), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);

  return (
    <Dialog
      open
      title={view.title}
      onClose={() => onAnswer('close')}
      actions={view.buttons.map((button) => (
        <Button
          key={button.label}
          variant={button.primary ? 'primary' : 'secondary'}
          onClick={() => onAnswer(button.action)}
        >
          {button.label}
        </Button>
      ))}
    >
      {view.body}
    </Dialog>
  );
}

type Translate = (key: string) => string;

function describe(request: StoreRequest, t: Translate): DialogView {
  switch (request.kind) {
    case 'logout':
      return {
        title: t('dialog.logout.title'),
        body: <p>{t('dialog.logout.message')}</p>,
        buttons: [
          { label: t('dialog.logout.cancel'), action: 'close' },
          { label: t('dialog.logout.confirm'), action: 'confirm', primary: true },
        ],
      };
    case 'sessionTimeout':
      return {
        title: t('dialog.sessionTimeout.title'),
        body: <p>{t('dialog.sessionTimeout.message')}</p>,
        buttons: [{ label: t('dialog.sessionTimeout.confirm'), action: 'confirm', primary: true }],
      };
    case 'connectionError':
      return {
        title: t('dialog.connectionError.title'),
        body: <p>{t('dialog.connectionError.message')}</p>,
        buttons: [
          { label: t('dialog.connectionError.close'), action: 'close' },
          { label: t('dialog.connectionError.retry'), action: 'confirm', primary: true },
        ],
      };
    case 'programUnavailable':
      return {
        title: t('dialog.programUnavailable.title'),
        body: <p>{t('dialog.programUnavailable.message')}</p>,
        buttons: [{ label: t('dialog.programUnavailable.ok'), action: 'confirm', primary: true }],
      };
    case 'message':
      // A message without a title is named by the message itself (shown once).
      return request.title
        ? {
            title: request.title,
            body: <p>{request.message}</p>,
            buttons: [{ label: t('actions.ok'), action: 'close', primary: true }],
          }
        : { title: request.message, buttons: [{ label: t('actions.ok'), action: 'close', primary: true }] };
    case 'confirm':
      return {
        title: request.title,
        body: <p>{request.message}</p>,
        buttons: [
          { label: request.cancelLabel ?? t('actions.cancel'), action: 'close' },
          { label: request.confirmLabel ?? t('actions.confirm'), action: 'confirm', primary: true },
        ],
      };
  }
}
