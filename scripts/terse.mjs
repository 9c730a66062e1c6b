// Minifies the package's scripts in place with terser (Debian's node-terser, which `make deps`
// unpacks into out/js-tools; run through out/js-tools/node): its compressor's four passes and
// its name mangling make the package's module script about 5 % smaller gzipped than esbuild's
// minifier alone, which bundles them first (scripts/web_bundle.py).
//
//     out/js-tools/node scripts/terse.mjs FILE module|script
//
// Exit status: 0 written; 1 terser failed (its message on stderr); 2 bad usage.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const [file, kind] = process.argv.slice(2);
if (!file || (kind !== 'module' && kind !== 'script')) {
  console.error('usage: terse.mjs FILE module|script');
  process.exit(2);
}
const { minify } = createRequire(import.meta.url)('terser');
try {
  const result = await minify(readFileSync(file, 'utf8'), {
    module: kind === 'module',
    ecma: 2022,
    compress: { passes: 4 },
    mangle: true,
    format: { comments: false },
  });
  writeFileSync(file, result.code);
} catch (error) {
  console.error(`terse: ${file}: ${error.message}`);
  process.exit(1);
}
