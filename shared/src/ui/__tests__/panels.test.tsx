import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { PageTitle, setDocumentTitleSuffix } from '../page-title';
import { ComingSoon, ErrorPanel, ServiceUnavailable } from '../status-panels';

describe('status panels', () => {
  it('ErrorPanel offers Try again', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel title="This page could not be loaded" retryLabel="Try again" onRetry={onRetry} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ComingSoon says so and offers no action', () => {
    render(<ComingSoon title="Book Fast Track" message="This screen is coming soon." badge="Coming soon" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book Fast Track' })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Book Fast Track');
  });

  it('ServiceUnavailable can sit inside a page as a level-2 heading', () => {
    render(<ServiceUnavailable title="This service is unavailable right now" headingLevel={2} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'This service is unavailable right now' }),
    ).toBeVisible();
  });

  it('PageTitle sets the document title with the suffix', () => {
    setDocumentTitleSuffix('Airport Services');
    render(<PageTitle>Terms of Use</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Use | Airport Services');
    setDocumentTitleSuffix('');
  });

  it('Button in loading state is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
