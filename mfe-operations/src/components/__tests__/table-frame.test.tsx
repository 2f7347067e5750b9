import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableFrame } from '../table-frame';

describe('TableFrame', () => {
  it('is a region named by its table, which the keyboard reaches to scroll it', async () => {
    render(
      <>
        <button type="button">Before</button>
        <TableFrame label="Audit log entries">
          <table>
            <caption>Audit log entries</caption>
            <tbody>
              <tr>
                <td>login</td>
              </tr>
            </tbody>
          </table>
        </TableFrame>
      </>,
    );
    const frame = screen.getByRole('region', { name: 'Audit log entries' });
    expect(frame).toContainElement(screen.getByRole('table', { name: 'Audit log entries' }));
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(frame).toHaveFocus();
  });
});
