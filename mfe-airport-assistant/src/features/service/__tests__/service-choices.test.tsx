import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../../test-support/fixtures';
import { setUpTexts } from '../../../test-support/setup-i18n';
import { LevelChoices } from '../service-choices';

beforeAll(setUpTexts);

const arrivals = OFFERS.filter((offer) => offer.serviceType === 'international_arrival');

/** A level's card: the element holding its radio. */
const cardOf = (level: string) => {
  const card = screen.getByRole('radio', { name: level }).parentElement;
  if (!card) throw new Error(`no card for ${level}`);
  return card;
};

describe('LevelChoices: a level card', () => {
  it('keeps the price in the header beside the title; what the level includes comes below', () => {
    render(<LevelChoices offers={arrivals} value={null} onChange={() => {}} />);
    for (const [level, price, includes] of [
      [
        'VIP',
        'USD 160.00 + USD 40.00 per additional passenger',
        'Personal greeting Welcome sign with your name Escort through immigration Help with baggage',
      ],
      [
        'VVIP',
        'USD 300.00 + USD 75.00 per additional passenger',
        'Personal greeting Welcome sign with your name Lounge access Escort to your car',
      ],
    ] as const) {
      const card = cardOf(level);
      const title = within(card).getByText(level, { selector: 'label' });
      const header = title.parentElement;
      // Title and price are the only two children of one header element, title first (the CSS lays
      // the two out side by side: the price never wraps under the title).
      expect(header).not.toBe(card);
      expect(header?.children).toHaveLength(2);
      expect(header?.firstElementChild).toBe(title);
      expect(header?.lastElementChild).toHaveTextContent(price);
      // What it includes is not in the header.
      const includedList = within(card).getByRole('list', { name: 'Includes' });
      expect(header).not.toContainElement(includedList);
      // Read in the same order as before: the price, then what the level includes.
      expect(screen.getByRole('radio', { name: level })).toHaveAccessibleDescription(
        `${price.replace(/USD /g, 'USD\u00a0')} ${includes}`,
      );
    }
  });
});
