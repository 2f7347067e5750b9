/**
 * The lane catalogue's words (names, terminals, directions) in Portuguese and Spanish; the English
 * is the catalogue's own. The signs' names (Fast Track, Fast Lane, Express Path) stay as the
 * airports print them. `lane-translations.test.ts` checks every lane and terminal has its translations.
 */
import type { Language } from '@portal/shared/contracts';
import type { Lane } from '@portal/shared/contracts/fast-track';

export type TranslatedLanguage = 'pt-BR' | 'es-ES';
type Translations = Readonly<Record<TranslatedLanguage, string>>;

/** English lane name → its translations. */
export const LANE_NAMES: Readonly<Record<string, Translations>> = {
  'Fast Track Security': { 'pt-BR': 'Fast Track de Segurança', 'es-ES': 'Fast Track de Seguridad' },
  'Fast Track Immigration': { 'pt-BR': 'Fast Track de Imigração', 'es-ES': 'Fast Track de Inmigración' },
  'Fast Track Immigration and Security': {
    'pt-BR': 'Fast Track de Imigração e Segurança',
    'es-ES': 'Fast Track de Inmigración y Seguridad',
  },
  'Fast Lane Immigration and Security': {
    'pt-BR': 'Fast Lane de Imigração e Segurança',
    'es-ES': 'Fast Lane de Inmigración y Seguridad',
  },
  'Fast Lane Security': { 'pt-BR': 'Fast Lane de Segurança', 'es-ES': 'Fast Lane de Seguridad' },
};

/** A terminal named by a number or letter alone ("Terminal 2E") reads the same in every language. */
export const TERMINAL_BY_CODE = /^Terminal [0-9A-Z]+$/;

/** English terminal name (other than `TERMINAL_BY_CODE`) → its translations. */
export const TERMINALS: Readonly<Record<string, Translations>> = {
  'North Terminal': { 'pt-BR': 'Terminal Norte', 'es-ES': 'Terminal Norte' },
  'South Terminal': { 'pt-BR': 'Terminal Sul', 'es-ES': 'Terminal Sur' },
  'Departure Halls 1–3': { 'pt-BR': 'Saguões de embarque 1–3', 'es-ES': 'Salas de salidas 1–3' },
  'Terminal 3 (International)': {
    'pt-BR': 'Terminal 3 (Internacional)',
    'es-ES': 'Terminal 3 (Internacional)',
  },
  'Terminal 1 (International)': {
    'pt-BR': 'Terminal 1 (Internacional)',
    'es-ES': 'Terminal 1 (Internacional)',
  },
  'Tom Bradley International Terminal': {
    'pt-BR': 'Terminal Internacional Tom Bradley',
    'es-ES': 'Terminal Internacional Tom Bradley',
  },
  'Domestic Terminal': { 'pt-BR': 'Terminal Doméstico', 'es-ES': 'Terminal Nacional' },
  'International Terminal (Concourse F)': {
    'pt-BR': 'Terminal Internacional (Píer F)',
    'es-ES': 'Terminal Internacional (Dique F)',
  },
  'Check-in 1 and 2': { 'pt-BR': 'Check-in 1 e 2', 'es-ES': 'Facturación 1 y 2' },
  'Main terminal': { 'pt-BR': 'Terminal principal', 'es-ES': 'Terminal principal' },
  'International Terminal': { 'pt-BR': 'Terminal Internacional', 'es-ES': 'Terminal Internacional' },
  'North Terminal (Concourse D)': { 'pt-BR': 'Terminal Norte (Píer D)', 'es-ES': 'Terminal Norte (Dique D)' },
  'South Terminal (Concourses H–J)': {
    'pt-BR': 'Terminal Sul (Píeres H–J)',
    'es-ES': 'Terminal Sur (Diques H–J)',
  },
};

/** Lane code → where to find the lane, translated. */
export const LANE_LOCATIONS: Readonly<Record<string, Translations>> = {
  'LHR-T2-DEP': {
    'pt-BR':
      'Nível de embarque, depois das áreas de check-in A a D: a entrada do Fast Track fica à direita da inspeção de segurança principal.',
    'es-ES':
      'Planta de salidas, después de las zonas de facturación A a D: la entrada del Fast Track está a la derecha del control de seguridad principal.',
  },
  'LHR-T3-DEP': {
    'pt-BR':
      'Nível de embarque, em frente à área de check-in A: siga as placas roxas do Fast Track ao lado da inspeção de segurança.',
    'es-ES':
      'Planta de salidas, frente a la zona de facturación A: siga las señales moradas del Fast Track junto al control de seguridad.',
  },
  'LHR-T4-DEP': {
    'pt-BR':
      'Nível de embarque, na extremidade esquerda do saguão de check-in, junto à área A, sinalizada Fast Track.',
    'es-ES':
      'Planta de salidas, en el extremo izquierdo de la sala de facturación, junto a la zona A, señalizada Fast Track.',
  },
  'LHR-T5-DEP': {
    'pt-BR':
      'Nível de embarque, segurança norte, junto à área de check-in H: use a fila Fast Track à esquerda da fila comum.',
    'es-ES':
      'Planta de salidas, control norte junto a la zona de facturación H: tome el carril Fast Track a la izquierda de la cola.',
  },
  'LGW-N-DEP': {
    'pt-BR':
      'Saguão de check-in, extremo norte da inspeção de segurança: o acesso Fast Track fica ao lado das escadas rolantes para o nível 2.',
    'es-ES':
      'Sala de facturación, extremo norte del control de seguridad: el acceso Fast Track está junto a las escaleras mecánicas a la planta 2.',
  },
  'LGW-S-DEP': {
    'pt-BR':
      'Saguão de check-in do nível 1: a entrada do Fast Track fica no extremo direito do saguão de segurança.',
    'es-ES':
      'Sala de facturación de la planta 1: la entrada del Fast Track está en el extremo derecho de la sala de seguridad.',
  },
  'MAN-T1-DEP': {
    'pt-BR':
      'Primeiro andar, em frente ao saguão de check-in: use o acesso Fast Track à esquerda da inspeção de segurança.',
    'es-ES':
      'Primera planta, de frente desde la sala de facturación: use el acceso Fast Track a la izquierda del control de seguridad.',
  },
  'MAN-T2-DEP': {
    'pt-BR': 'Nível de embarque, na entrada do saguão central de segurança, sinalizada Fast Track.',
    'es-ES': 'Planta de salidas, en la entrada de la sala central de seguridad, señalizada Fast Track.',
  },
  'CDG-1-DEP': {
    'pt-BR': 'Nível de embarque 3, no controle de passaportes do seu satélite: siga as placas do Fast Track.',
    'es-ES':
      'Planta de salidas 3, en el control de pasaportes de su satélite: siga las señales del Fast Track.',
  },
  'CDG-2E-DEP': {
    'pt-BR':
      'Nível de embarque, na entrada da inspeção de segurança dos saguões K, L e M, pela fila sinalizada Fast Track.',
    'es-ES':
      'Planta de salidas, en la entrada del control de seguridad de las salas K, L y M, por el carril señalizado Fast Track.',
  },
  'CDG-2F-DEP': {
    'pt-BR': 'Nível de embarque, à direita do posto de inspeção de segurança, pelo acesso Fast Track.',
    'es-ES': 'Planta de salidas, a la derecha del control de seguridad, por el acceso Fast Track.',
  },
  'CDG-2E-ARR': {
    'pt-BR':
      'Ao sair da aeronave, siga as placas do Fast Track antes do controle de passaportes do saguão K, L ou M.',
    'es-ES':
      'Al salir del avión, siga las señales del Fast Track antes del control de pasaportes de la sala K, L o M.',
  },
  'JFK-T1-DEP': {
    'pt-BR':
      'Nível de embarque, no posto principal de inspeção de segurança: use a entrada Fast Track à direita.',
    'es-ES':
      'Planta de salidas, en el control de seguridad principal: use la entrada Fast Track de la derecha.',
  },
  'JFK-T4-DEP': {
    'pt-BR': 'Nível de embarque, posto B: a fila Fast Track começa no extremo esquerdo da área de inspeção.',
    'es-ES':
      'Planta de salidas, control B: el carril Fast Track empieza en el extremo izquierdo de la zona de inspección.',
  },
  'JFK-T8-DEP': {
    'pt-BR':
      'Nível de embarque, no posto de inspeção de segurança em frente ao check-in: siga as placas do Fast Track.',
    'es-ES':
      'Planta de salidas, en el control de seguridad frente a la facturación: siga las señales del Fast Track.',
  },
  'DXB-T1-DEP': {
    'pt-BR':
      'Nível de embarque, depois do check-in: a fila Fast Track fica à direita do controle de passaportes.',
    'es-ES':
      'Planta de salidas, después de la facturación: el carril Fast Track está a la derecha del control de pasaportes.',
  },
  'DXB-T3-DEP': {
    'pt-BR':
      'Nível de embarque, entre as fileiras de check-in 1 e 2, na entrada Fast Track do controle de passaportes.',
    'es-ES':
      'Planta de salidas, entre las filas de facturación 1 y 2, en la entrada Fast Track al control de pasaportes.',
  },
  'DXB-T1-ARR': {
    'pt-BR':
      'Ao sair da aeronave, procure o recepcionista com a placa do Fast Track antes do saguão de imigração.',
    'es-ES':
      'Al salir del avión, busque al anfitrión con el cartel del Fast Track antes de la sala de inmigración.',
  },
  'DXB-T3-ARR': {
    'pt-BR': 'No alto das escadas rolantes para a imigração, use a fila sinalizada Fast Track à esquerda.',
    'es-ES':
      'Al final de las escaleras mecánicas hacia inmigración, tome el carril señalizado Fast Track a la izquierda.',
  },
  'SIN-T1-DEP': {
    'pt-BR':
      'Saguão de embarque, atrás da fileira de check-in 5: o acesso Fast Lane leva ao saguão de imigração.',
    'es-ES':
      'Sala de salidas, detrás de la fila de facturación 5: el acceso Fast Lane da a la sala de inmigración.',
  },
  'SIN-T2-DEP': {
    'pt-BR': 'Saguão de embarque, na entrada central da imigração: use a fila sinalizada Fast Lane.',
    'es-ES': 'Sala de salidas, en la entrada central de inmigración: use el carril señalizado Fast Lane.',
  },
  'SIN-T3-DEP': {
    'pt-BR':
      'Saguão de embarque, nível 2, em frente à fileira de check-in 10: a Fast Lane fica à esquerda da imigração.',
    'es-ES':
      'Sala de salidas, planta 2, frente a la fila de facturación 10: el Fast Lane está a la izquierda de inmigración.',
  },
  'FRA-T1-DEP': {
    'pt-BR':
      'Saguão de embarque B, nível 2: a entrada da Fast Lane fica ao lado do posto central de inspeção de segurança.',
    'es-ES':
      'Sala de salidas B, planta 2: la entrada del Fast Lane está junto al control de seguridad central.',
  },
  'FRA-T2-DEP': {
    'pt-BR': 'Saguão de embarque D, nível 3: siga as placas da Fast Lane à direita da área de segurança.',
    'es-ES':
      'Sala de salidas D, planta 3: siga las señales del Fast Lane a la derecha de la zona de seguridad.',
  },
  'AMS-MAIN-DEP': {
    'pt-BR':
      'Nível de embarque, filtro central de segurança 2: entre pelo acesso prioritário sinalizado Fast Track.',
    'es-ES':
      'Planta de salidas, filtro central de seguridad 2: entre por el acceso prioritario señalizado Fast Track.',
  },
  'HKG-T1-DEP': {
    'pt-BR': 'Nível de embarque 7, no centro dos corredores de check-in D e E, pelo acesso Fast Track.',
    'es-ES':
      'Planta de salidas 7, en el centro de los pasillos de facturación D y E, por el acceso Fast Track.',
  },
  'NRT-T1-DEP': {
    'pt-BR':
      'Saguão de embarque, 4º andar, segurança central: use a fila Fast Track entre os portões do lado sul.',
    'es-ES':
      'Vestíbulo de salidas, 4.ª planta, control central: use el carril Fast Track entre las puertas del lado sur.',
  },
  'NRT-T2-DEP': {
    'pt-BR':
      'Saguão de embarque, 3º andar, na entrada principal da inspeção de segurança: siga as placas do Fast Track.',
    'es-ES':
      'Vestíbulo de salidas, 3.ª planta, en la entrada principal del control de seguridad: siga las señales del Fast Track.',
  },
  'HND-T3-DEP': {
    'pt-BR':
      'Saguão de embarque, 3º andar, na área central de segurança: a fila Fast Track fica no extremo esquerdo.',
    'es-ES':
      'Vestíbulo de salidas, 3.ª planta, en la zona central de seguridad: el carril Fast Track está en el extremo izquierdo.',
  },
  'LAX-TBIT-DEP': {
    'pt-BR': 'Nível de embarque, no posto de inspeção norte: a fila Fast Track fica ao lado da fila da TSA.',
    'es-ES':
      'Planta de salidas, en el control de seguridad norte: el carril Fast Track está junto a la cola de la TSA.',
  },
  'LAX-T4-DEP': {
    'pt-BR': 'Nível de embarque, no posto de inspeção atrás do check-in: use a fila sinalizada Fast Track.',
    'es-ES':
      'Planta de salidas, en el control de seguridad detrás de la facturación: use el carril señalizado Fast Track.',
  },
  'LAX-T7-DEP': {
    'pt-BR': 'Nível de embarque, à direita do posto de inspeção principal, pela entrada Fast Track.',
    'es-ES': 'Planta de salidas, a la derecha del control principal, por la entrada Fast Track.',
  },
  'ORD-T1-DEP': {
    'pt-BR': 'Nível superior, posto 1 junto ao píer B: a fila Fast Track fica à esquerda da fila comum.',
    'es-ES':
      'Planta superior, control 1 junto al dique B: el carril Fast Track está a la izquierda de la cola.',
  },
  'ORD-T3-DEP': {
    'pt-BR': 'Nível superior, posto 7 junto ao píer K: siga as placas do Fast Track até a fila exclusiva.',
    'es-ES':
      'Planta superior, control 7 junto al dique K: siga las señales del Fast Track hasta el carril exclusivo.',
  },
  'ORD-T5-DEP': {
    'pt-BR': 'Nível de embarque, posto central: a entrada do Fast Track fica ao lado da fila para famílias.',
    'es-ES':
      'Planta de salidas, control central: la entrada del Fast Track está junto al carril para familias.',
  },
  'ATL-DOM-DEP': {
    'pt-BR':
      'Posto principal de inspeção de segurança no átrio doméstico: use a fila Fast Track do lado norte.',
    'es-ES': 'Control de seguridad principal del atrio nacional: use el carril Fast Track del lado norte.',
  },
  'ATL-F-DEP': {
    'pt-BR':
      'Nível de embarque, depois do check-in: o acesso Fast Track fica à direita do posto de inspeção de segurança.',
    'es-ES':
      'Planta de salidas, después de la facturación: el acceso Fast Track está a la derecha del control de seguridad.',
  },
  'MAD-T1-DEP': {
    'pt-BR':
      'Nível de embarque, filtro de segurança junto aos balcões de check-in 200: siga as placas do Fast Track.',
    'es-ES':
      'Planta de salidas, filtro de seguridad junto a los mostradores de facturación 200: siga las señales del Fast Track.',
  },
  'MAD-T4-DEP': {
    'pt-BR': 'Nível 1, filtro central de segurança: a fila Fast Track fica no extremo direito do posto.',
    'es-ES':
      'Planta 1, filtro de seguridad central: el carril Fast Track está en el extremo derecho del control.',
  },
  'MAD-T4-ARR': {
    'pt-BR':
      'Antes do controle de passaportes do T4 e do T4S, use a fila sinalizada Fast Track à esquerda do saguão.',
    'es-ES':
      'Antes del control de pasaportes de la T4 y la T4S, tome el carril señalizado Fast Track a la izquierda de la sala.',
  },
  'BCN-T1-DEP': {
    'pt-BR': 'Nível de embarque 3, controle central de segurança: entre pelo acesso sinalizado Fast Track.',
    'es-ES': 'Planta de salidas 3, control de seguridad central: entre por el acceso señalizado Fast Track.',
  },
  'BCN-T2-DEP': {
    'pt-BR': 'Nível de embarque do T2B, no controle de segurança: a fila Fast Track fica no extremo direito.',
    'es-ES':
      'Planta de salidas de la T2B, en el control de seguridad: el carril Fast Track está en el extremo derecho.',
  },
  'FCO-T1-DEP': {
    'pt-BR':
      'Nível de embarque, depois da ilha de check-in 1: o acesso Fast Track fica à esquerda do saguão de segurança.',
    'es-ES':
      'Planta de salidas, después de la isla de facturación 1: el acceso Fast Track está a la izquierda de la sala de seguridad.',
  },
  'FCO-T3-DEP': {
    'pt-BR':
      'Nível de embarque, posto central de inspeção de segurança: siga as placas do Fast Track até a fila exclusiva.',
    'es-ES':
      'Planta de salidas, control de seguridad central: siga las señales del Fast Track hasta el carril exclusivo.',
  },
  'FCO-T3-ARR': {
    'pt-BR': 'Ao chegar ao saguão do controle de passaportes, use a fila Fast Track do lado direito.',
    'es-ES': 'Al llegar a la sala del control de pasaportes, tome el carril Fast Track del lado derecho.',
  },
  'MUC-T1-DEP': {
    'pt-BR': 'Nível de embarque 4, na inspeção de segurança do seu módulo (A a D), pela fila Fast Track.',
    'es-ES':
      'Planta de salidas 4, en el control de seguridad de su módulo (A a D), por el carril Fast Track.',
  },
  'MUC-T2-DEP': {
    'pt-BR':
      'Nível de embarque 5, área central de segurança: a entrada do Fast Track fica à esquerda das filas principais.',
    'es-ES':
      'Planta de salidas 5, zona de seguridad central: la entrada del Fast Track está a la izquierda de los carriles principales.',
  },
  'ZRH-MAIN-DEP': {
    'pt-BR':
      'Nível de embarque, inspeção central de segurança: entre pela fila Fast Track no extremo esquerdo.',
    'es-ES':
      'Planta de salidas, control de seguridad central: entre por el carril Fast Track del extremo izquierdo.',
  },
  'SYD-T1-DEP': {
    'pt-BR':
      'Nível 3, depois do check-in: a fila Fast Track fica à esquerda da inspeção de segurança de saída.',
    'es-ES':
      'Planta 3, después de la facturación: el carril Fast Track está a la izquierda del control de seguridad de salida.',
  },
  'SYD-T1-ARR': {
    'pt-BR': 'Da aeronave, siga as placas Express Path até a fila exclusiva no início da imigração.',
    'es-ES':
      'Desde el avión, siga las señales Express Path hasta el carril exclusivo al comienzo de inmigración.',
  },
  'GRU-T2-DEP': {
    'pt-BR':
      'Nível de embarque, segurança internacional junto à área de check-in D: siga as placas do Fast Track.',
    'es-ES':
      'Planta de salidas, control de seguridad internacional junto a la zona de facturación D: siga las señales del Fast Track.',
  },
  'GRU-T3-DEP': {
    'pt-BR': 'Nível de embarque, no centro do saguão de segurança: a fila Fast Track fica à direita.',
    'es-ES':
      'Planta de salidas, en el centro de la sala de seguridad: el carril Fast Track está a la derecha.',
  },
  'GRU-T3-ARR': {
    'pt-BR':
      'Ao chegar ao controle de passaportes da Polícia Federal, use a fila Fast Track à esquerda do saguão.',
    'es-ES':
      'Al llegar al control de pasaportes de la Policía Federal, tome el carril Fast Track a la izquierda de la sala.',
  },
  'MEX-T1-DEP': {
    'pt-BR':
      'Embarque internacional, depois do saguão de check-in F: o filtro Fast Track fica ao lado do filtro principal.',
    'es-ES':
      'Salidas internacionales, después de la sala de facturación F: el filtro Fast Track está junto al principal.',
  },
  'MEX-T2-DEP': {
    'pt-BR': 'Nível de embarque, filtro central de segurança: use a entrada Fast Track à direita.',
    'es-ES': 'Planta de salidas, filtro de seguridad central: use la entrada Fast Track de la derecha.',
  },
  'MEX-T1-ARR': {
    'pt-BR': 'Na entrada do saguão de imigração, siga as placas do Fast Track até a fila à esquerda.',
    'es-ES':
      'En la entrada de la sala de inmigración, siga las señales del Fast Track hasta el carril de la izquierda.',
  },
  'BOG-MAIN-DEP': {
    'pt-BR': 'Embarque internacional, nível 2, na entrada da migração: use a fila Fast Track.',
    'es-ES': 'Salidas internacionales, planta 2, en la entrada de migración: tome el carril Fast Track.',
  },
  'BOG-MAIN-ARR': {
    'pt-BR': 'Antes do saguão de migração do desembarque, use a fila sinalizada Fast Track do lado direito.',
    'es-ES':
      'Antes de la sala de migración de llegadas, tome el carril señalizado Fast Track del lado derecho.',
  },
  'LIS-T1-DEP': {
    'pt-BR': 'Nível de embarque, controle central de segurança: a fila Fast Track fica à esquerda do saguão.',
    'es-ES':
      'Planta de salidas, control de seguridad central: el carril Fast Track está a la izquierda de la sala.',
  },
  'LIS-T1-ARR': {
    'pt-BR':
      'Ao chegar ao controle de fronteira, siga as placas do Fast Track até a fila à direita do saguão.',
    'es-ES':
      'Al llegar al control fronterizo, siga las señales del Fast Track hasta el carril a la derecha de la sala.',
  },
  'GIG-T2-DEP': {
    'pt-BR':
      'Nível de embarque 3, área de embarque internacional: a fila Fast Track fica ao lado do filtro de segurança.',
    'es-ES':
      'Planta de salidas 3, zona de embarque internacional: el carril Fast Track está junto al filtro de seguridad.',
  },
  'GIG-T2-ARR': {
    'pt-BR': 'No controle de passaportes da Polícia Federal, use a fila sinalizada Fast Track à esquerda.',
    'es-ES':
      'En el control de pasaportes de la Policía Federal, tome el carril señalizado Fast Track a la izquierda.',
  },
  'EZE-A-DEP': {
    'pt-BR': 'Nível superior, embarque internacional: a entrada do Fast Track fica à direita da migração.',
    'es-ES':
      'Planta superior, salidas internacionales: la entrada del Fast Track está a la derecha de migraciones.',
  },
  'EZE-A-ARR': {
    'pt-BR':
      'Antes dos guichês de migração do desembarque, siga as placas do Fast Track até a fila no extremo esquerdo.',
    'es-ES':
      'Antes de los mostradores de migraciones de llegadas, siga las señales del Fast Track hasta el carril del extremo izquierdo.',
  },
  'SCL-INTL-DEP': {
    'pt-BR':
      'Nível 3, depois do check-in: a fila Fast Track fica à esquerda do controle da polícia internacional.',
    'es-ES':
      'Planta 3, después de la facturación: el carril Fast Track está a la izquierda del control de la Policía Internacional.',
  },
  'SCL-INTL-ARR': {
    'pt-BR': 'Ao chegar ao controle policial do desembarque, use a fila sinalizada Fast Track à direita.',
    'es-ES': 'Al llegar al control policial de llegadas, tome el carril señalizado Fast Track a la derecha.',
  },
  'YYZ-T1-DEP': {
    'pt-BR': 'Nível de embarque 3, na inspeção pré-embarque internacional: siga as placas do Fast Track.',
    'es-ES':
      'Planta de salidas 3, en el control previo al embarque internacional: siga las señales del Fast Track.',
  },
  'YYZ-T3-DEP': {
    'pt-BR': 'Nível de embarque, posto central de inspeção: a fila Fast Track fica do lado direito.',
    'es-ES':
      'Planta de salidas, control de inspección central: el carril Fast Track está en el lado derecho.',
  },
  'ICN-T1-DEP': {
    'pt-BR':
      'Nível de embarque 3, nos portões de embarque 2 e 5: a entrada do Fast Track fica ao lado da fila principal.',
    'es-ES':
      'Planta de salidas 3, en las puertas de salida 2 y 5: la entrada del Fast Track está junto a la cola principal.',
  },
  'ICN-T2-DEP': {
    'pt-BR':
      'Nível de embarque 3, no portão de embarque leste: siga as placas do Fast Track até a fila exclusiva.',
    'es-ES':
      'Planta de salidas 3, en la puerta de salida este: siga las señales del Fast Track hasta el carril exclusivo.',
  },
  'BKK-MAIN-DEP': {
    'pt-BR':
      'Nível de embarque 4, nas entradas leste e oeste do controle de passaportes, pelo acesso Fast Track.',
    'es-ES':
      'Planta de salidas 4, en las entradas este y oeste del control de pasaportes, por el acceso Fast Track.',
  },
  'BKK-MAIN-ARR': {
    'pt-BR': 'Nível de desembarque 2, na entrada do saguão de imigração: use a fila Fast Track à esquerda.',
    'es-ES':
      'Planta de llegadas 2, en la entrada de la sala de inmigración: tome el carril Fast Track de la izquierda.',
  },
  'MIA-N-DEP': {
    'pt-BR':
      'Nível de embarque, posto 2 perto do portão D15: use a fila Fast Track à esquerda da fila comum.',
    'es-ES':
      'Planta de salidas, control 2 cerca de la puerta D15: use el carril Fast Track a la izquierda de la cola.',
  },
  'MIA-S-DEP': {
    'pt-BR':
      'Nível de embarque, posto 5 no píer H: siga as placas do Fast Track, passando as filas principais.',
    'es-ES':
      'Planta de salidas, control 5 en el dique H: siga las señales del Fast Track más allá de los carriles principales.',
  },
};

const terminalIn = (terminal: string, language: TranslatedLanguage): string =>
  TERMINALS[terminal]?.[language] ?? terminal;

/** The lane's words in `language` (the catalogue's English when a translation is missing). */
export const laneIn = <L extends Lane>(lane: L, language: Language): L =>
  language === 'en-US'
    ? lane
    : {
        ...lane,
        name: LANE_NAMES[lane.name]?.[language] ?? lane.name,
        terminal: terminalIn(lane.terminal, language),
        location: LANE_LOCATIONS[lane.code]?.[language] ?? lane.location,
      };

/** The one line an order keeps as its place ("Fast Track Security, Terminal 5"), in English. */
export const lanePlace = (lane: Pick<Lane, 'name' | 'terminal'>): string => `${lane.name}, ${lane.terminal}`;

/** Longest first, so "Fast Track Immigration and Security" is not read as "Fast Track Immigration". */
const NAMES_LONGEST_FIRST = Object.keys(LANE_NAMES).sort((a, b) => b.length - a.length);

/**
 * A kept place (`lanePlace`, in English) in `language`; a place it does not recognise is
 * returned as it is.
 */
export const lanePlaceIn = (place: string, language: Language): string => {
  if (language === 'en-US') return place;
  const name = NAMES_LONGEST_FIRST.find((candidate) => place.startsWith(`${candidate}, `));
  if (!name) return place;
  const terminal = place.slice(name.length + 2);
  return lanePlace({ name: LANE_NAMES[name]?.[language] ?? name, terminal: terminalIn(terminal, language) });
};
