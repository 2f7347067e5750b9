import { configureHttp } from '@portal/shared/http';
import { initI18n, setLanguage } from '@portal/shared/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, serveApi, success } from '../../../test-support/api-double';
import { renderAt } from '../../../test-support/render-route';
import { forgetLoadedFaq } from '../api/use-faq';
import { HelpDetailsPage } from '../help-details-page';
import { HelpHomePage } from '../help-home-page';
import { HelpListPage } from '../help-list-page';
import { ENGLISH_FAQ, PORTUGUESE_FAQ } from './fixtures';

const screens = { '/help': HelpHomePage, '/helpList': HelpListPage, '/helpDetails': HelpDetailsPage };

const serveFaq = () =>
  serveApi((config) => {
    const language = (config.params as { language: string }).language;
    return success({ language, questions: language === 'pt-BR' ? PORTUGUESE_FAQ : ENGLISH_FAQ });
  });

beforeAll(async () => {
  configureHttp({ navigate: () => {} });
  await initI18n();
});

beforeEach(() => forgetLoadedFaq());

afterEach(async () => {
  await act(() => setLanguage('en-US'));
});

describe('/help', () => {
  it('shows the popular questions and every category with its count', async () => {
    const seen = serveFaq();
    renderAt('/help', screens);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeInTheDocument();
    const popular = await screen.findByRole('list', { name: 'Popular questions' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How do I cancel a booking?', 'How long will the driver wait for me?']);
    const categories = screen.getByRole('list', { name: 'Browse by category' });
    expect(within(categories).getByRole('link', { name: /General\/Account\s*2 questions/ })).toHaveAttribute(
      'href',
      '/helpList?category=general',
    );
    expect(
      within(categories).getByRole('link', { name: /Airport Assistant\s*1 question$/ }),
    ).toBeInTheDocument();
    expect(within(categories).getAllByRole('link')).toHaveLength(4);
    expect(seen[0]?.url).toBe('/faq/list');
    expect(seen[0]?.params).toEqual({ language: 'en-US' });
  });

  it('filters the questions as you type and announces the count', async () => {
    serveFaq();
    renderAt('/help', screens);
    await screen.findByRole('list', { name: 'Popular questions' });
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    const status = screen.getByRole('status');

    await userEvent.type(search, 'REFUND');
    expect(status).toHaveTextContent('1 question matches your search.');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'How long does a refund take?' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Popular questions' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'charge');
    expect(status).toHaveTextContent('2 questions match your search.');

    await userEvent.type(search, ' zebra');
    expect(status).toHaveTextContent('No questions match your search.');
    expect(screen.getByText('Try other words, or send us a query.')).toBeInTheDocument();

    await userEvent.clear(search);
    expect(await screen.findByRole('list', { name: 'Popular questions' })).toBeInTheDocument();
    expect(status).toHaveTextContent('');
  });

  it('finds other forms of the words typed', async () => {
    serveFaq();
    renderAt('/help', screens);
    await screen.findByRole('list', { name: 'Popular questions' });
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    await userEvent.type(search, 'waiting');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How long will the driver wait for me?']);
  });

  it('searches with the word forms of the page’s language', async () => {
    await act(() => setLanguage('pt-BR'));
    serveFaq();
    renderAt('/help', screens);
    await screen.findByRole('list', { name: 'Perguntas populares' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar nas perguntas' }), 'esperando');
    expect(screen.getByRole('status')).toHaveTextContent('1 pergunta corresponde à sua pesquisa.');
    const results = screen.getByRole('list', { name: 'Resultados da pesquisa' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Quanto tempo o motorista espera por mim?']);
  });

  it('reads the questions again in the new language', async () => {
    const seen = serveFaq();
    renderAt('/help', screens);
    expect(
      await screen.findByRole('link', { name: 'How long will the driver wait for me?' }),
    ).toBeInTheDocument();
    await act(() => setLanguage('pt-BR'));
    expect(
      await screen.findByRole('link', { name: 'Quanto tempo o motorista espera por mim?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ajuda e Perguntas Frequentes' }),
    ).toBeInTheDocument();
    expect(seen.map((config) => (config.params as { language: string }).language)).toEqual([
      'en-US',
      'pt-BR',
    ]);
  });

  it('says so when the questions cannot be loaded, and Try again asks again', async () => {
    let calls = 0;
    serveApi(() => {
      calls += 1;
      return calls === 1
        ? failure(10503, 'The service is unavailable.')
        : success({ language: 'en-US', questions: ENGLISH_FAQ });
    });
    renderAt('/help', screens);
    expect(
      await screen.findByRole('heading', { name: 'The questions could not be loaded' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Popular questions' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.getByRole('heading', { name: 'Still need help?' })).toBeInTheDocument();
  });

  it('shows "Still need help?" below the questions once they are there, so nothing on screen moves down', async () => {
    let answer: (value: unknown) => void = () => {};
    serveApi(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/help', screens);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Still need help?' })).not.toBeInTheDocument();

    answer(success({ language: 'en-US', questions: ENGLISH_FAQ }));
    const popular = await screen.findByRole('list', { name: 'Popular questions' });
    const needHelp = screen.getByRole('heading', { name: 'Still need help?' });
    expect(popular.compareDocumentPosition(needHelp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('/helpList', () => {
  it('lists the questions of one category and links to the others', async () => {
    serveFaq();
    renderAt('/helpList?category=transport', screens);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport Services' })).toBeInTheDocument();
    const main = await screen.findByRole('link', { name: 'Are there extra charges for a transfer?' });
    const list = main.closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    const others = screen.getByRole('navigation', { name: 'Other categories' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['General/Account', 'Airport Assistant', 'Fast Track']);
    expect(screen.getByRole('link', { name: 'Submit a query' })).toHaveAttribute(
      'href',
      '/helpForm?category=airportTransport',
    );
  });

  it('says so for a category that does not exist', async () => {
    serveFaq();
    renderAt('/helpList?category=parking', screens);
    expect(await screen.findByText('This category does not exist.')).toBeInTheDocument();
  });
});

describe('/helpDetails', () => {
  it('shows the answer with its paragraphs, the related questions and the way back', async () => {
    serveFaq();
    const { router } = renderAt('/helpDetails?id=transport-waiting-time', screens);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How long will the driver wait for me?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no charge for a delay.').tagName).toBe('P');
    const related = screen.getByRole('list', { name: 'Related questions' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Are there extra charges for a transfer?', 'How do I cancel a booking?']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Transport Services' })).toHaveAttribute(
      'href',
      '/helpList?category=transport',
    );

    await userEvent.click(
      within(related).getByRole('link', { name: 'Are there extra charges for a transfer?' }),
    );
    expect(router.state.location.search).toBe('?id=transport-surcharges');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toContain('Out-of-hours: 20%.');
  });

  it('says so for a question that does not exist', async () => {
    serveFaq();
    renderAt('/helpDetails?id=nothing-here', screens);
    expect(await screen.findByText(/This question could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Question' })).toBeInTheDocument();
  });
});
