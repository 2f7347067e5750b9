import type { Language } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/money';
import { fill, type RenderedMail, renderMail } from '../mail/render';

interface QuotationTexts {
  subject: string;
  greeting: string;
  intro: string;
  labels: { orderNo: string; route: string; when: string; amount: string; payBefore: string; note: string };
  action: string;
  signOff: string;
  sms: string;
}

/** 'Quotation ready' for a booking request, by mail and SMS, in every portal language. */
const TEXTS: Record<Language, QuotationTexts> = {
  'en-US': {
    subject: 'Your transfer quotation is ready ({orderNo})',
    greeting: 'Hello {firstName},',
    intro: 'We have priced the transfer you asked for.',
    labels: {
      orderNo: 'Booking ID',
      route: 'Trip',
      when: 'Pick-up',
      amount: 'Price',
      payBefore: 'Accept and pay before',
      note: 'Note from our team',
    },
    action: 'Open your pending bookings to accept the quotation and pay. After {payBefore} it expires.',
    signOff: 'Kind regards,\nThe Airport Services team',
    sms: 'Your transfer quotation {orderNo} is ready: {amount}. Accept and pay in your pending bookings before {payBefore}.',
  },
  'pt-BR': {
    subject: 'A cotação do seu traslado está pronta ({orderNo})',
    greeting: 'Olá, {firstName},',
    intro: 'Calculamos o preço do traslado que você solicitou.',
    labels: {
      orderNo: 'Código da reserva',
      route: 'Trajeto',
      when: 'Embarque',
      amount: 'Preço',
      payBefore: 'Aceite e pague até',
      note: 'Observação da nossa equipe',
    },
    action: 'Abra suas reservas pendentes para aceitar a cotação e pagar. Depois de {payBefore} ela expira.',
    signOff: 'Atenciosamente,\nEquipe Serviços Aeroportuários',
    sms: 'A cotação do traslado {orderNo} está pronta: {amount}. Aceite e pague nas reservas pendentes até {payBefore}.',
  },
  'es-ES': {
    subject: 'La cotización de su traslado está lista ({orderNo})',
    greeting: 'Hola, {firstName}:',
    intro: 'Hemos calculado el precio del traslado que solicitó.',
    labels: {
      orderNo: 'Código de reserva',
      route: 'Trayecto',
      when: 'Recogida',
      amount: 'Precio',
      payBefore: 'Acepte y pague antes de',
      note: 'Nota de nuestro equipo',
    },
    action: 'Abra sus reservas pendientes para aceptar la cotización y pagar. Después de {payBefore} caduca.',
    signOff: 'Saludos cordiales,\nEl equipo de Servicios Aeroportuarios',
    sms: 'La cotización del traslado {orderNo} está lista: {amount}. Acéptela y páguela en sus reservas pendientes antes de {payBefore}.',
  },
};

export interface QuotationValues {
  firstName: string;
  orderNo: string;
  route: string;
  /** Local times with the zone, formatted for the reader. */
  when: string;
  payBefore: string;
  amount: number;
  currency: string;
  note: string | null;
}

export const quotationMail = (language: Language, values: QuotationValues): RenderedMail => {
  const t = TEXTS[language];
  const rows: Array<[string, string]> = [
    [t.labels.orderNo, values.orderNo],
    [t.labels.route, values.route],
    [t.labels.when, values.when],
    [t.labels.amount, formatMoney(values.amount, values.currency, language)],
    [t.labels.payBefore, values.payBefore],
  ];
  if (values.note) rows.push([t.labels.note, values.note]);
  return renderMail(
    {
      subject: fill(t.subject, { orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        { kind: 'paragraph', text: t.intro },
        { kind: 'details', rows },
        { kind: 'paragraph', text: fill(t.action, { payBefore: values.payBefore }) },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

export const quotationSms = (language: Language, values: QuotationValues): string =>
  fill(TEXTS[language].sms, {
    orderNo: values.orderNo,
    amount: formatMoney(values.amount, values.currency, language),
    payBefore: values.payBefore,
  });

interface DeclineTexts {
  subject: string;
  greeting: string;
  intro: string;
  labels: { orderNo: string; route: string; when: string; reason: string };
  action: string;
  signOff: string;
  sms: string;
}

/** 'Request declined' for a booking request an operator could not take, by mail and SMS. */
const DECLINE_TEXTS: Record<Language, DeclineTexts> = {
  'en-US': {
    subject: 'We cannot offer the transfer you asked for ({orderNo})',
    greeting: 'Hello {firstName},',
    intro: 'We are sorry: we cannot offer the transfer you asked for. Nothing has been charged.',
    labels: { orderNo: 'Booking ID', route: 'Trip', when: 'Pick-up', reason: 'Why' },
    action: 'You may search again with other details, or contact us for help.',
    signOff: 'Kind regards,\nThe Airport Services team',
    sms: 'We cannot offer your transfer request {orderNo}: {reason}. Nothing has been charged.',
  },
  'pt-BR': {
    subject: 'Não podemos oferecer o traslado que você solicitou ({orderNo})',
    greeting: 'Olá, {firstName},',
    intro: 'Lamentamos: não podemos oferecer o traslado que você solicitou. Nada foi cobrado.',
    labels: { orderNo: 'Código da reserva', route: 'Trajeto', when: 'Embarque', reason: 'Motivo' },
    action: 'Você pode pesquisar de novo com outros dados ou entrar em contato conosco.',
    signOff: 'Atenciosamente,\nEquipe Serviços Aeroportuários',
    sms: 'Não podemos oferecer o traslado solicitado {orderNo}: {reason}. Nada foi cobrado.',
  },
  'es-ES': {
    subject: 'No podemos ofrecerle el traslado que solicitó ({orderNo})',
    greeting: 'Hola, {firstName}:',
    intro: 'Lo sentimos: no podemos ofrecerle el traslado que solicitó. No se ha cobrado nada.',
    labels: { orderNo: 'Código de reserva', route: 'Trayecto', when: 'Recogida', reason: 'Motivo' },
    action: 'Puede buscar de nuevo con otros datos o ponerse en contacto con nosotros.',
    signOff: 'Saludos cordiales,\nEl equipo de Servicios Aeroportuarios',
    sms: 'No podemos ofrecerle el traslado solicitado {orderNo}: {reason}. No se ha cobrado nada.',
  },
};

export interface DeclineValues {
  firstName: string;
  orderNo: string;
  route: string;
  when: string;
  /** The operator's reason, as they wrote it. */
  reason: string;
}

export const declineMail = (language: Language, values: DeclineValues): RenderedMail => {
  const t = DECLINE_TEXTS[language];
  return renderMail(
    {
      subject: fill(t.subject, { orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        { kind: 'paragraph', text: t.intro },
        {
          kind: 'details',
          rows: [
            [t.labels.orderNo, values.orderNo],
            [t.labels.route, values.route],
            [t.labels.when, values.when],
            [t.labels.reason, values.reason],
          ],
        },
        { kind: 'paragraph', text: t.action },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

export const declineSms = (language: Language, values: DeclineValues): string =>
  fill(DECLINE_TEXTS[language].sms, { orderNo: values.orderNo, reason: values.reason });
