import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker thread's code for piscina, as the module at `callerUrl` finds it: `source` beside
 * it in the sources (loaded through tsx), else `bundled` in the bundle's dist/
 * (scripts/build.mjs), whether the caller ended up in dist/ or in dist/chunks/.
 */
export function workerFile(
  callerUrl: string,
  source: string,
  bundled: string,
): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(callerUrl);
  if (here.endsWith('.ts'))
    return {
      filename: pathToFileURL(path.join(path.dirname(here), source)).href,
      execArgv: ['--import', 'tsx'],
    };
  const folder = path.dirname(here);
  const dist = path.basename(folder) === 'chunks' ? path.dirname(folder) : folder;
  return { filename: pathToFileURL(path.join(dist, bundled)).href, execArgv: [] };
}
