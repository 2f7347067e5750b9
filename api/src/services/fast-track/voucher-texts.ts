import type { Language } from '@portal/shared/contracts';
import { fill } from '../mail/render';
import { VOUCHER_LABELS_EN, type VoucherLabels } from './voucher-pdf';

interface VoucherTexts {
  labels: VoucherLabels;
  validity: string;
  cancellation: string;
}

/** The voucher in every portal language; the cardholder gets theirs ({placeholders} per order). */
export const VOUCHER_TEXTS: Record<Language, VoucherTexts> = {
  'en-US': {
    labels: VOUCHER_LABELS_EN,
    validity: 'Valid for the passengers above in this time slot only: {from} to {until}.',
    cancellation:
      'Cancel online with a full refund (or your complimentary use returned) until {freeUntil}; after that, through support. Refunds take {minDays} to {maxDays} business days.',
  },
  'pt-BR': {
    labels: {
      title: 'Voucher Fast Track',
      orderNo: 'Número do pedido',
      verificationCode: 'Código de verificação',
      lane: 'Fila',
      terminal: 'Terminal',
      slot: 'Data e hora',
      location: 'Onde encontrar',
      passengers: 'Passageiros',
      validity: 'Validade',
      cancellation: 'Cancelamento',
      footer:
        'Apresente este voucher, impresso ou no celular, com o cartão de embarque na entrada do Fast Track.',
    },
    validity: 'Válido para os passageiros acima somente neste horário: de {from} a {until}.',
    cancellation:
      'Cancele online com reembolso total (ou a devolução do seu uso cortesia) até {freeUntil}; depois disso, pelo suporte. Os reembolsos levam de {minDays} a {maxDays} dias úteis.',
  },
  'es-ES': {
    labels: {
      title: 'Bono Fast Track',
      orderNo: 'Número de pedido',
      verificationCode: 'Código de verificación',
      lane: 'Carril',
      terminal: 'Terminal',
      slot: 'Fecha y hora',
      location: 'Dónde encontrarlo',
      passengers: 'Pasajeros',
      validity: 'Validez',
      cancellation: 'Cancelación',
      footer:
        'Muestre este bono, impreso o en el móvil, con la tarjeta de embarque en la entrada del Fast Track.',
    },
    validity: 'Válido para los pasajeros indicados solo en esta franja: de {from} a {until}.',
    cancellation:
      'Cancele en línea con reembolso completo (o la devolución de su uso de cortesía) hasta el {freeUntil}; después, a través del servicio de atención. Los reembolsos tardan de {minDays} a {maxDays} días hábiles.',
  },
};

export const voucherTexts = (
  language: Language,
  values: { from: string; until: string; freeUntil: string; minDays: number; maxDays: number },
) => {
  const texts = VOUCHER_TEXTS[language];
  return {
    labels: texts.labels,
    validityText: fill(texts.validity, { from: values.from, until: values.until }),
    cancellationText: fill(texts.cancellation, values),
  };
};
