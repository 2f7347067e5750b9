import { initScreenI18n } from '@portal/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SecureCheckoutBox } from '../secure-checkout-box';

beforeAll(async () => {
  await initScreenI18n();
});

describe('SecureCheckoutBox', () => {
  it('says what is happening, takes the focus and titles the page', async () => {
    render(<SecureCheckoutBox />);
    const box = screen.getByRole('status', { name: 'Secure Checkout' });
    expect(box).toHaveTextContent('Please wait while we verify your information.');
    expect(box).toHaveTextContent('Please stay on this page and do not refresh it.');
    expect(screen.getByRole('heading', { level: 1, name: 'Secure Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(document.title).toMatch(/^Secure Checkout/);
  });

  it('sits inside a wizard step with a second-level heading and leaves the page title alone', () => {
    document.title = 'Review and Pay';
    render(<SecureCheckoutBox headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Secure Checkout' })).toBeInTheDocument();
    expect(document.title).toBe('Review and Pay');
  });
});
