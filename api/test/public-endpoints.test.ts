import { gunzipSync } from 'node:zlib';
import {
  allAirports,
  areaCodeList,
  countryList,
  envelopeSchema,
  projectStatus,
  REMOTE_NAMES,
  remoteList,
  supportProduct,
  tcList,
} from '@portal/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmes, termsDocuments } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { TERMS_VERSION } from '../src/db/seed/terms';
import { okResult } from './helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';
import { createClassicUser, demoUserId } from './helpers/users';

describe.each(databaseTargets)('public reads on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  describe('GET /api/public/project-status', () => {
    it('is true while the programme is active and false once its end has passed', async () => {
      const open = okResult(projectStatus, await t.app.inject('/api/public/project-status'));
      expect(open).toEqual({ projectStatus: true });

      await t.database.db.update(programmes).set({ endsAt: new Date(Date.now() + 300) });
      t.app.services.projectStatus.invalidate();
      expect(okResult(projectStatus, await t.app.inject('/api/public/project-status'))).toEqual({
        projectStatus: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 350));
      // Still served from memory: the end time is compared on each request.
      expect(okResult(projectStatus, await t.app.inject('/api/public/project-status'))).toEqual({
        projectStatus: false,
      });

      await t.database.db.update(programmes).set({ endsAt: null });
      t.app.services.projectStatus.invalidate();
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const first = await t.app.inject('/api/public/project-status');
      const etag = String(first.headers.etag);
      const again = await t.app.inject({
        url: '/api/public/project-status',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('GET /api/user/support-product', () => {
    it('offers both groups to a visitor when some level supports them', async () => {
      const result = okResult(supportProduct, await t.app.inject('/api/user/support-product'));
      expect(result).toEqual({ supportTransport: true, supportAgreement: true });
    });

    it("answers from the caller's card level when a session comes", async () => {
      const classic = await createClassicUser(t, `classic-${target}@portal.test`);
      const { token } = await t.app.services.sessions.createSession(classic);
      const mine = okResult(
        supportProduct,
        await t.app.inject({ url: '/api/user/support-product', headers: { authorization: token } }),
      );
      expect(mine).toEqual({ supportTransport: false, supportAgreement: true });

      const demo = await t.app.services.sessions.createSession(await demoUserId(t));
      const premium = okResult(
        supportProduct,
        await t.app.inject({ url: '/api/user/support-product', headers: { authorization: demo.token } }),
      );
      expect(premium).toEqual({ supportTransport: true, supportAgreement: true });
    });

    it('treats an unknown token as a visitor (optional auth)', async () => {
      const response = await t.app.inject({
        url: '/api/user/support-product',
        headers: { authorization: 'x'.repeat(43) },
      });
      expect(okResult(supportProduct, response)).toEqual({ supportTransport: true, supportAgreement: true });
    });
  });

  describe('GET /api/tc/list', () => {
    it('lists the three documents in English by default', async () => {
      const documents = okResult(tcList, await t.app.inject('/api/tc/list'));
      expect(documents.map((d) => d.code).sort()).toEqual(['conditions', 'privacyPolicy', 'termsOfUse']);
      expect(documents.find((d) => d.code === 'conditions')?.title).toBe('Terms and Conditions');
    });

    it('follows Accept-Language and filters by code', async () => {
      const pt = okResult(
        tcList,
        await t.app.inject({
          url: '/api/tc/list?code=privacyPolicy',
          headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
        }),
      );
      expect(pt).toHaveLength(1);
      expect(pt[0]?.title).toBe('Política de Privacidade');

      const es = okResult(
        tcList,
        await t.app.inject({ url: '/api/tc/list', headers: { 'accept-language': 'es' } }),
      );
      expect(es.find((d) => d.code === 'termsOfUse')?.title).toBe('Términos de Uso');

      const other = okResult(
        tcList,
        await t.app.inject({ url: '/api/tc/list', headers: { 'accept-language': 'de-DE' } }),
      );
      expect(other.find((d) => d.code === 'termsOfUse')?.title).toBe('Terms of Use');
    });

    it('states the cancellation and flight-disruption terms with the policy’s numbers, in each language', async () => {
      const conditions = async (language: string) =>
        okResult(
          tcList,
          await t.app.inject({
            url: '/api/tc/list?code=conditions',
            headers: { 'accept-language': language },
          }),
        )[0]?.content ?? '';
      const english = await conditions('en-US');
      expect(english).toContain('until 24 hours before the service');
      expect(english).toContain('Refunds take 7 to 14 business days');
      expect(english).toContain('# Cancelled or delayed flights');
      expect(english).toContain('anything paid for it is refunded in full');
      expect(english).toContain('a Transport pick-up at its arrival moves by the delay');
      expect(await conditions('pt-BR')).toContain('# Voos cancelados ou atrasados');
      expect(await conditions('es-ES')).toContain('# Vuelos cancelados o retrasados');
      for (const language of ['en-US', 'pt-BR', 'es-ES']) {
        expect(await conditions(language), language).not.toMatch(/[{}]/);
      }
    });

    it('gives a document of an older version the seed’s text, and leaves a newer one as it is', async () => {
      const stored = (code: 'conditions' | 'termsOfUse') =>
        t.database.db
          .select({ version: termsDocuments.version, content: termsDocuments.content })
          .from(termsDocuments)
          .where(and(eq(termsDocuments.code, code), eq(termsDocuments.language, 'en-US')));
      await t.database.db
        .update(termsDocuments)
        .set({ version: '2025-01', content: 'Old text.' })
        .where(and(eq(termsDocuments.code, 'conditions'), eq(termsDocuments.language, 'en-US')));
      await t.database.db
        .update(termsDocuments)
        .set({ version: '2099-01', content: 'An editor’s newer text.' })
        .where(and(eq(termsDocuments.code, 'termsOfUse'), eq(termsDocuments.language, 'en-US')));
      await seedDatabase(t.database.db, {
        scryptCostLog2: t.config.scryptCostLog2,
        remoteBaseUrl: t.config.remoteBaseUrl,
      });
      const [conditions] = await stored('conditions');
      expect(conditions?.version).toBe(TERMS_VERSION);
      expect(conditions?.content).toContain('# Cancelled or delayed flights');
      expect(await stored('termsOfUse')).toEqual([
        { version: '2099-01', content: 'An editor’s newer text.' },
      ]);
    });
  });

  describe('GET /api/transport/all-airport', () => {
    it('lists the airports of the open data set with ISO country codes and time zones', async () => {
      const airports = okResult(allAirports, await t.app.inject('/api/transport/all-airport'));
      expect(airports.length).toBeGreaterThan(5000);
      const lhr = airports.find((a) => a.code === 'LHR');
      expect(lhr).toMatchObject({
        iatacode: 'LHR',
        cityCode: 'LHR',
        city: 'London',
        countryCode: 'GB',
        timezone: 'Europe/London',
      });
      expect(airports.filter((a) => a.countryCode === null)).toEqual([]);
    });

    it('is sent gzipped (about a quarter of its size) to clients that accept it', async () => {
      const plain = await t.app.inject('/api/transport/all-airport');
      const zipped = await t.app.inject({
        url: '/api/transport/all-airport',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
      expect(envelopeSchema(allAirports.result).parse(body).result).toHaveLength(
        (plain.json() as { result: unknown[] }).result.length,
      );
    });
  });

  describe('area codes', () => {
    it('GET /api/area/code-list lists every country with its calling code, named in the request language', async () => {
      const en = okResult(areaCodeList, await t.app.inject('/api/area/code-list'));
      expect(en.length).toBeGreaterThan(200);
      expect(en).toContainEqual({ name: 'United Kingdom', telabbr: 'GB', code: '44' });
      const pt = okResult(
        areaCodeList,
        await t.app.inject({ url: '/api/area/code-list', headers: { 'accept-language': 'pt-BR' } }),
      );
      expect(pt).toContainEqual({ name: 'Alemanha', telabbr: 'DE', code: '49' });
    });

    it('POST /api/area/country-list matches a calling-code prefix', async () => {
      for (const keyword of ['+44', '44']) {
        const list = okResult(
          countryList,
          await t.app.inject({ method: 'POST', url: '/api/area/country-list', payload: { keyword } }),
        );
        expect(list.map((c) => c.telabbr)).toContain('GB');
        expect(list.every((c) => c.code.startsWith('44'))).toBe(true);
      }
    });

    it('POST /api/area/country-list matches the start of the localised name, ignoring case and accents', async () => {
      const es = okResult(
        countryList,
        await t.app.inject({
          method: 'POST',
          url: '/api/area/country-list',
          headers: { 'accept-language': 'es-ES' },
          payload: { keyword: 'japo' },
        }),
      );
      expect(es).toEqual([{ name: 'Japón', telabbr: 'JP', code: '81' }]);
      const en = okResult(
        countryList,
        await t.app.inject({ method: 'POST', url: '/api/area/country-list', payload: { keyword: 'ALAND' } }),
      );
      expect(en.map((c) => c.telabbr)).toEqual(['AX']);
    });

    it('POST /api/area/country-list with an empty or missing keyword lists everything', async () => {
      const all = okResult(areaCodeList, await t.app.inject('/api/area/code-list'));
      const empty = okResult(
        countryList,
        await t.app.inject({ method: 'POST', url: '/api/area/country-list', payload: { keyword: '' } }),
      );
      const missing = okResult(
        countryList,
        await t.app.inject({ method: 'POST', url: '/api/area/country-list' }),
      );
      expect(empty).toHaveLength(all.length);
      expect(missing).toHaveLength(all.length);
    });
  });

  describe('GET /api/public/remotes', () => {
    it('lists the six remotes with their manifests and prefixes, all enabled', async () => {
      const remotes = okResult(remoteList, await t.app.inject('/api/public/remotes'));
      expect(remotes.map((r) => r.name).sort()).toEqual([...REMOTE_NAMES].sort());
      expect(remotes.every((r) => r.enabled)).toBe(true);
      expect(remotes.find((r) => r.name === 'mfe-help')).toEqual({
        name: 'mfe-help',
        manifestUrl: '/remotes/mfe-help/mf-manifest.json',
        prefixes: [
          '/help',
          '/helpList',
          '/helpDetails',
          '/helpForm',
          '/termsOfUse',
          '/conditions',
          '/privacyPolicy',
        ],
        enabled: true,
      });
    });
  });

  it('reads public data from memory: a database change shows only after invalidation', async () => {
    const status = () => t.app.inject('/api/public/project-status');
    expect(okResult(projectStatus, await status()).projectStatus).toBe(true);
    await t.database.db.update(programmes).set({ active: false }).where(eq(programmes.code, 'DEMO'));
    try {
      expect(okResult(projectStatus, await status()).projectStatus).toBe(true);
      t.app.services.projectStatus.invalidate();
      expect(okResult(projectStatus, await status()).projectStatus).toBe(false);
    } finally {
      await t.database.db.update(programmes).set({ active: true }).where(eq(programmes.code, 'DEMO'));
      t.app.services.projectStatus.invalidate();
    }
  });
});
