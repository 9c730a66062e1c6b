// Holds the WebAssembly build to the native one: reads `dynamic-menus digest` lines on
// standard input ("elementary HEX", "SCENE SCRIPT HEX", SCRIPT "-" for none), computes each
// digest again in out/wasm/DynamicMenus.wasm under node, and reports every difference.
//
//   dynamic-menus digest | node scripts/wasm-check.mjs out/wasm/DynamicMenus.wasm Demos
//
// Exit status: 0 all equal; 1 a digest differs, or the module traps or refuses a scene or
// script (digest 0); 2 bad input (no module, a line it cannot read, a missing script file).
import { readFileSync } from 'node:fs';

const [wasmPath, demos] = process.argv.slice(2);
if (!wasmPath || !demos) {
  console.error('usage: node scripts/wasm-check.mjs MODULE.wasm DEMOS_DIR < digests');
  process.exit(2);
}

function fail(status, message) {
  console.error(`wasm-check: ${message}`);
  process.exit(status);
}

let bytes;
try {
  bytes = readFileSync(wasmPath);
} catch (error) {
  fail(2, `cannot read ${wasmPath}: ${error.message}`);
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();
let instance;
instance = await WebAssembly.instantiate(await WebAssembly.compile(bytes), {
  env: {
    dm_log(pointer, length) {
      const text = decoder.decode(new Uint8Array(instance.exports.memory.buffer, pointer, length));
      console.error(`[wasm] ${text}`);
    },
  },
}).then((result) => result.instance ?? result);
const wasm = instance.exports;
wasm._initialize();

/** Copies `text` into the module's memory: [pointer, length]; free with dm_free. */
function put(text) {
  const utf8 = encoder.encode(text);
  const pointer = wasm.dm_alloc(utf8.length);
  new Uint8Array(wasm.memory.buffer, pointer, utf8.length).set(utf8);
  return [pointer, utf8.length];
}

const hex = (value) => BigInt.asUintN(64, value).toString(16).padStart(16, '0');

function digest(scene, script) {
  if (scene === 'elementary') return hex(wasm.dm_elementary_digest());
  const source = script === '-' ? '' : readFileSync(`${demos}/${scene}/${script}.script`, 'utf8');
  const [name, nameLength] = put(scene);
  const [text, textLength] = put(source);
  try {
    return hex(wasm.dm_scene_digest(name, nameLength, text, textLength));
  } finally {
    wasm.dm_free(name);
    wasm.dm_free(text);
  }
}

const lines = readFileSync(0, 'utf8').split('\n').filter((line) => line.trim() !== '');
if (lines.length === 0) fail(2, 'no digests on standard input');
let differences = 0;
const started = performance.now();
for (const [index, line] of lines.entries()) {
  const fields = line.trim().split(/\s+/);
  const [scene, script, expected] = fields.length === 2 ? [fields[0], '-', fields[1]] : fields;
  if (fields.length < 2 || fields.length > 3 || !/^[0-9a-f]{16}$/.test(expected)) {
    fail(2, `line ${index + 1}: expected "NAME [SCRIPT] HEX", got "${line}"`);
  }
  let actual;
  try {
    actual = digest(scene, script);
  } catch (error) {
    if (error.code === 'ENOENT') fail(2, `line ${index + 1}: ${error.message}`);
    console.error(`wasm-check: ${scene} ${script}: the module trapped: ${error.message}`);
    process.exit(1);
  }
  if (actual === '0'.repeat(16)) {
    fail(1, `${scene} ${script}: the module refused it (its message is above)`);
  }
  if (actual !== expected) {
    differences += 1;
    console.error(`wasm-check: ${scene} ${script}: native ${expected}, wasm ${actual}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
if (differences > 0) fail(1, `${differences} of ${lines.length} digests differ`);
console.log(`wasm-check: all ${lines.length} digests equal, native and WebAssembly (${seconds} s)`);
