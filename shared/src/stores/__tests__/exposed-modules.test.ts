import { afterEach, describe, expect, it } from 'vitest';
import { ExposedModuleUnavailableError, loadExposedModule, setExposedModuleLoader } from '../exposed-modules';

afterEach(() => setExposedModuleLoader(null));

describe('loading another remote’s exposed module', () => {
  it('rejects while no host has registered a loader (a standalone page)', async () => {
    const loading = loadExposedModule('mfe-fast-track', './booking-detail');
    await expect(loading).rejects.toBeInstanceOf(ExposedModuleUnavailableError);
    await expect(loading).rejects.toThrow('mfe-fast-track/booking-detail: no host has registered a loader');
  });

  it('goes through the host’s loader, with its answer or its rejection', async () => {
    const asked: string[] = [];
    const module = { bookingDetail: {} };
    setExposedModuleLoader(async (remote, path) => {
      asked.push(`${remote} ${path}`);
      if (remote === 'mfe-help') throw new Error('switched off');
      return module;
    });
    await expect(loadExposedModule('mfe-fast-track', './booking-detail')).resolves.toBe(module);
    await expect(loadExposedModule('mfe-help', './booking-detail')).rejects.toThrow('switched off');
    expect(asked).toEqual(['mfe-fast-track ./booking-detail', 'mfe-help ./booking-detail']);
  });
});
