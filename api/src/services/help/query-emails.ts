import type { Language } from '@portal/shared/contracts';
import { QUERY_CATEGORY_NAMES, type QueryCategory } from '@portal/shared/contracts/help';
import type { MailMessage } from '../mail/mail-service';
import { fill, renderMail } from '../mail/render';

export interface StoredQuery {
  reference: string;
  email: string;
  serviceId: string | null;
  category: QueryCategory;
  topic: string;
  message: string;
  language: Language;
  userId: number | null;
  receivedAt: Date;
}

interface AcknowledgementTexts {
  subject: string;
  greeting: string;
  received: string;
  reference: string;
  category: string;
  serviceId: string;
  quote: string;
  signOff: string;
  categories: Record<QueryCategory, string>;
}

const ACKNOWLEDGEMENT: Record<Language, AcknowledgementTexts> = {
  'en-US': {
    subject: 'We have received your query {reference}',
    greeting: 'Hello,',
    received:
      'Thank you for contacting us. Your query has reached our support team, and we will reply to this email address.',
    reference: 'Reference',
    category: 'Category',
    serviceId: 'Service ID',
    quote:
      'Please quote the reference {reference} if you write to us about this query. For urgent changes to a booking, call support on {phone}.',
    signOff: 'Kind regards,\nThe support team',
    categories: { ...QUERY_CATEGORY_NAMES },
  },
  'pt-BR': {
    subject: 'Recebemos sua consulta {reference}',
    greeting: 'Olá,',
    received:
      'Obrigado por entrar em contato. Sua consulta chegou à nossa equipe de suporte, e responderemos para este endereço de e-mail.',
    reference: 'Referência',
    category: 'Categoria',
    serviceId: 'ID do serviço',
    quote:
      'Informe a referência {reference} se nos escrever sobre esta consulta. Para alterações urgentes em uma reserva, ligue para o suporte no {phone}.',
    signOff: 'Atenciosamente,\nEquipe de suporte',
    categories: {
      airportTransport: 'Serviço de Transporte no Aeroporto',
      airportAssistant: 'Serviço de Assistência no Aeroporto',
      membership: 'Minha Adesão',
      technical: 'Problema Técnico',
      other: 'Outro',
      emailChange: 'Pedido de alteração de e-mail',
      complaint: 'Reclamação',
    },
  },
  'es-ES': {
    subject: 'Hemos recibido su consulta {reference}',
    greeting: 'Hola:',
    received:
      'Gracias por contactar con nosotros. Su consulta ha llegado a nuestro equipo de soporte y le responderemos a esta dirección de correo electrónico.',
    reference: 'Referencia',
    category: 'Categoría',
    serviceId: 'ID del servicio',
    quote:
      'Indique la referencia {reference} si nos escribe sobre esta consulta. Para cambios urgentes en una reserva, llame al soporte al {phone}.',
    signOff: 'Atentamente,\nEl equipo de soporte',
    categories: {
      airportTransport: 'Servicio de Transporte al Aeropuerto',
      airportAssistant: 'Servicio de Asistencia en el Aeropuerto',
      membership: 'Mi Membresía',
      technical: 'Problema Técnico',
      other: 'Otro',
      emailChange: 'Solicitud de cambio de correo electrónico',
      complaint: 'Queja',
    },
  },
};

/**
 * The acknowledgement to the sender, in their language. It repeats none of the text they typed:
 * anyone can enter any address in the form, so the mail must not carry a stranger's words.
 */
export const acknowledgementMail = (query: StoredQuery, supportPhone: string): MailMessage => {
  const t = ACKNOWLEDGEMENT[query.language];
  const values = { reference: query.reference, phone: supportPhone };
  const rows: Array<[string, string]> = [
    [t.reference, query.reference],
    [t.category, t.categories[query.category]],
  ];
  if (query.serviceId) rows.push([t.serviceId, query.serviceId]);
  const rendered = renderMail(
    {
      subject: fill(t.subject, values),
      greeting: t.greeting,
      blocks: [
        { kind: 'paragraph', text: t.received },
        { kind: 'details', rows },
        { kind: 'paragraph', text: fill(t.quote, values) },
      ],
      signOff: t.signOff,
    },
    query.language,
  );
  return { to: query.email, ...rendered };
};

/** The query for the support mailbox (in English); replying answers the sender. */
export const supportMail = (query: StoredQuery, supportMailbox: string): MailMessage => {
  const category = QUERY_CATEGORY_NAMES[query.category];
  const rendered = renderMail(
    {
      subject: `[${query.reference}] ${category}: ${query.topic}`,
      greeting: `New query ${query.reference}`,
      blocks: [
        {
          kind: 'details',
          rows: [
            ['Reference', query.reference],
            ['From', query.email],
            ['Account', query.userId === null ? 'not logged in' : `user ${query.userId}`],
            ['Category', category],
            ['Service ID', query.serviceId ?? '—'],
            ['Topic', query.topic],
            ['Language', query.language],
            ['Received', query.receivedAt.toISOString()],
          ],
        },
        ...query.message
          .split(/\n\s*\n/)
          .map((text) => ({ kind: 'paragraph' as const, text: text.trim() }))
          .filter((block) => block.text),
      ],
      signOff: 'Reply to this email to answer the cardholder.',
    },
    'en-US',
  );
  return { to: supportMailbox, replyTo: query.email, ...rendered };
};
