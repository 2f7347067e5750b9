import type { Language } from '../contracts/languages';

/** Lower case without accents, so "reembolso" finds "Reembolso" and "reserva" finds "réserva". */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a normalised text: runs of letters and digits. */
export const wordsOf = (normalised: string): string[] => normalised.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Endings that make word forms of one another, longest first, per language (on normalised words,
 * so without accents). A light stemmer, not a grammar: it only has to map the forms a cardholder
 * types and the forms the FAQ uses to the same stem (wait/waits/waiting/waited;
 * cancel/cancelled/canceled/cancellation; espera/esperando/esperará; cancelamento/cancelado).
 * Where two forms of one word still differ, the search's substring match usually finds them.
 */
const ENDINGS: Record<Language, readonly string[]> = {
  'en-US': ['ations', 'ation', 'ings', 'ing', 'ied', 'ies', 'ed', 'es', 's'],
  'pt-BR': [
    'amentos',
    'imentos',
    'amento',
    'imento',
    'acoes',
    'acao',
    'ando',
    'endo',
    'indo',
    'aram',
    'eram',
    'iram',
    'ados',
    'adas',
    'idos',
    'idas',
    'ado',
    'ada',
    'ido',
    'ida',
    'ou',
    'ar',
    'er',
    'ir',
    'os',
    'as',
    'es',
    'a',
    'e',
    'o',
    's',
  ],
  'es-ES': [
    'amientos',
    'imientos',
    'aciones',
    'amiento',
    'imiento',
    'acion',
    'iendo',
    'ieron',
    'ando',
    'aron',
    'ados',
    'adas',
    'idos',
    'idas',
    'ado',
    'ada',
    'ido',
    'ida',
    'ara',
    'ar',
    'er',
    'ir',
    'os',
    'as',
    'es',
    'a',
    'e',
    'o',
    's',
  ],
};

/** A stem keeps at least this many letters ("voos" → "voo", not "vo"). */
const MIN_STEM = 3;

/** The word without the first of `endings` it ends in (the stem keeping MIN_STEM letters). */
const stripEnding = (word: string, endings: readonly string[]): { stem: string; ending: string } => {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return { stem: word.slice(0, -ending.length), ending };
    }
  }
  return { stem: word, ending: '' };
};

/** English words that end in "s" without being plurals (kept whole). */
const ENGLISH_NOT_PLURAL = /(?:ss|us|is)$/;

/**
 * English: "applied"/"applies" → "apply"; a silent final e goes ("charge", "charged" → "charg");
 * a doubled final consonant is single ("cancelled" → "cancel"). The last two apply to every word,
 * with or without an ending, so both sides of a comparison agree ("fall", "falling" → "fal").
 */
const englishStem = (word: string): string => {
  const { stem: stripped, ending } = ENGLISH_NOT_PLURAL.test(word)
    ? { stem: word, ending: '' }
    : stripEnding(word, ENDINGS['en-US']);
  let stem = ending === 'ied' || ending === 'ies' ? `${stripped}y` : stripped;
  if (stem.length > MIN_STEM && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.length > MIN_STEM && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
};

/** The stem of one normalised word in `language`: the word forms of one word share it. */
export const stemOf = (word: string, language: Language): string =>
  language === 'en-US' ? englishStem(word) : stripEnding(word, ENDINGS[language]).stem;
