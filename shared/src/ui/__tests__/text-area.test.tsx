import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea } from '../text-area';

describe('TextArea', () => {
  it('is a labelled multi-line field that takes typing', async () => {
    render(<TextArea label="Message" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Line one{enter}Line two');
    expect(area).toHaveValue('Line one\nLine two');
  });

  it('puts a count hint after the field and links hint and error', () => {
    const { container } = render(
      <TextArea
        label="Message"
        hint="0 of 2000 characters"
        hintPlacement="after"
        error="This field is required."
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('0 of 2000 characters This field is required.');
    const hint = screen.getByText('0 of 2000 characters');
    expect(area.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });
});
