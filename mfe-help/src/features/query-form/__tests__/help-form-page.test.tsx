import { configureHttp } from '@portal/shared/http';
import { initI18n, setLanguage } from '@portal/shared/i18n';
import { readDraft, useSessionStore } from '@portal/shared/stores';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, serveApi, success } from '../../../test-support/api-double';
import { renderAt } from '../../../test-support/render-route';
import { HelpFormPage, QUERY_DRAFT_KEY } from '../help-form-page';

const screens = { '/helpForm': HelpFormPage };

const fields = () => ({
  email: screen.getByRole('textbox', { name: 'Email' }),
  serviceId: screen.getByRole('textbox', { name: 'Service ID (optional)' }),
  category: screen.getByRole('combobox', { name: 'Query category' }),
  topic: screen.getByRole('textbox', { name: 'Complaint/query topic' }),
  message: screen.getByRole('textbox', { name: 'Message' }),
});

const fillIn = async (values: { email?: string; serviceId?: string; topic?: string; message?: string }) => {
  const f = fields();
  if (values.email !== undefined) await userEvent.type(f.email, values.email);
  if (values.serviceId !== undefined) await userEvent.type(f.serviceId, values.serviceId);
  await userEvent.selectOptions(f.category, 'Complaint');
  if (values.topic !== undefined) await userEvent.type(f.topic, values.topic);
  if (values.message !== undefined) await userEvent.type(f.message, values.message);
};

beforeAll(async () => {
  configureHttp({ navigate: () => {} });
  await initI18n();
});

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().clearSession();
});

afterEach(async () => {
  await act(() => setLanguage('en-US'));
});

describe('/helpForm', () => {
  it('marks every required field, and moves focus to the first one', async () => {
    const seen = serveApi(() => success({ reference: 'Q-20260101-ABCD' }));
    renderAt('/helpForm', screens);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const f = fields();
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
    for (const field of [f.email, f.category, f.topic, f.message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(f.serviceId).not.toHaveAttribute('aria-invalid');
    expect(f.email).toHaveFocus();
    expect(seen).toHaveLength(0);
  });

  it('asks for a valid email address, and the error follows the correction', async () => {
    serveApi(() => success({ reference: 'Q-20260101-ABCD' }));
    renderAt('/helpForm', screens);
    await fillIn({ email: 'someone@', topic: 'Topic', message: 'Text' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fields().email).toHaveFocus();
    await userEvent.type(fields().email, 'example.test');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  });

  it('refuses control and direction-override characters in the topic, and keeps line breaks in the message', async () => {
    const seen = serveApi(() => success({ reference: 'Q-20260101-ABCD' }));
    renderAt('/helpForm', screens);
    await fillIn({ email: 'someone@example.test', message: 'Line one{Enter}Line two' });
    await userEvent.click(fields().topic);
    await userEvent.paste('Refund \u202Edeen');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fields().topic).toHaveAccessibleDescription(
      expect.stringContaining('Please remove the control or formatting characters from this text.'),
    );
    expect(fields().message).not.toHaveAttribute('aria-invalid');
    expect(seen).toHaveLength(0);
  });

  it('sends the query and shows the reference number; the draft is then cleared', async () => {
    const seen = serveApi(() => success({ reference: 'Q-20260301-K7QZ' }));
    renderAt('/helpForm', screens);
    await fillIn({
      email: 'alex@example.test',
      serviceId: 'T-0042',
      topic: 'Driver was late',
      message: 'It rained.',
    });
    expect(readDraft(QUERY_DRAFT_KEY)).toMatchObject({ topic: 'Driver was late' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, your query has been sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Your reference number is Q-20260301-K7QZ.')).toBeInTheDocument();
    expect(screen.getByText(/We have emailed a confirmation to alex@example.test/)).toBeInTheDocument();
    expect(seen[0]?.url).toBe('/public/contact-us');
    expect(seen[0]?.body).toEqual({
      email: 'alex@example.test',
      serviceId: 'T-0042',
      category: 'complaint',
      topic: 'Driver was late',
      message: 'It rained.',
      language: 'en-US',
    });
    expect(readDraft(QUERY_DRAFT_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send another query' }));
    expect(fields().topic).toHaveValue('');
  });

  it('keeps the draft across a reload', async () => {
    serveApi(() => success({ reference: 'Q-20260101-ABCD' }));
    const first = renderAt('/helpForm', screens);
    await fillIn({ email: 'kept@example.test', topic: 'Kept topic', message: 'Kept text' });
    first.unmount();
    renderAt('/helpForm', screens);
    const f = fields();
    expect(f.email).toHaveValue('kept@example.test');
    expect(f.category).toHaveValue('complaint');
    expect(f.topic).toHaveValue('Kept topic');
    expect(f.message).toHaveValue('Kept text');
  });

  it('keeps the text when sending fails, and says when to try again', async () => {
    serveApi(() => failure(10429, 'Too many requests, please try again later.', { retryAfterSeconds: 600 }));
    renderAt('/helpForm', screens);
    await fillIn({ email: 'busy@example.test', topic: 'Again', message: 'Once more' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several queries in a short time. Please try again in 10 minutes.',
    );
    expect(fields().message).toHaveValue('Once more');
    expect(readDraft(QUERY_DRAFT_KEY)).toMatchObject({ message: 'Once more' });
  });

  it("fills in a logged-in user's email and the category named in the link", async () => {
    useSessionStore.getState().setSession('token-value-for-the-test', {
      firstName: 'Demo',
      lastName: 'Cardholder',
      email: 'demo@portal.test',
    });
    serveApi(() => success({ reference: 'Q-20260101-ABCD' }));
    renderAt('/helpForm?category=airportTransport', screens);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('demo@portal.test');
    expect(fields().category).toHaveValue('airportTransport');
  });

  it('is translated, categories included', async () => {
    serveApi(() => success({ reference: 'Q-20260101-ABCD' }));
    await act(() => setLanguage('es-ES'));
    renderAt('/helpForm', screens);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enviar una consulta' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Solicitud de cambio de correo electrónico' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0);
  });
});
