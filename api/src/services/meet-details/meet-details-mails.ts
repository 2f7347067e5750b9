import type { Language } from '@portal/shared/contracts';
import type { MeetDetails } from '@portal/shared/contracts/meet-details';
import { fill, type RenderedMail, renderMail } from '../mail/render';

type Role = 'driver' | 'greeter';

interface RoleTexts {
  subject: string;
  /** The subject when someone else now meets them. */
  replacedSubject: string;
  intro: string;
  replacedIntro: string;
  /** The row that names them. */
  label: string;
}

interface MeetMailTexts {
  greeting: string;
  roles: Record<Role, RoleTexts>;
  labels: { orderNo: string; when: string; where: string; phone: string; car: string; plate: string };
  call: string;
  signOff: string;
  /** The driver's details by SMS (Transport texts its traveller). */
  driverSms: string;
}

/** 'Your driver' / 'Your greeter' for the cardholder and the traveller, in every portal language. */
const TEXTS: Record<Language, MeetMailTexts> = {
  'en-US': {
    greeting: 'Hello {firstName},',
    roles: {
      driver: {
        subject: 'Your driver: {title} ({orderNo})',
        replacedSubject: 'Your driver has changed: {title} ({orderNo})',
        intro: 'Here is who meets you on the day: your driver, their mobile number and the car.',
        replacedIntro: 'Your driver has changed. These are the new details.',
        label: 'Your driver',
      },
      greeter: {
        subject: 'Your greeter: {title} ({orderNo})',
        replacedSubject: 'Your greeter has changed: {title} ({orderNo})',
        intro: 'Here is who meets you on the day: your greeter and their mobile number.',
        replacedIntro: 'Your greeter has changed. These are the new details.',
        label: 'Your greeter',
      },
    },
    labels: {
      orderNo: 'Booking ID',
      when: 'Date and time',
      where: 'Where to meet',
      phone: 'Mobile phone',
      car: 'Car',
      plate: 'Number plate',
    },
    call: 'On the day, you can call {name} on {phone}. For anything else about your booking, call us on {supportPhone}.',
    signOff: 'Kind regards,\nThe Airport Services team',
    driverSms: 'Your driver for {orderNo} on {when}: {name}, {phone}, {car}, plate {plate}.',
  },
  'pt-BR': {
    greeting: 'Olá, {firstName},',
    roles: {
      driver: {
        subject: 'Seu motorista: {title} ({orderNo})',
        replacedSubject: 'Seu motorista mudou: {title} ({orderNo})',
        intro: 'Veja quem vai encontrar você no dia: seu motorista, o celular dele e o carro.',
        replacedIntro: 'Seu motorista mudou. Estes são os novos dados.',
        label: 'Seu motorista',
      },
      greeter: {
        subject: 'Seu recepcionista: {title} ({orderNo})',
        replacedSubject: 'Seu recepcionista mudou: {title} ({orderNo})',
        intro: 'Veja quem vai encontrar você no dia: seu recepcionista e o celular dele.',
        replacedIntro: 'Seu recepcionista mudou. Estes são os novos dados.',
        label: 'Seu recepcionista',
      },
    },
    labels: {
      orderNo: 'Código da reserva',
      when: 'Data e hora',
      where: 'Ponto de encontro',
      phone: 'Celular',
      car: 'Carro',
      plate: 'Placa do carro',
    },
    call: 'No dia, se precisar, ligue para {name} no número {phone}. Para qualquer outro assunto da sua reserva, ligue para nós no {supportPhone}.',
    signOff: 'Atenciosamente,\nEquipe Serviços Aeroportuários',
    driverSms: 'Seu motorista da reserva {orderNo} em {when}: {name}, {phone}, {car}, placa {plate}.',
  },
  'es-ES': {
    greeting: 'Hola, {firstName}:',
    roles: {
      driver: {
        subject: 'Su conductor: {title} ({orderNo})',
        replacedSubject: 'Su conductor ha cambiado: {title} ({orderNo})',
        intro: 'Esta es la persona que le recibirá ese día: su conductor, su móvil y el coche.',
        replacedIntro: 'Su conductor ha cambiado. Estos son los nuevos datos.',
        label: 'Su conductor',
      },
      greeter: {
        subject: 'Su asistente: {title} ({orderNo})',
        replacedSubject: 'Su asistente ha cambiado: {title} ({orderNo})',
        intro: 'Esta es la persona que le recibirá ese día: su asistente y su móvil.',
        replacedIntro: 'Su asistente ha cambiado. Estos son los nuevos datos.',
        label: 'Su asistente',
      },
    },
    labels: {
      orderNo: 'Código de reserva',
      when: 'Fecha y hora',
      where: 'Punto de encuentro',
      phone: 'Móvil',
      car: 'Coche',
      plate: 'Matrícula',
    },
    call: 'Ese día, si lo necesita, llame a {name} al {phone}. Para cualquier otra cuestión de su reserva, llámenos al {supportPhone}.',
    signOff: 'Saludos cordiales,\nEl equipo de Servicios Aeroportuarios',
    driverSms: 'Su conductor de la reserva {orderNo} el {when}: {name}, {phone}, {car}, matrícula {plate}.',
  },
};

export interface MeetMailValues {
  role: Role;
  firstName: string;
  orderNo: string;
  /** The booking's title and meeting place, as its confirmation mail words them. */
  title: string;
  where: string;
  /** The service's local time with the zone, formatted for the reader. */
  when: string;
  details: MeetDetails;
  /** Someone else was assigned before: the mail says the details changed. */
  replaced: boolean;
  supportPhone: string;
}

/** 'Your driver' (or greeter): who meets the traveller, their number, the car, where and when. */
export const meetDetailsMail = (language: Language, values: MeetMailValues): RenderedMail => {
  const t = TEXTS[language];
  const role = t.roles[values.role];
  const { details } = values;
  const rows: Array<[string, string]> = [
    [t.labels.orderNo, values.orderNo],
    [t.labels.when, values.when],
    [t.labels.where, values.where],
    [role.label, details.name],
    [t.labels.phone, details.phone],
  ];
  if (details.vehicle)
    rows.push([t.labels.car, details.vehicle.description], [t.labels.plate, details.vehicle.plate]);
  return renderMail(
    {
      subject: fill(values.replaced ? role.replacedSubject : role.subject, {
        title: values.title,
        orderNo: values.orderNo,
      }),
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        { kind: 'paragraph', text: values.replaced ? role.replacedIntro : role.intro },
        { kind: 'details', rows },
        {
          kind: 'paragraph',
          text: fill(t.call, { name: details.name, phone: details.phone, supportPhone: values.supportPhone }),
        },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

/** The driver and the car in one SMS; null for details without a car (a greeter). */
export const driverSms = (
  language: Language,
  values: Pick<MeetMailValues, 'orderNo' | 'when' | 'details'>,
): string | null => {
  const { vehicle, name, phone } = values.details;
  if (!vehicle) return null;
  return fill(TEXTS[language].driverSms, {
    orderNo: values.orderNo,
    when: values.when,
    name,
    phone,
    car: vehicle.description,
    plate: vehicle.plate,
  });
};

/**
 * The details in one line, for the booking's other mails and its calendar entry:
 * `Tom Baker, +44 7400123456 (Black Mercedes E-Class, AB12 CDE)`.
 */
export const meetDetailsLine = (details: MeetDetails): string =>
  `${details.name}, ${details.phone}${
    details.vehicle ? ` (${details.vehicle.description}, ${details.vehicle.plate})` : ''
  }`;
