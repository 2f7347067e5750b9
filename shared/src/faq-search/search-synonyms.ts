import type { Language } from '../contracts/languages';

/**
 * Words and phrases a cardholder uses for what the FAQ says otherwise, per language: in a query,
 * any expression of a group (in any of its word forms) also finds the group's other expressions.
 * "flight cancelled" finds the answer on cancelling a booking, which never mentions a flight;
 * "waiting time" finds how long the driver waits, which never says "waiting". Kept short: each
 * group is a real gap between how people ask and how the answers are written.
 */
export const SEARCH_SYNONYMS: Record<Language, ReadonlyArray<readonly string[]>> = {
  'en-US': [
    ['cancel', 'flight cancelled', 'cancelled flight'],
    ['wait', 'waiting time'],
    ['delay', 'delayed flight', 'flight delayed', 'late flight', 'flight late'],
  ],
  'pt-BR': [
    ['cancelar', 'voo cancelado', 'cancelamento do voo'],
    ['esperar', 'tempo de espera'],
    ['atraso', 'voo atrasado', 'atraso do voo'],
  ],
  'es-ES': [
    ['cancelar', 'vuelo cancelado', 'cancelación del vuelo'],
    ['esperar', 'tiempo de espera'],
    ['retraso', 'vuelo retrasado', 'retraso del vuelo'],
  ],
};
