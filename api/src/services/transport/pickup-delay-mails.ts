import type { Language } from '@portal/shared/contracts';
import { fill, type RenderedMail, renderMail } from '../mail/render';

interface PickupMovedTexts {
  subject: string;
  greeting: string;
  /** The flight lands `{delayMinutes}` late: the pick-up follows it. */
  delayed: string;
  /** The flight is on time again: the pick-up is back at the booked time. */
  onTime: string;
  waiting: string;
  labels: { orderNo: string; route: string; flight: string; newPickup: string; bookedPickup: string };
  signOff: string;
  sms: string;
}

/** 'New pick-up time' for the cardholder and the traveller, by mail and SMS, in every portal language. */
const TEXTS: Record<Language, PickupMovedTexts> = {
  'en-US': {
    subject: 'New pick-up time: {route} ({orderNo})',
    greeting: 'Hello {firstName},',
    delayed:
      'Flight {flightNumber} is now expected to land {delayMinutes} minutes late. Your driver follows the arrival: the new pick-up time is {when}.',
    onTime: 'Flight {flightNumber} is on time again: your pick-up is back at the time you booked, {when}.',
    waiting:
      'The free waiting time of {waitingMinutes} minutes counts from the actual arrival, and there is no charge for the delay.',
    labels: {
      orderNo: 'Booking ID',
      route: 'Trip',
      flight: 'Flight',
      newPickup: 'New pick-up time',
      bookedPickup: 'Pick-up time booked',
    },
    signOff: 'Kind regards,\nThe Airport Services team',
    sms: 'Flight {flightNumber}: your pick-up {orderNo} is now at {when}.',
  },
  'pt-BR': {
    subject: 'Novo horário de embarque: {route} ({orderNo})',
    greeting: 'Olá, {firstName},',
    delayed:
      'O voo {flightNumber} agora deve pousar com {delayMinutes} minutos de atraso. Seu motorista acompanha a chegada: o novo horário de embarque é {when}.',
    onTime:
      'O voo {flightNumber} voltou ao horário previsto: seu embarque volta ao horário reservado, {when}.',
    waiting:
      'O tempo de espera gratuito de {waitingMinutes} minutos conta a partir da chegada real, e não há cobrança pelo atraso.',
    labels: {
      orderNo: 'Código da reserva',
      route: 'Trajeto',
      flight: 'Voo',
      newPickup: 'Novo horário de embarque',
      bookedPickup: 'Horário de embarque reservado',
    },
    signOff: 'Atenciosamente,\nEquipe Serviços Aeroportuários',
    sms: 'Voo {flightNumber}: seu embarque {orderNo} agora é {when}.',
  },
  'es-ES': {
    subject: 'Nueva hora de recogida: {route} ({orderNo})',
    greeting: 'Hola, {firstName}:',
    delayed:
      'Ahora se espera que el vuelo {flightNumber} aterrice con {delayMinutes} minutos de retraso. Su conductor sigue la llegada: la nueva hora de recogida es {when}.',
    onTime:
      'El vuelo {flightNumber} vuelve a su hora prevista: su recogida vuelve a la hora reservada, {when}.',
    waiting:
      'El tiempo de espera gratuito de {waitingMinutes} minutos cuenta desde la llegada real, y el retraso no tiene coste.',
    labels: {
      orderNo: 'Código de reserva',
      route: 'Trayecto',
      flight: 'Vuelo',
      newPickup: 'Nueva hora de recogida',
      bookedPickup: 'Hora de recogida reservada',
    },
    signOff: 'Saludos cordiales,\nEl equipo de Servicios Aeroportuarios',
    sms: 'Vuelo {flightNumber}: su recogida {orderNo} es ahora {when}.',
  },
};

export interface PickupMovedValues {
  firstName: string;
  orderNo: string;
  route: string;
  flightNumber: string;
  /** 0: on time again. */
  delayMinutes: number;
  /** Local times with the zone, formatted for the reader. */
  when: string;
  booked: string;
  waitingMinutes: number;
}

/** The pick-up moved with the flight: to the cardholder, and to the traveller booked for. */
export const pickupMovedMail = (language: Language, values: PickupMovedValues): RenderedMail => {
  const t = TEXTS[language];
  const news = values.delayMinutes > 0 ? t.delayed : t.onTime;
  return renderMail(
    {
      subject: fill(t.subject, { route: values.route, orderNo: values.orderNo }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        {
          kind: 'paragraph',
          text: fill(news, {
            flightNumber: values.flightNumber,
            delayMinutes: values.delayMinutes,
            when: values.when,
          }),
        },
        {
          kind: 'details',
          rows: [
            [t.labels.orderNo, values.orderNo],
            [t.labels.route, values.route],
            [t.labels.flight, values.flightNumber],
            [t.labels.newPickup, values.when],
            [t.labels.bookedPickup, values.booked],
          ],
        },
        { kind: 'paragraph', text: fill(t.waiting, { waitingMinutes: values.waitingMinutes }) },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

export const pickupMovedSms = (language: Language, values: PickupMovedValues): string =>
  fill(TEXTS[language].sms, {
    flightNumber: values.flightNumber,
    orderNo: values.orderNo,
    when: values.when,
  });

/** What the driver side needs to re-plan a pick-up, in the operations team's language (English). */
export interface DispatchValues {
  orderNo: string;
  /** The order's status (a pending request or an unpaid order may still change). */
  status: string;
  flightNumber: string;
  /** The leg landing at the pick-up airport, in one line. */
  flight: string;
  delayMinutes: number;
  when: string;
  previous: string;
  booked: string;
  from: string;
  to: string;
  car: string;
  passenger: string;
  welcomeSign: string;
  contact: string;
}

/**
 * To the operations mailbox that dispatches drivers (there is no driver channel yet): the pick-up
 * at a flight's arrival moved with the flight. One mail per order and delay value.
 */
export const dispatchMail = (values: DispatchValues): RenderedMail =>
  renderMail(
    {
      subject: `Pick-up moved: ${values.orderNo}, flight ${values.flightNumber} ${
        values.delayMinutes > 0 ? `+${values.delayMinutes} min` : 'on time again'
      }`,
      greeting: 'Hello dispatch,',
      blocks: [
        {
          kind: 'paragraph',
          text:
            values.delayMinutes > 0
              ? `Flight ${values.flightNumber} now lands ${values.delayMinutes} minutes late. The pick-up at its arrival moves with it: please tell the driver.`
              : `Flight ${values.flightNumber} is on time again. The pick-up at its arrival is back at the time booked: please tell the driver.`,
        },
        {
          kind: 'details',
          rows: [
            ['Booking ID', values.orderNo],
            ['Booking status', values.status],
            ['New pick-up time', values.when],
            ['Previous pick-up time', values.previous],
            ['Pick-up time booked', values.booked],
            ['Flight', values.flight],
            ['From', values.from],
            ['To', values.to],
            ['Car', values.car],
            ['Passenger', values.passenger],
            ['Welcome sign', values.welcomeSign],
            ['Contact number', values.contact],
          ],
        },
      ],
      signOff: 'Airport Services portal',
    },
    'en-US',
  );
