import { initRemoteTexts } from '@portal/shared/testing';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { GreetingRows } from '../greeting-rows';

const order = (
  patch: Partial<{ welcomeSign: string; notes: string; mobileNoPrefix: string; mobileNo: string }>,
) => {
  const { welcomeSign = 'Ana Tester', notes = '', mobileNoPrefix = '+44', mobileNo = '20 7946 0958' } = patch;
  return { welcomeSign, notes, contact: { mobileNoPrefix, mobileNo } };
};

const renderRows = (value: ReturnType<typeof order>, forOther?: React.ReactNode) =>
  render(
    <dl>
      <GreetingRows ns="transportOrder" textsKey="order" order={value} forOther={forOther} />
    </dl>,
  );

/** The rows as "term: description" pairs, in order. */
const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );

beforeAll(() => initRemoteTexts('transportOrder'));

describe('GreetingRows', () => {
  it('shows the sign, what is for someone else, the notes and the contact number, in that order', () => {
    const { container } = renderRows(
      order({ notes: 'Two suitcases\nand a pram.' }),
      <div>
        <dt>Traveller</dt>
        <dd>ana@example.com</dd>
      </div>,
    );
    expect(rows(container)).toEqual([
      'Welcome sign: Ana Tester',
      'Traveller: ana@example.com',
      'Notes to the driver: Two suitcases\nand a pram.',
      'Contact number: +44 20 7946 0958',
    ]);
  });

  it('leaves out notes that are blank and a contact that was not given', () => {
    const { container } = renderRows(order({ notes: '  \n ', mobileNoPrefix: '', mobileNo: '' }));
    expect(rows(container)).toEqual(['Welcome sign: Ana Tester']);
    expect(screen.queryByText('Notes to the driver')).not.toBeInTheDocument();
  });
});
