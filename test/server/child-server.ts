import { spawn, type ChildProcess } from 'node:child_process';
import { provided } from './provided';

export interface ChildServer {
  child: ChildProcess;
  /** Resolves with the base URL once the server listens; rejects if it exits first. */
  listening: Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  output(): string;
}

/** The run's bundled server (global-setup.ts), else the source through tsx. */
function serverCommand(): string[] {
  const bundle = provided('serverBundle');
  return bundle ? [bundle] : ['--import', 'tsx', 'src/server/main.ts'];
}

/**
 * The real server (src/server/main.ts) as its own process on a free loopback port, for tests
 * that stop it the hard way (SIGTERM, SIGKILL) and start it again on the same data.
 */
export function startChildServer(env: Record<string, string>, children?: ChildProcess[]): ChildServer {
  const child = spawn(process.execPath, serverCommand(), {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children?.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      const match = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
  listening.catch(() => {}); // awaited by the tests that expect a start
  return { child, listening, exited, output: () => output };
}
