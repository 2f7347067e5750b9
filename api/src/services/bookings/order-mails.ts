import type { Language } from '@portal/shared/contracts';
import { formatMoney } from '@portal/shared/money';
import { fill, type RenderedMail, renderMail } from '../mail/render';

interface OrderMailTexts {
  greeting: string;
  signOff: string;
  labels: { orderNo: string; when: string; where: string; total: string; covered: string; refunded: string };
  confirmed: { subject: string; intro: string; terms: string; lateTerms: string; calendar: string };
  cancelled: {
    subject: string;
    intro: string;
    /** The refund asked of the payment host, not confirmed yet. */
    refundPending: string;
    /** The refund the payment host has confirmed. */
    refundMade: string;
    useReturned: string;
    /** More than one use returned (Fast Track: one per passenger); `{count}` of them. */
    usesReturned: string;
  };
  /**
   * The booking cancelled because its flight was (the refund and uses lines are `cancelled`'s): not
   * the cardholder's doing, so no deadline applies.
   */
  flightCancelled: { subject: string; intro: string; rebook: string };
  /** Sent when a refund the cancellation mail called on its way has been made. */
  refunded: { subject: string; intro: string };
  /** A payment that completed after the booking could no longer take it (expired, cancelled, paid). */
  unhonoured: { subject: string; intro: string };
}

/** The order mails in every portal language ({placeholders} are filled per mail). */
const TEXTS: Record<Language, OrderMailTexts> = {
  'en-US': {
    greeting: 'Hello {firstName},',
    signOff: 'Kind regards,\nThe Airport Services team',
    labels: {
      orderNo: 'Booking ID',
      when: 'Date and time',
      where: 'Where',
      total: 'Paid',
      covered: 'Complimentary use of your card',
      refunded: 'Refund',
    },
    confirmed: {
      subject: 'Booking confirmed: {title} ({orderNo})',
      intro: 'Your booking is confirmed.',
      terms:
        'You can cancel it online with a full refund (or your complimentary use returned) until {freeUntil}. After that, please call {phone}.',
      lateTerms:
        'Online cancellation has closed for this booking; to change or cancel it, please call {phone}.',
      calendar: 'The attached calendar file adds the booking to your calendar.',
    },
    cancelled: {
      subject: 'Booking cancelled: {title} ({orderNo})',
      intro: 'Your booking has been cancelled.',
      refundPending:
        'Your refund of {amount} is on its way: we will write to you again once it is confirmed. Refunds take {minDays} to {maxDays} business days to reach your card.',
      refundMade:
        'Your refund of {amount} has been made to your card; refunds take {minDays} to {maxDays} business days to arrive.',
      useReturned: 'The complimentary use of your card has been returned.',
      usesReturned: 'The {count} complimentary uses of your card have been returned.',
    },
    flightCancelled: {
      subject: 'Flight cancelled: your booking {title} ({orderNo}) is cancelled',
      intro:
        'Your flight has been cancelled, so we have cancelled this booking for you. You do not need to do anything, and no cancellation deadline applies.',
      rebook: 'If you travel on another flight, you can book the service again for it.',
    },
    unhonoured: {
      subject: 'Payment refunded: {title} ({orderNo})',
      intro:
        'We received a payment of {amount} for this booking after it had expired, been cancelled or been paid, so it could not be confirmed with it. We are giving the payment back in full.',
    },
    refunded: {
      subject: 'Refund made: {title} ({orderNo})',
      intro:
        'Your refund of {amount} for this cancelled booking has been made to your card; refunds take {minDays} to {maxDays} business days to arrive.',
    },
  },
  'pt-BR': {
    greeting: 'Olá, {firstName},',
    signOff: 'Atenciosamente,\nEquipe Serviços Aeroportuários',
    labels: {
      orderNo: 'Código da reserva',
      when: 'Data e hora',
      where: 'Onde',
      total: 'Pago',
      covered: 'Uso cortesia do seu cartão',
      refunded: 'Reembolso',
    },
    confirmed: {
      subject: 'Reserva confirmada: {title} ({orderNo})',
      intro: 'Sua reserva está confirmada.',
      terms:
        'Você pode cancelá-la online com reembolso total (ou a devolução do seu uso cortesia) até {freeUntil}. Depois disso, ligue para {phone}.',
      lateTerms:
        'O cancelamento online desta reserva já foi encerrado; para alterar ou cancelar, ligue para {phone}.',
      calendar: 'O arquivo de calendário anexo adiciona a reserva à sua agenda.',
    },
    cancelled: {
      subject: 'Reserva cancelada: {title} ({orderNo})',
      intro: 'Sua reserva foi cancelada.',
      refundPending:
        'Seu reembolso de {amount} está a caminho: escreveremos de novo assim que for confirmado. O reembolso leva de {minDays} a {maxDays} dias úteis para chegar ao seu cartão.',
      refundMade:
        'Seu reembolso de {amount} foi feito no seu cartão; o reembolso leva de {minDays} a {maxDays} dias úteis.',
      useReturned: 'O uso cortesia do seu cartão foi devolvido.',
      usesReturned: 'Os {count} usos cortesia do seu cartão foram devolvidos.',
    },
    flightCancelled: {
      subject: 'Voo cancelado: sua reserva {title} ({orderNo}) foi cancelada',
      intro:
        'Seu voo foi cancelado, por isso cancelamos esta reserva para você. Você não precisa fazer nada, e nenhum prazo de cancelamento se aplica.',
      rebook: 'Se for viajar em outro voo, você pode reservar o serviço de novo para ele.',
    },
    unhonoured: {
      subject: 'Pagamento reembolsado: {title} ({orderNo})',
      intro:
        'Recebemos um pagamento de {amount} desta reserva depois que ela expirou, foi cancelada ou já estava paga, por isso ela não pôde ser confirmada com ele. Vamos devolver o pagamento integralmente.',
    },
    refunded: {
      subject: 'Reembolso feito: {title} ({orderNo})',
      intro:
        'Seu reembolso de {amount} desta reserva cancelada foi feito no seu cartão; o reembolso leva de {minDays} a {maxDays} dias úteis.',
    },
  },
  'es-ES': {
    greeting: 'Hola, {firstName}:',
    signOff: 'Atentamente,\nEl equipo de Servicios Aeroportuarios',
    labels: {
      orderNo: 'Código de reserva',
      when: 'Fecha y hora',
      where: 'Dónde',
      total: 'Pagado',
      covered: 'Uso de cortesía de su tarjeta',
      refunded: 'Reembolso',
    },
    confirmed: {
      subject: 'Reserva confirmada: {title} ({orderNo})',
      intro: 'Su reserva está confirmada.',
      terms:
        'Puede cancelarla en línea con reembolso completo (o la devolución de su uso de cortesía) hasta el {freeUntil}. Después, llame al {phone}.',
      lateTerms:
        'La cancelación en línea de esta reserva ya está cerrada; para cambiarla o cancelarla, llame al {phone}.',
      calendar: 'El archivo de calendario adjunto añade la reserva a su calendario.',
    },
    cancelled: {
      subject: 'Reserva cancelada: {title} ({orderNo})',
      intro: 'Su reserva ha sido cancelada.',
      refundPending:
        'Su reembolso de {amount} está en camino: le escribiremos de nuevo en cuanto se confirme. El reembolso tarda de {minDays} a {maxDays} días hábiles en llegar a su tarjeta.',
      refundMade:
        'Su reembolso de {amount} se ha realizado en su tarjeta; el reembolso tarda de {minDays} a {maxDays} días hábiles.',
      useReturned: 'Se ha devuelto el uso de cortesía de su tarjeta.',
      usesReturned: 'Se han devuelto los {count} usos de cortesía de su tarjeta.',
    },
    flightCancelled: {
      subject: 'Vuelo cancelado: su reserva {title} ({orderNo}) se ha cancelado',
      intro:
        'Su vuelo ha sido cancelado, por lo que hemos cancelado esta reserva por usted. No tiene que hacer nada y no se aplica ningún plazo de cancelación.',
      rebook: 'Si viaja en otro vuelo, puede volver a reservar el servicio para él.',
    },
    unhonoured: {
      subject: 'Pago reembolsado: {title} ({orderNo})',
      intro:
        'Hemos recibido un pago de {amount} de esta reserva cuando ya había caducado, se había cancelado o ya estaba pagada, por lo que no se ha podido confirmar con él. Le devolvemos el pago íntegramente.',
    },
    refunded: {
      subject: 'Reembolso realizado: {title} ({orderNo})',
      intro:
        'Su reembolso de {amount} de esta reserva cancelada se ha realizado en su tarjeta; el reembolso tarda de {minDays} a {maxDays} días hábiles.',
    },
  },
};

/** The labels of the order mails' details, for the calendar file's description. */
export const orderMailLabels = (language: Language): OrderMailTexts['labels'] => TEXTS[language].labels;

export interface OrderMailValues {
  firstName: string;
  orderNo: string;
  title: string;
  /** Local date and time with the zone (`formatLocalDateTime`), e.g. 'Tue, Dec 15, 2026, 9:00 AM GMT'. */
  when: string;
  where: string;
  details: Array<[string, string]>;
  total: number;
  currency: string;
  covered: boolean;
  phone: string;
}

export const confirmationMail = (
  language: Language,
  values: OrderMailValues & { freeUntil: string | null },
): RenderedMail => {
  const t = TEXTS[language];
  const rows: Array<[string, string]> = [
    [t.labels.orderNo, values.orderNo],
    [t.labels.when, values.when],
    [t.labels.where, values.where],
    ...values.details,
    [t.labels.total, formatMoney(values.total, values.currency, language)],
  ];
  if (values.covered) rows.push([t.labels.covered, '✓']);
  return renderMail(
    {
      subject: fill(t.confirmed.subject, { title: values.title, orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        { kind: 'paragraph', text: t.confirmed.intro },
        { kind: 'details', rows },
        {
          kind: 'paragraph',
          text: values.freeUntil
            ? fill(t.confirmed.terms, { freeUntil: values.freeUntil, phone: values.phone })
            : fill(t.confirmed.lateTerms, { phone: values.phone }),
        },
        { kind: 'paragraph', text: t.confirmed.calendar },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

/** A refund as a mail tells it: how much, and whether the payment host has made it yet. */
export interface RefundNews {
  amount: number;
  made: boolean;
}

/** What a cancellation mail says besides the booking: the refund (made or on its way) and the uses back. */
export type CancellationNews = OrderMailValues & {
  refund: RefundNews | null;
  usesReturned: number;
  refundDays: { min: number; max: number };
};

/** The booking, the refund and the uses given back, after `intro`. */
const cancellationBlocks = (
  language: Language,
  intro: string,
  values: CancellationNews,
): Parameters<typeof renderMail>[0]['blocks'] => {
  const t = TEXTS[language];
  const blocks: Parameters<typeof renderMail>[0]['blocks'] = [
    { kind: 'paragraph', text: intro },
    {
      kind: 'details',
      rows: [
        [t.labels.orderNo, values.orderNo],
        [t.labels.when, values.when],
        [t.labels.where, values.where],
      ],
    },
  ];
  if (values.refund) {
    blocks.push({
      kind: 'paragraph',
      text: fill(values.refund.made ? t.cancelled.refundMade : t.cancelled.refundPending, {
        amount: formatMoney(values.refund.amount, values.currency, language),
        minDays: values.refundDays.min,
        maxDays: values.refundDays.max,
      }),
    });
  }
  if (values.usesReturned === 1) blocks.push({ kind: 'paragraph', text: t.cancelled.useReturned });
  if (values.usesReturned > 1)
    blocks.push({ kind: 'paragraph', text: fill(t.cancelled.usesReturned, { count: values.usesReturned }) });
  return blocks;
};

export const cancellationMail = (language: Language, values: CancellationNews): RenderedMail => {
  const t = TEXTS[language];
  return renderMail(
    {
      subject: fill(t.cancelled.subject, { title: values.title, orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: cancellationBlocks(language, t.cancelled.intro, values),
      signOff: t.signOff,
    },
    language,
  );
};

/** The booking cancelled because its flight was: the refund and the uses back, as any cancellation. */
export const flightCancelledMail = (language: Language, values: CancellationNews): RenderedMail => {
  const t = TEXTS[language];
  return renderMail(
    {
      subject: fill(t.flightCancelled.subject, { title: values.title, orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        ...cancellationBlocks(language, t.flightCancelled.intro, values),
        { kind: 'paragraph', text: t.flightCancelled.rebook },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

/** The refund a cancellation mail called on its way has been made. */
export const refundMadeMail = (
  language: Language,
  values: OrderMailValues & { amount: number; refundDays: { min: number; max: number } },
): RenderedMail => {
  const t = TEXTS[language];
  return renderMail(
    {
      subject: fill(t.refunded.subject, { title: values.title, orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        {
          kind: 'paragraph',
          text: fill(t.refunded.intro, {
            amount: formatMoney(values.amount, values.currency, language),
            minDays: values.refundDays.min,
            maxDays: values.refundDays.max,
          }),
        },
        {
          kind: 'details',
          rows: [
            [t.labels.orderNo, values.orderNo],
            [t.labels.when, values.when],
            [t.labels.where, values.where],
            [t.labels.refunded, formatMoney(values.amount, values.currency, language)],
          ],
        },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

/** A payment that completed for a booking that could no longer take it: given back, made or on its way. */
export const unhonouredPaymentMail = (
  language: Language,
  values: OrderMailValues & { refund: RefundNews; refundDays: { min: number; max: number } },
): RenderedMail => {
  const t = TEXTS[language];
  const amount = formatMoney(values.refund.amount, values.currency, language);
  return renderMail(
    {
      subject: fill(t.unhonoured.subject, { title: values.title, orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        { kind: 'paragraph', text: fill(t.unhonoured.intro, { amount }) },
        {
          kind: 'details',
          rows: [
            [t.labels.orderNo, values.orderNo],
            [t.labels.when, values.when],
            [t.labels.where, values.where],
          ],
        },
        {
          kind: 'paragraph',
          text: fill(values.refund.made ? t.cancelled.refundMade : t.cancelled.refundPending, {
            amount,
            minDays: values.refundDays.min,
            maxDays: values.refundDays.max,
          }),
        },
      ],
      signOff: t.signOff,
    },
    language,
  );
};
