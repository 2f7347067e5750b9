// Builds the control page (bench/control) with rspack's JavaScript API.
import { rspack } from '@rspack/core';
import config from '../control/rspack.config.mjs';

/** @returns {Promise<string>} the output folder */
export const buildControl = () =>
  new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`control build failed:\n${stats?.toString('errors-only') ?? ''}`));
      }
      resolve(String(config.output?.path));
    });
  });
