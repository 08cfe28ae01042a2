import { rmSync } from 'node:fs';
import { localProfile } from './profile';

/** `npm run reset`: forget every local table, user, upload and mail. Stop `npm start` first. */
const { dataDir } = localProfile('dev');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start begins with fresh demo data.`);
