import type { Language } from '@portal/shared/contracts';
import type { FaqCategory } from '@portal/shared/contracts/help';

/**
 * The FAQ as seeded. Numbers of the service policy and the support phone are `{placeholders}`
 * (`policyPlaceholders` of `@portal/shared/policy`, and config SUPPORT_PHONE), filled
 * in when the list is read: change the policy, and every answer follows.
 *
 * Answers are plain text: a blank line separates paragraphs, lines starting with "- " are list items.
 */
export interface FaqSeed {
  slug: string;
  category: FaqCategory;
  popular?: boolean;
  related?: string[];
  texts: Record<Language, { question: string; answer: string }>;
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const FAQ_SEEDS: FaqSeed[] = [
  // ---------------------------------------------------------------------------------------------
  // General and account
  {
    slug: 'general-what-is-portal',
    category: 'general',
    related: ['general-sign-up', 'general-contact-support'],
    texts: {
      'en-US': {
        question: 'What can I do on this portal?',
        answer: p(
          'As a cardholder of a participating programme you can book airport services: Transport Services (airport transfers and city rides), Airport Assistant (a greeter who meets you at arrival or departure) and Fast Track (a fast lane through airport security).',
          'Your card level decides which services you can use and how many complimentary uses you have each year. You can also manage your bookings, payment cards, profile and password.',
        ),
      },
      'pt-BR': {
        question: 'O que posso fazer neste portal?',
        answer: p(
          'Como titular de cartão de um programa participante, você pode reservar serviços aeroportuários: Transporte (traslados de aeroporto e corridas na cidade), Assistência no Aeroporto (um recepcionista que acompanha você na chegada ou na partida) e Fast Track (uma fila rápida na inspeção de segurança).',
          'O nível do seu cartão define quais serviços você pode usar e quantos usos gratuitos tem por ano. Você também pode gerenciar suas reservas, cartões de pagamento, perfil e senha.',
        ),
      },
      'es-ES': {
        question: '¿Qué puedo hacer en este portal?',
        answer: p(
          'Como titular de una tarjeta de un programa participante, puede reservar servicios aeroportuarios: Transporte (traslados al aeropuerto y trayectos por la ciudad), Asistencia en el Aeropuerto (un asistente que le recibe a la llegada o le acompaña a la salida) y Fast Track (un carril rápido en el control de seguridad).',
          'El nivel de su tarjeta determina qué servicios puede usar y cuántos usos gratuitos tiene cada año. También puede gestionar sus reservas, tarjetas de pago, perfil y contraseña.',
        ),
      },
    },
  },
  {
    slug: 'general-sign-up',
    category: 'general',
    related: ['general-forgot-password', 'general-what-is-portal'],
    texts: {
      'en-US': {
        question: 'How do I create an account?',
        answer: p(
          'Choose Sign Up and register with your card number or with the activation code your card issuer gave you. Then enter your name as shown on your passport, your email address and mobile number, and choose a password.',
          'Your password needs at least 8 characters, with one lower case letter, one upper case letter and one number.',
        ),
      },
      'pt-BR': {
        question: 'Como crio uma conta?',
        answer: p(
          'Escolha Cadastre-se e registre-se com o número do seu cartão ou com o código de ativação enviado pelo emissor do cartão. Depois informe seu nome como consta no passaporte, seu e-mail e celular, e escolha uma senha.',
          'A senha precisa ter pelo menos 8 caracteres, com uma letra minúscula, uma letra maiúscula e um número.',
        ),
      },
      'es-ES': {
        question: '¿Cómo creo una cuenta?',
        answer: p(
          'Elija Registrarse y regístrese con el número de su tarjeta o con el código de activación que le dio el emisor de su tarjeta. Después introduzca su nombre tal como figura en el pasaporte, su correo electrónico y su móvil, y elija una contraseña.',
          'La contraseña necesita al menos 8 caracteres, con una letra minúscula, una letra mayúscula y un número.',
        ),
      },
    },
  },
  {
    slug: 'general-forgot-password',
    category: 'general',
    related: ['general-account-locked', 'general-sign-up'],
    texts: {
      'en-US': {
        question: 'I forgot my password. What can I do?',
        answer: p(
          'On the login page choose Forgot password and enter your email address. We send you a verification code; enter it and choose a new password.',
          'If the code has expired, request a new one. For your security you can request codes only every so often.',
        ),
      },
      'pt-BR': {
        question: 'Esqueci minha senha. O que faço?',
        answer: p(
          'Na página de login, escolha Esqueci a senha e informe seu e-mail. Enviaremos um código de verificação; digite-o e escolha uma nova senha.',
          'Se o código expirar, peça um novo. Por segurança, os códigos só podem ser solicitados de tempos em tempos.',
        ),
      },
      'es-ES': {
        question: 'He olvidado mi contraseña. ¿Qué hago?',
        answer: p(
          'En la página de inicio de sesión elija He olvidado mi contraseña e introduzca su correo electrónico. Le enviaremos un código de verificación; introdúzcalo y elija una contraseña nueva.',
          'Si el código ha caducado, solicite otro. Por seguridad, los códigos solo se pueden solicitar cada cierto tiempo.',
        ),
      },
    },
  },
  {
    slug: 'general-account-locked',
    category: 'general',
    related: ['general-forgot-password', 'general-contact-support'],
    texts: {
      'en-US': {
        question: 'Why can I not log in after several attempts?',
        answer: p(
          'After 5 unsuccessful log in attempts your account is locked for a while to protect it. The login page shows how long to wait.',
          'If you are not sure of your password, reset it with Forgot password instead of trying again.',
        ),
      },
      'pt-BR': {
        question: 'Por que não consigo entrar depois de várias tentativas?',
        answer: p(
          'Depois de 5 tentativas de login sem sucesso, sua conta fica bloqueada por um tempo para protegê-la. A página de login mostra quanto tempo falta.',
          'Se não tiver certeza da senha, redefina-a em Esqueci a senha em vez de tentar de novo.',
        ),
      },
      'es-ES': {
        question: '¿Por qué no puedo iniciar sesión después de varios intentos?',
        answer: p(
          'Tras 5 intentos fallidos de inicio de sesión, su cuenta se bloquea durante un tiempo para protegerla. La página de inicio de sesión indica cuánto debe esperar.',
          'Si no está seguro de su contraseña, restablézcala con He olvidado mi contraseña en lugar de volver a intentarlo.',
        ),
      },
    },
  },
  {
    slug: 'general-programme-ended',
    category: 'general',
    related: ['general-contact-support'],
    texts: {
      'en-US': {
        question: 'Why can I no longer use my benefits?',
        answer:
          'Access to the services ends when your programme is no longer available to you, for example when the card is replaced or the issuer ends the programme. Please contact your card issuer for further information.',
      },
      'pt-BR': {
        question: 'Por que não consigo mais usar meus benefícios?',
        answer:
          'O acesso aos serviços termina quando o programa deixa de estar disponível para você, por exemplo quando o cartão é substituído ou o emissor encerra o programa. Entre em contato com o emissor do seu cartão para mais informações.',
      },
      'es-ES': {
        question: '¿Por qué ya no puedo usar mis beneficios?',
        answer:
          'El acceso a los servicios termina cuando el programa deja de estar disponible para usted, por ejemplo cuando se sustituye la tarjeta o el emisor finaliza el programa. Contacte con el emisor de su tarjeta para más información.',
      },
    },
  },
  {
    slug: 'general-cancel-booking',
    category: 'general',
    popular: true,
    related: [
      'general-refund-time',
      'general-change-booking',
      'general-flight-disrupted',
      'transport-booking-request',
    ],
    texts: {
      'en-US': {
        question: 'How do I cancel a booking, and do I get my money back?',
        answer: p(
          'Open the booking under Account > Bookings and choose Cancel. Until {freeCancellationHours} hours before the service you can cancel online and receive a full refund, or your complimentary use is returned.',
          'Less than {freeCancellationHours} hours before the service a booking can no longer be cancelled online. Please call support on {phone}.',
        ),
      },
      'pt-BR': {
        question: 'Como cancelo uma reserva e recebo meu dinheiro de volta?',
        answer: p(
          'Abra a reserva em Conta > Reservas e escolha Cancelar. Até {freeCancellationHours} horas antes do serviço, você pode cancelar on-line e receber o reembolso total, ou o seu uso gratuito é devolvido.',
          'Faltando menos de {freeCancellationHours} horas para o serviço, a reserva não pode mais ser cancelada on-line. Ligue para o suporte no {phone}.',
        ),
      },
      'es-ES': {
        question: '¿Cómo cancelo una reserva y recupero mi dinero?',
        answer: p(
          'Abra la reserva en Cuenta > Reservas y elija Cancelar. Hasta {freeCancellationHours} horas antes del servicio puede cancelar en línea y recibir el reembolso total, o se le devuelve su uso gratuito.',
          'A menos de {freeCancellationHours} horas del servicio, la reserva ya no se puede cancelar en línea. Llame al soporte al {phone}.',
        ),
      },
    },
  },
  {
    slug: 'general-refund-time',
    category: 'general',
    popular: true,
    related: ['general-cancel-booking'],
    texts: {
      'en-US': {
        question: 'How long does a refund take?',
        answer:
          'Refunds go back to the card you paid with and take {refundMinDays} to {refundMaxDays} business days to reach your account, depending on your bank.',
      },
      'pt-BR': {
        question: 'Quanto tempo leva um reembolso?',
        answer:
          'Os reembolsos voltam para o cartão usado no pagamento e levam de {refundMinDays} a {refundMaxDays} dias úteis para chegar à sua conta, conforme o seu banco.',
      },
      'es-ES': {
        question: '¿Cuánto tarda un reembolso?',
        answer:
          'Los reembolsos se abonan en la tarjeta con la que pagó y tardan de {refundMinDays} a {refundMaxDays} días hábiles en llegar a su cuenta, según su banco.',
      },
    },
  },
  {
    // What the policy's `flightDisruption` section does by default (services/policy).
    slug: 'general-flight-disrupted',
    category: 'general',
    related: ['general-cancel-booking', 'general-refund-time', 'transport-waiting-time'],
    texts: {
      'en-US': {
        question: 'What happens to my booking if my flight is cancelled or delayed?',
        answer: p(
          'If your flight is cancelled, we cancel the bookings made for it (Fast Track, Airport Assistant and Transport) for you, however close the service is: anything you paid is refunded in full to your card ({refundMinDays} to {refundMaxDays} business days) and your complimentary uses are returned. We email you once it is done.',
          'If your flight is delayed, a Transport pick-up at the airport after it moves by the delay: the driver is told, and we email you the new pick-up time. The free waiting time of {arrivalWaitingMinutes} minutes counts from the actual arrival, and there is no charge for the delay.',
          'We check the flights of upcoming bookings every {flightCheckMinutes} minutes.',
        ),
      },
      'pt-BR': {
        question: 'O que acontece com a minha reserva se o meu voo for cancelado ou atrasar?',
        answer: p(
          'Se o seu voo for cancelado, cancelamos para você as reservas feitas para ele (Fast Track, Assistência no Aeroporto e Transporte), por mais perto que esteja o serviço: o valor pago é reembolsado integralmente no seu cartão (de {refundMinDays} a {refundMaxDays} dias úteis) e os seus usos gratuitos são devolvidos. Avisamos você por e-mail assim que estiver feito.',
          'Se o seu voo atrasar, a busca de Transporte no aeroporto após o voo é adiada pelo tempo do atraso: o motorista é avisado, e enviamos por e-mail o novo horário de embarque. O tempo de espera gratuito de {arrivalWaitingMinutes} minutos conta a partir da chegada real, e não há cobrança pelo atraso.',
          'Verificamos os voos das próximas reservas a cada {flightCheckMinutes} minutos.',
        ),
      },
      'es-ES': {
        question: '¿Qué pasa con mi reserva si mi vuelo se cancela o se retrasa?',
        answer: p(
          'Si su vuelo se cancela, cancelamos por usted las reservas hechas para él (Fast Track, Asistencia en el Aeropuerto y Transporte), por poco que falte para el servicio: lo pagado se reembolsa íntegramente en su tarjeta (de {refundMinDays} a {refundMaxDays} días hábiles) y se le devuelven sus usos gratuitos. Le avisamos por correo electrónico en cuanto esté hecho.',
          'Si su vuelo se retrasa, la recogida de Transporte en el aeropuerto tras el vuelo se mueve según el retraso: se avisa al conductor y le enviamos por correo electrónico la nueva hora de recogida. El tiempo de espera gratuito de {arrivalWaitingMinutes} minutos cuenta desde la llegada real, y el retraso no tiene coste.',
          'Comprobamos los vuelos de las próximas reservas cada {flightCheckMinutes} minutos.',
        ),
      },
    },
  },
  {
    slug: 'general-change-booking',
    category: 'general',
    related: ['general-cancel-booking', 'general-contact-support'],
    texts: {
      'en-US': {
        question: 'Can I change a booking after it is confirmed?',
        answer: p(
          'A confirmed booking cannot be amended online. If there is still time, cancel it and book again with the new details.',
          'For urgent changes close to the service, call support on {phone}.',
        ),
      },
      'pt-BR': {
        question: 'Posso alterar uma reserva depois de confirmada?',
        answer: p(
          'Uma reserva confirmada não pode ser alterada on-line. Se ainda houver tempo, cancele-a e faça uma nova reserva com os novos dados.',
          'Para alterações urgentes perto do horário do serviço, ligue para o suporte no {phone}.',
        ),
      },
      'es-ES': {
        question: '¿Puedo cambiar una reserva una vez confirmada?',
        answer: p(
          'Una reserva confirmada no se puede modificar en línea. Si aún hay tiempo, cancélela y vuelva a reservar con los nuevos datos.',
          'Para cambios urgentes cerca de la hora del servicio, llame al soporte al {phone}.',
        ),
      },
    },
  },
  {
    slug: 'general-contact-support',
    category: 'general',
    popular: true,
    related: ['general-change-booking', 'general-cancel-booking'],
    texts: {
      'en-US': {
        question: 'How can I contact support?',
        answer: p(
          'Send us a query with the Submit a query form on this page; you receive a reference number and an email confirming that we have it.',
          'For changes to a booking close to the service, call support on {phone}.',
        ),
      },
      'pt-BR': {
        question: 'Como entro em contato com o suporte?',
        answer: p(
          'Envie uma consulta pelo formulário Enviar uma consulta nesta página; você recebe um número de referência e um e-mail confirmando o recebimento.',
          'Para alterações em uma reserva perto do horário do serviço, ligue para o suporte no {phone}.',
        ),
      },
      'es-ES': {
        question: '¿Cómo contacto con el soporte?',
        answer: p(
          'Envíenos una consulta con el formulario Enviar una consulta de esta página; recibirá un número de referencia y un correo que confirma que la hemos recibido.',
          'Para cambios en una reserva cerca de la hora del servicio, llame al soporte al {phone}.',
        ),
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Transport Services
  {
    slug: 'transport-lead-time',
    category: 'transport',
    popular: true,
    related: ['transport-booking-request', 'general-cancel-booking'],
    texts: {
      'en-US': {
        question: 'How far in advance must I book a transfer?',
        answer: p(
          'Transfers must be booked at least {transportLeadHours} hours before the pick-up time. Times are the local time of the airport.',
          'If your flight leaves less than {transportNearDeparture} after the pick-up time, we ask you to confirm that the time is right.',
        ),
      },
      'pt-BR': {
        question: 'Com quanta antecedência devo reservar um traslado?',
        answer: p(
          'Os traslados devem ser reservados com pelo menos {transportLeadHours} horas de antecedência em relação ao horário de embarque no veículo. Os horários são no fuso local do aeroporto.',
          'Se o seu voo partir menos de {transportNearDeparture} depois do horário de busca, pediremos que você confirme que o horário está correto.',
        ),
      },
      'es-ES': {
        question: '¿Con cuánta antelación debo reservar un traslado?',
        answer: p(
          'Los traslados deben reservarse al menos {transportLeadHours} horas antes de la hora de recogida. Las horas son las locales del aeropuerto.',
          'Si su vuelo sale menos de {transportNearDeparture} después de la hora de recogida, le pediremos que confirme que la hora es correcta.',
        ),
      },
    },
  },
  {
    slug: 'transport-waiting-time',
    category: 'transport',
    popular: true,
    related: ['transport-extra-waiting', 'transport-driver-details', 'transport-flight-number'],
    texts: {
      'en-US': {
        question: 'How long will the driver wait for me?',
        answer: p(
          'For pick-ups at the airport after your flight, the driver waits up to {arrivalWaitingMinutes} minutes after the actual arrival time of your flight. For every other pick-up, the driver waits up to {otherWaitingMinutes} minutes after the booked time.',
          'We track your flight: if it is delayed, the driver waits for the new arrival time and there is no charge for the delay.',
        ),
      },
      'pt-BR': {
        question: 'Quanto tempo o motorista espera por mim?',
        answer: p(
          'Nas buscas no aeroporto após o seu voo, o motorista espera até {arrivalWaitingMinutes} minutos depois do horário real de chegada do voo. Nas demais buscas, o motorista espera até {otherWaitingMinutes} minutos depois do horário reservado.',
          'Acompanhamos o seu voo: se ele atrasar, o motorista espera pelo novo horário de chegada e não há cobrança pelo atraso.',
        ),
      },
      'es-ES': {
        question: '¿Cuánto tiempo me esperará el conductor?',
        answer: p(
          'En las recogidas en el aeropuerto tras su vuelo, el conductor espera hasta {arrivalWaitingMinutes} minutos después de la hora real de llegada del vuelo. En las demás recogidas, el conductor espera hasta {otherWaitingMinutes} minutos después de la hora reservada.',
          'Seguimos su vuelo: si se retrasa, el conductor espera a la nueva hora de llegada y el retraso no tiene coste.',
        ),
      },
    },
  },
  {
    slug: 'transport-extra-waiting',
    category: 'transport',
    related: ['transport-waiting-time', 'transport-surcharges'],
    texts: {
      'en-US': {
        question: 'What does it cost if the driver waits longer?',
        answer: p(
          'The free waiting time is {arrivalWaitingMinutes} minutes after the actual arrival of your flight for pick-ups at the airport, and {otherWaitingMinutes} minutes after the booked time for every other pick-up. Beyond it, extra waiting costs {extraWaitingPrice} for every {extraWaitingMinutes} minutes.',
          'If you expect to be late, please call support on {phone}.',
        ),
      },
      'pt-BR': {
        question: 'Quanto custa se o motorista esperar mais?',
        answer: p(
          'O tempo de espera gratuito é de {arrivalWaitingMinutes} minutos após a chegada real do seu voo nas buscas no aeroporto e de {otherWaitingMinutes} minutos após o horário reservado nas demais buscas. Depois disso, a espera adicional custa {extraWaitingPrice} a cada {extraWaitingMinutes} minutos.',
          'Se achar que vai se atrasar, ligue para o suporte no {phone}.',
        ),
      },
      'es-ES': {
        question: '¿Cuánto cuesta si el conductor espera más?',
        answer: p(
          'El tiempo de espera gratuito es de {arrivalWaitingMinutes} minutos después de la llegada real de su vuelo en las recogidas en el aeropuerto y de {otherWaitingMinutes} minutos después de la hora reservada en las demás recogidas. Después, la espera adicional cuesta {extraWaitingPrice} por cada {extraWaitingMinutes} minutos.',
          'Si prevé retrasarse, llame al soporte al {phone}.',
        ),
      },
    },
  },
  {
    slug: 'transport-driver-details',
    category: 'transport',
    related: ['transport-waiting-time'],
    texts: {
      'en-US': {
        question: 'When do I receive the driver and car details?',
        answer:
          'We send the name and phone number of your driver and the car details by email and SMS {driverDetailsHours} hours before the pick-up time.',
      },
      'pt-BR': {
        question: 'Quando recebo os dados do motorista e do carro?',
        answer:
          'Enviamos o nome e o telefone do motorista e os dados do carro por e-mail e SMS {driverDetailsHours} horas antes do horário de busca.',
      },
      'es-ES': {
        question: '¿Cuándo recibo los datos del conductor y del coche?',
        answer:
          'Le enviamos el nombre y el teléfono del conductor y los datos del coche por correo electrónico y SMS {driverDetailsHours} horas antes de la hora de recogida.',
      },
    },
  },
  {
    slug: 'transport-surcharges',
    category: 'transport',
    popular: true,
    related: ['transport-lead-time', 'transport-booking-request'],
    texts: {
      'en-US': {
        question: 'Are there extra charges for a transfer?',
        answer: p(
          'Two charges may apply, and the order summary shows each one before you pay:',
          '- Out-of-hours: {transportSurchargePercent}% for pick-ups between {transportSurchargeFrom} and {transportSurchargeUntil} local time.\n- Extra mileage: when the trip is longer than the standard distance of your service.',
          'Trips longer than the maximum distance cannot be booked online.',
        ),
      },
      'pt-BR': {
        question: 'Há cobranças extras em um traslado?',
        answer: p(
          'Duas cobranças podem ser aplicadas, e o resumo do pedido mostra cada uma antes do pagamento:',
          '- Fora do horário: {transportSurchargePercent}% para buscas entre {transportSurchargeFrom} e {transportSurchargeUntil}, horário local.\n- Quilometragem extra: quando o trajeto é mais longo que a distância padrão do seu serviço.',
          'Trajetos acima da distância máxima não podem ser reservados on-line.',
        ),
      },
      'es-ES': {
        question: '¿Hay cargos adicionales en un traslado?',
        answer: p(
          'Pueden aplicarse dos cargos, y el resumen del pedido muestra cada uno antes de pagar:',
          '- Fuera de horario: {transportSurchargePercent}% para recogidas entre las {transportSurchargeFrom} y las {transportSurchargeUntil}, hora local.\n- Kilometraje adicional: cuando el trayecto supera la distancia estándar de su servicio.',
          'Los trayectos que superan la distancia máxima no se pueden reservar en línea.',
        ),
      },
    },
  },
  {
    slug: 'transport-child-seat',
    category: 'transport',
    related: ['transport-surcharges'],
    texts: {
      'en-US': {
        question: 'Can I ask for a child seat?',
        answer:
          'Yes. Select the child seat option when you book; up to {maxChildSeats} child seat can be added to a transfer. Please include the children in the number of passengers.',
      },
      'pt-BR': {
        question: 'Posso pedir uma cadeirinha infantil?',
        answer:
          'Sim. Selecione a opção de cadeirinha infantil ao reservar; é possível adicionar no máximo {maxChildSeats} cadeirinha por traslado. Inclua as crianças no número de passageiros.',
      },
      'es-ES': {
        question: '¿Puedo pedir una silla infantil?',
        answer:
          'Sí. Seleccione la opción de silla infantil al reservar; se puede añadir como máximo {maxChildSeats} silla infantil por traslado. Incluya a los niños en el número de pasajeros.',
      },
    },
  },
  {
    slug: 'transport-booking-request',
    category: 'transport',
    popular: true,
    related: ['transport-lead-time', 'general-cancel-booking'],
    texts: {
      'en-US': {
        question: 'What is a booking request, and when will I hear back?',
        answer: p(
          'When a trip cannot be priced automatically, you can send it as a booking request. It appears under Bookings > Pending, and an agent answers within {pendingReplyHours} hours by email and SMS with a quotation.',
          'To confirm, accept and pay the quotation at least {quotationExpiryHours} hours before the service. An unpaid quotation expires {quotationExpiryHours} hours before the service.',
        ),
      },
      'pt-BR': {
        question: 'O que é uma solicitação de reserva e quando recebo resposta?',
        answer: p(
          'Quando um trajeto não pode ser cotado automaticamente, você pode enviá-lo como solicitação de reserva. Ela aparece em Reservas > Pendentes, e um atendente responde em até {pendingReplyHours} horas por e-mail e SMS com uma cotação.',
          'Para confirmar, aceite e pague a cotação pelo menos {quotationExpiryHours} horas antes do serviço. Uma cotação não paga expira {quotationExpiryHours} horas antes do serviço.',
        ),
      },
      'es-ES': {
        question: '¿Qué es una solicitud de reserva y cuándo recibiré respuesta?',
        answer: p(
          'Cuando un trayecto no se puede tarificar automáticamente, puede enviarlo como solicitud de reserva. Aparece en Reservas > Pendientes, y un agente responde en un plazo de {pendingReplyHours} horas por correo electrónico y SMS con un presupuesto.',
          'Para confirmarla, acepte y pague el presupuesto al menos {quotationExpiryHours} horas antes del servicio. Un presupuesto sin pagar caduca {quotationExpiryHours} horas antes del servicio.',
        ),
      },
    },
  },
  {
    slug: 'transport-flight-number',
    category: 'transport',
    related: ['transport-waiting-time'],
    texts: {
      'en-US': {
        question: 'Which flight number should I enter?',
        answer: p(
          'Enter the complete flight number, with the airline code (for example BA2490). For indirect flights, use the flight that arrives at, or leaves from, the airport of your transfer.',
          'The pick-up time cannot be earlier than the flight arrival, and the drop-off time cannot be later than the flight departure.',
        ),
      },
      'pt-BR': {
        question: 'Qual número de voo devo informar?',
        answer: p(
          'Informe o número completo do voo, com o código da companhia aérea (por exemplo BA2490). Em voos com conexão, use o voo que chega ao aeroporto do traslado ou parte dele.',
          'O horário de busca não pode ser anterior à chegada do voo, e o horário de entrega não pode ser posterior à partida do voo.',
        ),
      },
      'es-ES': {
        question: '¿Qué número de vuelo debo introducir?',
        answer: p(
          'Introduzca el número de vuelo completo, con el código de la aerolínea (por ejemplo BA2490). En vuelos con escala, use el vuelo que llega al aeropuerto del traslado o sale de él.',
          'La hora de recogida no puede ser anterior a la llegada del vuelo, y la hora de entrega no puede ser posterior a la salida del vuelo.',
        ),
      },
    },
  },
  {
    slug: 'transport-one-airport',
    category: 'transport',
    related: ['transport-surcharges'],
    texts: {
      'en-US': {
        question: 'Where can a transfer take me?',
        answer:
          'Transfers go to or from an airport: one of the two locations must be an airport. Enter the other address as fully as possible (street, number and city) so that we can find it and price the trip.',
      },
      'pt-BR': {
        question: 'Para onde um traslado pode me levar?',
        answer:
          'Os traslados vão para um aeroporto ou saem dele: um dos dois locais deve ser um aeroporto. Informe o outro endereço da forma mais completa possível (rua, número e cidade) para que possamos encontrá-lo e cotar o trajeto.',
      },
      'es-ES': {
        question: '¿Adónde puede llevarme un traslado?',
        answer:
          'Los traslados van a un aeropuerto o salen de él: uno de los dos lugares debe ser un aeropuerto. Introduzca la otra dirección lo más completa posible (calle, número y ciudad) para que podamos encontrarla y tarificar el trayecto.',
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Airport Assistant
  {
    slug: 'assistant-what-is',
    category: 'airportAssistant',
    related: ['assistant-lead-time', 'assistant-surcharges'],
    texts: {
      'en-US': {
        question: 'What does the Airport Assistant service include?',
        answer:
          'A greeter meets you at the airport and helps you through it: at arrival from the aircraft door or the gate to your onward transport, at departure from the terminal entrance to your gate. The service is available at over 350 airports, for domestic and international flights.',
      },
      'pt-BR': {
        question: 'O que inclui o serviço de Assistência no Aeroporto?',
        answer:
          'Um recepcionista recebe você no aeroporto e acompanha você: na chegada, da porta da aeronave ou do portão até o seu transporte; na partida, da entrada do terminal até o portão de embarque. O serviço está disponível em mais de 350 aeroportos, para voos domésticos e internacionais.',
      },
      'es-ES': {
        question: '¿Qué incluye el servicio de Asistencia en el Aeropuerto?',
        answer:
          'Un asistente le recibe en el aeropuerto y le acompaña: a la llegada, desde la puerta del avión o la puerta de embarque hasta su transporte; a la salida, desde la entrada de la terminal hasta su puerta de embarque. El servicio está disponible en más de 350 aeropuertos, para vuelos nacionales e internacionales.',
      },
    },
  },
  {
    slug: 'assistant-lead-time',
    category: 'airportAssistant',
    popular: true,
    related: ['assistant-what-is', 'general-cancel-booking'],
    texts: {
      'en-US': {
        question: 'How far in advance must I book Airport Assistant?',
        answer: p(
          'Book at least {assistantLeadHours} hours before the service time.',
          'If your flight leaves less than {assistantNearDeparture} after the service time, we warn you, as there may not be enough time to reach the gate.',
        ),
      },
      'pt-BR': {
        question: 'Com quanta antecedência devo reservar a Assistência no Aeroporto?',
        answer: p(
          'Reserve com pelo menos {assistantLeadHours} horas de antecedência em relação ao horário do serviço.',
          'Se o seu voo partir menos de {assistantNearDeparture} depois do horário do serviço, avisaremos você, pois pode não haver tempo suficiente para chegar ao portão.',
        ),
      },
      'es-ES': {
        question: '¿Con cuánta antelación debo reservar la Asistencia en el Aeropuerto?',
        answer: p(
          'Reserve al menos {assistantLeadHours} horas antes de la hora del servicio.',
          'Si su vuelo sale menos de {assistantNearDeparture} después de la hora del servicio, se lo advertiremos, ya que puede no haber tiempo suficiente para llegar a la puerta.',
        ),
      },
    },
  },
  {
    slug: 'assistant-surcharges',
    category: 'airportAssistant',
    related: ['assistant-lead-time'],
    texts: {
      'en-US': {
        question: 'Does Airport Assistant cost more at night or on holidays?',
        answer:
          'Yes. A surcharge of at least {assistantSurchargePercent}% applies to services between {assistantSurchargeFrom} and {assistantSurchargeUntil} local time, at weekends and on public holidays in the country of the airport. The amount is shown before you pay.',
      },
      'pt-BR': {
        question: 'A Assistência no Aeroporto custa mais à noite ou em feriados?',
        answer:
          'Sim. Uma sobretaxa de pelo menos {assistantSurchargePercent}% se aplica a serviços entre {assistantSurchargeFrom} e {assistantSurchargeUntil}, horário local, nos fins de semana e nos feriados do país do aeroporto. O valor é mostrado antes do pagamento.',
      },
      'es-ES': {
        question: '¿La Asistencia en el Aeropuerto cuesta más de noche o en festivos?',
        answer:
          'Sí. Se aplica un recargo de al menos el {assistantSurchargePercent}% a los servicios entre las {assistantSurchargeFrom} y las {assistantSurchargeUntil}, hora local, los fines de semana y los días festivos del país del aeropuerto. El importe se muestra antes de pagar.',
      },
    },
  },
  {
    slug: 'assistant-someone-else',
    category: 'airportAssistant',
    related: ['assistant-what-is'],
    texts: {
      'en-US': {
        question: 'Can I book Airport Assistant for someone else?',
        answer:
          'Yes. Choose that you are booking for someone else and enter the name for the welcome sign; the greeter holds it up when meeting the passenger. You can add notes for the greeter, for example about mobility needs.',
      },
      'pt-BR': {
        question: 'Posso reservar a Assistência no Aeroporto para outra pessoa?',
        answer:
          'Sim. Indique que está reservando para outra pessoa e informe o nome para a placa de boas-vindas; o recepcionista a mostra ao encontrar o passageiro. Você pode deixar observações para o recepcionista, por exemplo sobre necessidades de mobilidade.',
      },
      'es-ES': {
        question: '¿Puedo reservar la Asistencia en el Aeropuerto para otra persona?',
        answer:
          'Sí. Indique que reserva para otra persona e introduzca el nombre para el cartel de bienvenida; el asistente lo muestra al recibir al pasajero. Puede añadir notas para el asistente, por ejemplo sobre necesidades de movilidad.',
      },
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Fast Track
  {
    slug: 'fasttrack-what-is',
    category: 'fastTrack',
    popular: true,
    related: ['fasttrack-voucher', 'fasttrack-search'],
    texts: {
      'en-US': {
        question: 'What is Fast Track?',
        answer:
          'Fast Track gives you access to a dedicated lane at airport security, so you spend less time queuing. You book a time slot at your departure airport and show your voucher at the Fast Track lane.',
      },
      'pt-BR': {
        question: 'O que é o Fast Track?',
        answer:
          'O Fast Track dá acesso a uma fila exclusiva na inspeção de segurança do aeroporto, para você passar menos tempo na fila. Você reserva um horário no aeroporto de partida e apresenta o voucher na fila do Fast Track.',
      },
      'es-ES': {
        question: '¿Qué es Fast Track?',
        answer:
          'Fast Track le da acceso a un carril exclusivo en el control de seguridad del aeropuerto, para que pase menos tiempo haciendo cola. Reserve una franja horaria en su aeropuerto de salida y muestre su bono en el carril de Fast Track.',
      },
    },
  },
  {
    slug: 'fasttrack-voucher',
    category: 'fastTrack',
    related: ['fasttrack-what-is'],
    texts: {
      'en-US': {
        question: 'How do I use my Fast Track booking?',
        answer:
          'After booking you can download a PDF voucher with a QR code from the confirmation page or from the booking under Account > Bookings. Show it, on paper or on your phone, at the Fast Track lane together with your boarding pass.',
      },
      'pt-BR': {
        question: 'Como uso minha reserva de Fast Track?',
        answer:
          'Depois da reserva, você pode baixar um voucher em PDF com um QR code na página de confirmação ou na reserva em Conta > Reservas. Apresente-o, impresso ou no celular, na fila do Fast Track junto com o cartão de embarque.',
      },
      'es-ES': {
        question: '¿Cómo uso mi reserva de Fast Track?',
        answer:
          'Después de reservar puede descargar un bono en PDF con un código QR desde la página de confirmación o desde la reserva en Cuenta > Reservas. Muéstrelo, impreso o en el móvil, en el carril de Fast Track junto con su tarjeta de embarque.',
      },
    },
  },
  {
    slug: 'fasttrack-search',
    category: 'fastTrack',
    related: ['fasttrack-what-is', 'fasttrack-voucher'],
    texts: {
      'en-US': {
        question: 'Do I need to log in to see Fast Track availability?',
        answer:
          'No. Anyone can search Fast Track lanes and time slots. You log in to book. Each time slot has a limited number of places; if it is full, choose another slot.',
      },
      'pt-BR': {
        question: 'Preciso entrar na conta para ver a disponibilidade do Fast Track?',
        answer:
          'Não. Qualquer pessoa pode pesquisar filas e horários do Fast Track. Para reservar, é preciso entrar na conta. Cada horário tem um número limitado de vagas; se estiver lotado, escolha outro horário.',
      },
      'es-ES': {
        question: '¿Necesito iniciar sesión para ver la disponibilidad de Fast Track?',
        answer:
          'No. Cualquier persona puede buscar carriles y franjas horarias de Fast Track. Para reservar, inicie sesión. Cada franja tiene un número limitado de plazas; si está completa, elija otra.',
      },
    },
  },
];
