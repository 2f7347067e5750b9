import { Button, Dialog } from '@portal/shared/ui';

export interface NearDepartureDialogProps {
  open: boolean;
  /** The service's words: the question, why, and its two answers. */
  texts: { title: string; message: string; continue: string; change: string };
  /** The time field the user goes back to when they change the time. */
  timeFieldId: string;
  /** Keep the time: the step saves it confirmed. */
  onContinue: () => void;
  onClose: () => void;
}

/**
 * The question a booking step asks when its service time is close to the flight's departure
 * (Airport Assistant under 1 hour, Transport under 2): keep the time, or change it (the focus goes
 * to the time field).
 */
export function NearDepartureDialog({
  open,
  texts,
  timeFieldId,
  onContinue,
  onClose,
}: NearDepartureDialogProps) {
  return (
    <Dialog
      open={open}
      title={texts.title}
      onClose={onClose}
      actions={
        <>
          <Button
            onClick={() => {
              onClose();
              onContinue();
            }}
          >
            {texts.continue}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              // After the dialog has handed the focus back to where it was.
              window.setTimeout(() => document.getElementById(timeFieldId)?.focus(), 0);
            }}
          >
            {texts.change}
          </Button>
        </>
      }
    >
      <p>{texts.message}</p>
    </Dialog>
  );
}
