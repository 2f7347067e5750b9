import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WizardProgress } from '../wizard-progress';

const steps = [
  { id: 'step-1', title: 'Booking Details' },
  { id: 'step-2', title: 'Select Car' },
  { id: 'step-3', title: 'Passenger Details' },
  { id: 'step-4', title: 'Review & Submit' },
];

describe('WizardProgress', () => {
  it('marks the current step with aria-current="step"', () => {
    render(<WizardProgress label="Booking progress" steps={steps} currentIndex={2} onStepClick={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Booking progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[2] as HTMLElement).getByText('Passenger Details').parentElement).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(nav.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  });

  it('lets the user click a done step to go back', async () => {
    const onStepClick = vi.fn();
    render(
      <WizardProgress label="Booking progress" steps={steps} currentIndex={2} onStepClick={onStepClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Booking Details/ }));
    expect(onStepClick).toHaveBeenCalledWith(0, steps[0]);
    await userEvent.click(screen.getByRole('button', { name: /Select Car/ }));
    expect(onStepClick).toHaveBeenLastCalledWith(1, steps[1]);
  });

  it('does not let the user go forward (or to the current step) by clicking', async () => {
    const onStepClick = vi.fn();
    render(
      <WizardProgress label="Booking progress" steps={steps} currentIndex={1} onStepClick={onStepClick} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Select Car/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Review & Submit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Review & Submit'));
    await userEvent.click(screen.getByText('Passenger Details'));
    expect(onStepClick).not.toHaveBeenCalled();
  });

  it('reads the state of each step when labels are given', () => {
    render(
      <WizardProgress
        label="Progress"
        steps={steps}
        currentIndex={1}
        onStepClick={() => {}}
        stateLabels={{ done: 'completed', 'not-started': 'not started' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Booking Details (completed)' })).toBeInTheDocument();
    expect(screen.getByText('Review & Submit').parentElement).toHaveTextContent(
      'Review & Submit (not started)',
    );
  });
});
