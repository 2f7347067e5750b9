import type { BookingService, Language } from '@portal/shared/contracts';
import { fill, type RenderedMail, renderMail } from '../mail/render';

interface AccountMailTexts {
  signOff: string;
  greeting: string;
  welcome: {
    subject: string;
    ready: string;
    /** `{services}`: the card level's services, named below and joined in the language's way. */
    benefits: string;
    services: Record<BookingService, string>;
    open: string;
  };
  resetCode: { subject: string; intro: string; rules: string };
  passwordChanged: { subject: string; changed: string; notYou: string };
}

/** The account mails in every portal language ({placeholders} are filled per mail). */
const TEXTS: Record<Language, AccountMailTexts> = {
  'en-US': {
    greeting: 'Hello {firstName},',
    signOff: 'Kind regards,\nThe Airport Services team',
    welcome: {
      subject: 'Welcome to Airport Services',
      ready: 'Your account is ready. Your card level: {cardLevel}.',
      benefits: 'You can now book {services} with your card benefits.',
      services: {
        transport: 'airport transport',
        airport_assistant: 'airport assistance',
        fast_track: 'Fast Track',
      },
      open: 'Open the portal',
    },
    resetCode: {
      subject: 'Your password reset code',
      intro: 'Use this code to reset your password:',
      rules:
        'The code expires in {minutes} minutes and works once. If you did not ask to reset your password, ignore this email: your password stays the same.',
    },
    passwordChanged: {
      subject: 'Your password has been changed',
      changed:
        'The password of your account has just been changed, and you have been logged out on your other devices.',
      notYou: 'If you did not change it, reset your password now and write to us at {supportMailbox}.',
    },
  },
  'pt-BR': {
    greeting: 'Olá, {firstName},',
    signOff: 'Atenciosamente,\nEquipe Serviços Aeroportuários',
    welcome: {
      subject: 'Boas-vindas aos Serviços Aeroportuários',
      ready: 'Sua conta está pronta. Nível do seu cartão: {cardLevel}.',
      benefits: 'Agora você pode reservar {services} com os benefícios do seu cartão.',
      services: {
        transport: 'transporte para o aeroporto',
        airport_assistant: 'assistência no aeroporto',
        fast_track: 'Fast Track',
      },
      open: 'Abrir o portal',
    },
    resetCode: {
      subject: 'Seu código para redefinir a senha',
      intro: 'Use este código para redefinir sua senha:',
      rules:
        'O código expira em {minutes} minutos e só pode ser usado uma vez. Se você não pediu para redefinir sua senha, ignore este e-mail: sua senha continua a mesma.',
    },
    passwordChanged: {
      subject: 'Sua senha foi alterada',
      changed:
        'A senha da sua conta acabou de ser alterada, e sua sessão foi encerrada nos outros dispositivos.',
      notYou: 'Se não foi você, redefina sua senha agora e escreva para {supportMailbox}.',
    },
  },
  'es-ES': {
    greeting: 'Hola, {firstName}:',
    signOff: 'Atentamente,\nEl equipo de Servicios Aeroportuarios',
    welcome: {
      subject: 'Bienvenido a Servicios Aeroportuarios',
      ready: 'Su cuenta está lista. Nivel de su tarjeta: {cardLevel}.',
      benefits: 'Ya puede reservar {services} con los beneficios de su tarjeta.',
      services: {
        transport: 'traslados al aeropuerto',
        airport_assistant: 'asistencia en el aeropuerto',
        fast_track: 'Fast Track',
      },
      open: 'Abrir el portal',
    },
    resetCode: {
      subject: 'Su código para restablecer la contraseña',
      intro: 'Use este código para restablecer su contraseña:',
      rules:
        'El código caduca en {minutes} minutos y solo puede usarse una vez. Si no ha pedido restablecer su contraseña, ignore este correo: su contraseña no cambia.',
    },
    passwordChanged: {
      subject: 'Se ha cambiado su contraseña',
      changed:
        'Se acaba de cambiar la contraseña de su cuenta y se ha cerrado su sesión en los demás dispositivos.',
      notYou: 'Si no ha sido usted, restablezca su contraseña ahora y escríbanos a {supportMailbox}.',
    },
  },
};

/**
 * The welcome mail promises only what the card level offers (`services`: the level's, from
 * `offeredBookingServices`, as the home page's tiles and hero show them).
 */
export const welcomeMail = (
  language: Language,
  values: { firstName: string; cardLevel: string; portalUrl: string; services: readonly BookingService[] },
): RenderedMail => {
  const t = TEXTS[language];
  const services = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    values.services.map((service) => t.welcome.services[service]),
  );
  return renderMail(
    {
      subject: t.welcome.subject,
      greeting: fill(t.greeting, { firstName: values.firstName }),
      blocks: [
        { kind: 'paragraph', text: fill(t.welcome.ready, { cardLevel: values.cardLevel }) },
        ...(services ? [{ kind: 'paragraph' as const, text: fill(t.welcome.benefits, { services }) }] : []),
        { kind: 'link', label: t.welcome.open, href: `${values.portalUrl}/` },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

export const resetCodeMail = (
  language: Language,
  values: { firstName: string; code: string; minutes: number },
): RenderedMail => {
  const t = TEXTS[language];
  return renderMail(
    {
      subject: t.resetCode.subject,
      greeting: fill(t.greeting, values),
      blocks: [
        { kind: 'paragraph', text: t.resetCode.intro },
        { kind: 'code', code: values.code },
        { kind: 'paragraph', text: fill(t.resetCode.rules, values) },
      ],
      signOff: t.signOff,
    },
    language,
  );
};

export const passwordChangedMail = (
  language: Language,
  values: { firstName: string; supportMailbox: string },
): RenderedMail => {
  const t = TEXTS[language];
  return renderMail(
    {
      subject: t.passwordChanged.subject,
      greeting: fill(t.greeting, values),
      blocks: [
        { kind: 'paragraph', text: t.passwordChanged.changed },
        { kind: 'paragraph', text: fill(t.passwordChanged.notYou, values) },
      ],
      signOff: t.signOff,
    },
    language,
  );
};
