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
