import { randomUUID } from 'node:crypto';

/**
 * @typedef {object} CaughtMessage
 * @property {string} id
 * @property {string[]} to Envelope recipients (lower case), as the SMTP client gave them.
 * @property {string} from
 * @property {string} subject
 * @property {string} text
 * @property {string | null} html
 * @property {{ filename: string, contentType: string, size: number }[]} attachments What is attached (not the content).
 * @property {string} date ISO 8601 time the catcher received the message.
 */

/**
 * Messages in memory, newest first, at most `max` of them (the oldest are dropped).
 * @param {number} max
 */
export const createMessageStore = (max) => {
  /** @type {CaughtMessage[]} */
  let messages = [];
  return {
    /** @param {Omit<CaughtMessage, 'id' | 'date'>} message */
    add(message) {
      /** @type {CaughtMessage} */
      const stored = { id: randomUUID(), date: new Date().toISOString(), ...message };
      messages = [stored, ...messages].slice(0, max);
      return stored;
    },
    /** @param {string | undefined} [to] Only messages for this address (case-insensitive). */
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? messages.filter((m) => m.to.includes(wanted)) : [...messages];
    },
    /** @param {string} id */
    get(id) {
      return messages.find((m) => m.id === id);
    },
    clear() {
      messages = [];
    },
  };
};

/** @typedef {ReturnType<typeof createMessageStore>} MessageStore */
