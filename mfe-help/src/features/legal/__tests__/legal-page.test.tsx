import { apiClient, configureHttp } from '@portal/shared/http';
import { initI18n, setLanguage } from '@portal/shared/i18n';
import { type Recorded, serveFetch } from '@portal/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConditionsPage, TermsOfUsePage } from '../legal-page';

const document = (code: string, title: string, content: string) => ({
  id: 1,
  code,
  title,
  content,
  version: '2025-01',
  updatedAt: '2025-01-15T00:00:00.000Z',
});

/** Answers the API as the http client's axios adapter (the test double of the server). */
const serve = (answer: (request: Recorded) => unknown) =>
  serveFetch(apiClient, (request) => ({ status: 200, data: answer(request) }));

beforeAll(async () => {
  configureHttp({ navigate: () => {} });
  await initI18n();
});

afterEach(async () => {
  await act(() => setLanguage('en-US'));
});

describe('legal pages', () => {
  it('shows the document for its code, paragraph by paragraph', async () => {
    const seen = serve(() => ({
      state: '1',
      errorCode: null,
      message: 'success',
      result: [document('termsOfUse', 'Terms of Use', 'First paragraph.\n\nSecond paragraph.')],
    }));
    render(<TermsOfUsePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(await screen.findByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText(/Version 2025-01/)).toBeInTheDocument();
    expect(seen[0]?.url).toBe('/tc/list');
    expect(seen[0]?.params).toEqual({ code: 'termsOfUse' });
  });

  it('says so when the API answers with a business error, and Try again asks again', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? { state: '0', errorCode: 10503, message: 'The service is unavailable.', result: null }
        : {
            state: '1',
            errorCode: null,
            message: 'success',
            result: [document('conditions', 'T&C', 'Agreed terms.')],
          };
    });
    render(<ConditionsPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The document could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The service is unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Agreed terms.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('gives a long document a table of contents that moves focus to each section', async () => {
    const content = [
      'Introduction paragraph.',
      '# Bookings',
      'About bookings.',
      '# Cancellation',
      'About cancelling.',
      'More about cancelling.',
      '# Your data',
      'About data.',
    ].join('\n\n');
    serve(() => ({
      state: '1',
      errorCode: null,
      message: 'success',
      result: [document('conditions', 'T&C', content)],
    }));
    render(<ConditionsPage />);
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Bookings', 'Cancellation', 'Your data']);
    const section = screen.getByRole('heading', { level: 2, name: 'Cancellation' });
    expect(links[1]).toHaveAttribute('href', `#${section.id}`);
    Element.prototype.scrollIntoView = () => {};
    await userEvent.click(links[1] as HTMLElement);
    expect(section).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Cancellation' })).toHaveTextContent('More about cancelling.');
    expect(screen.getByText('Introduction paragraph.').tagName).toBe('P');
  });

  it('shows no table of contents for a short document', async () => {
    serve(() => ({
      state: '1',
      errorCode: null,
      message: 'success',
      result: [document('conditions', 'T&C', '# Only\n\nOne section.')],
    }));
    render(<ConditionsPage />);
    expect(await screen.findByText('One section.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Only' })).toBeInTheDocument();
  });

  it('reads the document again in the new language', async () => {
    const languages: string[] = [];
    serve((config) => {
      const language = String(config.headers.get('Accept-Language'));
      languages.push(language);
      const text = language === 'pt-BR' ? 'Texto em português.' : 'English text.';
      return { state: '1', errorCode: null, message: 'success', result: [document('conditions', 'T', text)] };
    });
    render(<ConditionsPage />);
    expect(await screen.findByText('English text.')).toBeInTheDocument();
    await act(() => setLanguage('pt-BR'));
    expect(await screen.findByText('Texto em português.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Termos e Condições' })).toBeInTheDocument();
    expect(languages).toEqual(['en-US', 'pt-BR']);
  });
});
