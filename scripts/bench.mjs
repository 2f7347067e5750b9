#!/usr/bin/env node
// Performance budgets of DESIGN.md §8, each measured beside its control in the same run. Builds first.
import { ROOT, run } from './lib/run.mjs';

run('node', ['scripts/build.mjs']);
run('node', ['bench/run.mjs', ...process.argv.slice(2)], { cwd: ROOT });
