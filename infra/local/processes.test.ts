import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTION_NODE_FLAGS } from '@pitchside/shared';
import { FUNCTION_NODE_OPTIONS } from '../lib/functions/bundling';
import { childExecArgv } from './processes';
import { REPO_ROOT } from './profile';

describe('the Node flags the functions run with', () => {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

  it.each(FUNCTION_NODE_FLAGS)('%s is set in Lambda, in the local cloud processes and in the commands that host functions', (flag) => {
    expect(FUNCTION_NODE_OPTIONS.split(' ')).toContain(flag);
    expect(childExecArgv()).toContain(flag);
    // `npm start` and `npm test` run the gateway's functions in their own process.
    expect(scripts.start?.split(' ')).toContain(flag);
    expect(scripts.test?.split(' ')).toContain(flag);
  });
});
