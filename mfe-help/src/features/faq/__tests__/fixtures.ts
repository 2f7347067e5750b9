import type { FaqQuestion } from '@portal/shared/contracts';

const q = (
  id: string,
  category: FaqQuestion['category'],
  question: string,
  answer: string,
  extra: Partial<FaqQuestion> = {},
): FaqQuestion => ({ id, category, question, answer, popular: false, related: [], ...extra });

export const ENGLISH_FAQ: FaqQuestion[] = [
  q('general-cancel-booking', 'general', 'How do I cancel a booking?', 'Until 24 hours before the service.', {
    popular: true,
    related: ['general-refund-time'],
  }),
  q('general-refund-time', 'general', 'How long does a refund take?', 'Refunds take 7 to 14 business days.'),
  q(
    'transport-waiting-time',
    'transport',
    'How long will the driver wait for me?',
    'The driver waits up to 60 minutes.\n\nThere is no charge for a delay.',
    { popular: true, related: ['transport-surcharges', 'general-cancel-booking'] },
  ),
  q(
    'transport-surcharges',
    'transport',
    'Are there extra charges for a transfer?',
    'Two charges may apply:\n\n- Out-of-hours: 20%.\n- Extra mileage.',
  ),
  q(
    'assistant-lead-time',
    'airportAssistant',
    'How far in advance must I book Airport Assistant?',
    'At least 72 hours.',
  ),
  q('fasttrack-what-is', 'fastTrack', 'What is Fast Track?', 'A dedicated lane at airport security.'),
];

export const PORTUGUESE_FAQ: FaqQuestion[] = ENGLISH_FAQ.map((question) =>
  question.id === 'transport-waiting-time'
    ? { ...question, question: 'Quanto tempo o motorista espera por mim?', answer: 'Até 60 minutos.' }
    : question,
);
