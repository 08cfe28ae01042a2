// The npm registry reachable here serves only the platform builds of this machine (linux x64): the
// other platforms' optional packages (@swc/core-darwin-arm64, @esbuild/win32-x64, …) answer 404, so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lockfile as out of sync.
// This adds a placeholder entry (version, os, cpu, libc) for each such optional package; npm skips them on
// a platform they do not match, as it would with complete entries. Idempotent; run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasm32', 'wasi'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    const libc = parts.find((p) => p === 'gnu' || p === 'musl' || p === 'gnueabihf' || p === 'musleabihf');
    packages[hoisted] = {
      version: version.replace(/^[\^~]/, ''),
      optional: true,
      ...(os ? { os: [os === 'wasi' ? 'wasi' : os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc.startsWith('musl') ? 'musl' : 'glibc'] } : {}),
    };
    added += 1;
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} placeholder entries`);
