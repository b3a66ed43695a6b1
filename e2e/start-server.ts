// Starts the e2e suite's server ahead of the suite (CI: its demo seed runs beside typecheck and lint, on the core
// they leave idle); the suite then finds it healthy and uses it (`E2E_SERVER=started`, playwright.config.ts).
import { spawn } from 'node:child_process';
import { repoRoot, serverCommand, serverEnv } from './support/server';

// Its own process group: stopping this script stops the shell and the server under it.
const child = spawn('sh', ['-c', serverCommand], {
  cwd: repoRoot,
  env: { ...process.env, ...serverEnv },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
