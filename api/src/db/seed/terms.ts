import type { Language } from '@portal/shared/contracts';
import type { TERMS_CODES } from '../schema';

type TermsCode = (typeof TERMS_CODES)[number];

export interface TermsSeed {
  code: TermsCode;
  language: Language;
  title: string;
  /**
   * Plain text; blocks are separated by a blank line, a block starting with '# ' is a heading. The
   * service policy's numbers are `{placeholders}` (`policyPlaceholders`), filled in when read.
   */
  content: string;
  version: string;
}

/** A newer version replaces the stored text of an older one when the seed runs (seed/index.ts). */
export const TERMS_VERSION = '2026-11';

const en: Record<TermsCode, { title: string; content: string }> = {
  conditions: {
    title: 'Terms and Conditions',
    content: [
      '# Who these terms apply to',
      'These terms apply when you book Transport Services, Airport Assistant or Fast Track through this portal as a cardholder of a participating programme.',
      '# Your allowance',
      'Your programme decides which services you can use and how many complimentary uses you have each year. Uses beyond that allowance, surcharges and extras are paid with a card at booking.',
      '# Booking',
      'Bookings must be made within the advance notice shown for each service. A confirmed booking cannot be amended; cancel it and book again instead.',
      '# Cancellation and refunds',
      'You may cancel online with a full refund, or with the complimentary use returned, until {freeCancellationHours} hours before the service. After that, please contact support. Refunds take {refundMinDays} to {refundMaxDays} business days to reach your account.',
      '# Cancelled or delayed flights',
      'When the flight a booking was made for is cancelled, we cancel the booking, whatever the time left before the service: anything paid for it is refunded in full and the complimentary uses it took are returned, and we tell you by email. When the flight is delayed, a Transport pick-up at its arrival moves by the delay, the driver is told and you receive the new pick-up time; the free waiting time counts from the actual arrival, and the delay costs nothing.',
      '# End of access',
      'Access to the benefits ends when your programme is no longer available to you. In that case, please contact your card issuer.',
    ].join('\n\n'),
  },
  termsOfUse: {
    title: 'Terms of Use',
    content: [
      '# Purpose',
      'This portal is provided so that eligible cardholders can view, book and manage airport services.',
      '# Your account',
      'Keep your login details private. You are responsible for bookings made with your account. We may end a session that has been idle for some time; you will then be asked to log in again.',
      '# Fair use',
      'Do not attempt to access accounts or bookings that are not yours, to disrupt the service, or to use automated means to collect its content.',
      '# Changes',
      'We may update these terms. The version and date at the top of this page tell you which text applies.',
    ].join('\n\n'),
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    content: [
      '# What we use',
      'We use your name, email address, mobile number and booking details to provide the services you book and to contact you about them.',
      '# Card data',
      'Card numbers entered for payment go directly to the payment provider; we keep only a reference, the card brand, the last four digits and the expiry date.',
      '# Who we share with',
      'We share booking details with the service provider who carries out your booking (for example, the driver or the greeter) and with nobody else, unless the law requires it.',
      '# Your rights',
      'You may ask to see, correct or delete your personal data by sending a query through Help & FAQs. Marketing emails are sent only if you agreed to receive them, and you can stop them at any time.',
    ].join('\n\n'),
  },
};

const pt: Record<TermsCode, { title: string; content: string }> = {
  conditions: {
    title: 'Termos e Condições',
    content: [
      '# A quem se aplicam',
      'Estes termos se aplicam quando você reserva Transporte, Assistência no Aeroporto ou Fast Track por este portal como titular de cartão de um programa participante.',
      '# Seu limite de usos',
      'O seu programa define quais serviços você pode usar e quantos usos gratuitos tem por ano. Usos além desse limite, sobretaxas e extras são pagos com cartão no momento da reserva.',
      '# Reservas',
      'As reservas devem respeitar a antecedência indicada para cada serviço. Uma reserva confirmada não pode ser alterada; cancele-a e faça uma nova.',
      '# Cancelamento e reembolsos',
      'Você pode cancelar on-line com reembolso total, ou com o uso gratuito devolvido, até {freeCancellationHours} horas antes do serviço. Depois disso, entre em contato com o suporte. Os reembolsos levam de {refundMinDays} a {refundMaxDays} dias úteis.',
      '# Voos cancelados ou atrasados',
      'Quando o voo para o qual a reserva foi feita é cancelado, cancelamos a reserva, não importa quanto tempo falte para o serviço: o valor pago por ela é reembolsado integralmente e os usos gratuitos que ela usou são devolvidos, e avisamos você por e-mail. Quando o voo atrasa, a busca de Transporte na chegada dele é adiada pelo tempo do atraso, o motorista é avisado e você recebe o novo horário de embarque; o tempo de espera gratuito conta a partir da chegada real, e o atraso não tem custo.',
      '# Fim do acesso',
      'O acesso aos benefícios termina quando o programa deixa de estar disponível para você. Nesse caso, entre em contato com o emissor do cartão.',
    ].join('\n\n'),
  },
  termsOfUse: {
    title: 'Termos de Uso',
    content: [
      '# Finalidade',
      'Este portal permite que titulares de cartão elegíveis consultem, reservem e gerenciem serviços aeroportuários.',
      '# Sua conta',
      'Mantenha seus dados de acesso em sigilo. Você é responsável pelas reservas feitas com a sua conta. Uma sessão inativa por algum tempo pode ser encerrada, e você precisará entrar novamente.',
      '# Uso adequado',
      'Não tente acessar contas ou reservas de outras pessoas, interromper o serviço ou coletar seu conteúdo por meios automatizados.',
      '# Alterações',
      'Podemos atualizar estes termos. A versão e a data no topo desta página indicam qual texto se aplica.',
    ].join('\n\n'),
  },
  privacyPolicy: {
    title: 'Política de Privacidade',
    content: [
      '# O que usamos',
      'Usamos seu nome, e-mail, celular e os dados das reservas para prestar os serviços reservados e para falar com você sobre eles.',
      '# Dados do cartão',
      'Os números de cartão informados para pagamento vão diretamente ao provedor de pagamento; guardamos apenas uma referência, a bandeira, os quatro últimos dígitos e a validade.',
      '# Com quem compartilhamos',
      'Compartilhamos os dados da reserva apenas com o prestador que realiza o serviço (por exemplo, o motorista ou o recepcionista), salvo exigência legal.',
      '# Seus direitos',
      'Você pode pedir para ver, corrigir ou excluir seus dados pessoais enviando uma consulta em Ajuda e Perguntas Frequentes. E-mails de marketing só são enviados com a sua autorização, que pode ser retirada a qualquer momento.',
    ].join('\n\n'),
  },
};

const es: Record<TermsCode, { title: string; content: string }> = {
  conditions: {
    title: 'Términos y Condiciones',
    content: [
      '# A quién se aplican',
      'Estos términos se aplican cuando reserva Transporte, Asistencia en el Aeropuerto o Fast Track a través de este portal como titular de una tarjeta de un programa participante.',
      '# Su límite de usos',
      'Su programa determina qué servicios puede usar y cuántos usos gratuitos tiene cada año. Los usos que superen ese límite, los recargos y los extras se pagan con tarjeta al reservar.',
      '# Reservas',
      'Las reservas deben hacerse con la antelación indicada para cada servicio. Una reserva confirmada no se puede modificar; cancélela y haga una nueva.',
      '# Cancelación y reembolsos',
      'Puede cancelar en línea con reembolso total, o con el uso gratuito devuelto, hasta {freeCancellationHours} horas antes del servicio. Después, contacte con el soporte. Los reembolsos tardan de {refundMinDays} a {refundMaxDays} días hábiles.',
      '# Vuelos cancelados o retrasados',
      'Cuando se cancela el vuelo para el que se hizo la reserva, cancelamos la reserva, quede el tiempo que quede para el servicio: lo pagado por ella se reembolsa íntegramente y se devuelven los usos gratuitos que consumió, y le avisamos por correo electrónico. Cuando el vuelo se retrasa, la recogida de Transporte a su llegada se mueve según el retraso, se avisa al conductor y usted recibe la nueva hora de recogida; el tiempo de espera gratuito cuenta desde la llegada real, y el retraso no tiene coste.',
      '# Fin del acceso',
      'El acceso a los beneficios termina cuando el programa deja de estar disponible para usted. En ese caso, contacte con el emisor de su tarjeta.',
    ].join('\n\n'),
  },
  termsOfUse: {
    title: 'Términos de Uso',
    content: [
      '# Finalidad',
      'Este portal permite a los titulares de tarjetas elegibles consultar, reservar y gestionar servicios aeroportuarios.',
      '# Su cuenta',
      'Mantenga en privado sus datos de acceso. Usted es responsable de las reservas hechas con su cuenta. Una sesión inactiva durante un tiempo puede cerrarse y deberá iniciar sesión de nuevo.',
      '# Uso adecuado',
      'No intente acceder a cuentas o reservas ajenas, interrumpir el servicio ni recopilar su contenido por medios automatizados.',
      '# Cambios',
      'Podemos actualizar estos términos. La versión y la fecha al principio de esta página indican qué texto se aplica.',
    ].join('\n\n'),
  },
  privacyPolicy: {
    title: 'Política de Privacidad',
    content: [
      '# Qué usamos',
      'Usamos su nombre, correo electrónico, móvil y los datos de sus reservas para prestar los servicios reservados y para comunicarnos con usted sobre ellos.',
      '# Datos de la tarjeta',
      'Los números de tarjeta introducidos para pagar van directamente al proveedor de pagos; solo guardamos una referencia, la marca, los cuatro últimos dígitos y la caducidad.',
      '# Con quién compartimos',
      'Compartimos los datos de la reserva solo con el proveedor que presta el servicio (por ejemplo, el conductor o el asistente), salvo obligación legal.',
      '# Sus derechos',
      'Puede pedir ver, corregir o borrar sus datos personales enviando una consulta desde Ayuda y Preguntas Frecuentes. Los correos de marketing solo se envían si los aceptó, y puede dejar de recibirlos cuando quiera.',
    ].join('\n\n'),
  },
};

const byLanguage: Record<Language, Record<TermsCode, { title: string; content: string }>> = {
  'en-US': en,
  'pt-BR': pt,
  'es-ES': es,
};

export const TERMS_SEEDS: TermsSeed[] = Object.entries(byLanguage).flatMap(([language, documents]) =>
  Object.entries(documents).map(([code, document]) => ({
    code: code as TermsCode,
    language: language as Language,
    version: TERMS_VERSION,
    ...document,
  })),
);
