import { multiLineTextCheck, singleLineTextCheck } from '@portal/shared/validation';
import { describe, expect, it } from 'vitest';
import { allContracts, checksOf, stringNodes } from '../helpers/contracts';

/**
 * The shared string rule is on every string a client can send: walked from the contracts, so a new
 * endpoint that forgets it fails here (the API's input walk is only the second line).
 */
describe('every string of every contract input', () => {
  const nodes = allContracts.flatMap((contract) =>
    stringNodes(contract.input).map((node) => ({ ...node, endpoint: `${contract.method} ${contract.path}` })),
  );

  it('finds the strings to check (the walk reaches nested and optional fields)', () => {
    expect(nodes.length).toBeGreaterThan(30);
    expect(nodes.map((n) => `${n.endpoint} ${n.path}`)).toEqual(
      expect.arrayContaining([
        'POST /login/gen-token email',
        'POST /public/contact-us message',
        'POST /pay/finish-add-card paymentId',
        'POST /operator/activation-codes cardLevel',
      ]),
    );
  });

  it('carries the one-line or the multi-line text rule', () => {
    const missing = nodes
      .filter((node) => {
        const checks = checksOf(node.schema);
        return !checks.includes(singleLineTextCheck) && !checks.includes(multiLineTextCheck);
      })
      .map((node) => `${node.endpoint} ${node.path}`);
    expect(missing).toEqual([]);
  });

  it('lets only the support message and the notes to a greeter or a driver span lines', () => {
    const multiLine = nodes
      .filter((node) => checksOf(node.schema).includes(multiLineTextCheck))
      .map((node) => `${node.endpoint} ${node.path}`);
    expect(multiLine.sort()).toEqual([
      'POST /airport-assistant/save-passengers notes',
      'POST /public/contact-us message',
      'POST /transport/save-passenger notes',
    ]);
  });
});
