// Holds the WebAssembly build to the native one: reads `dynamic-menus digest` lines on
// standard input ("elementary HEX", "SCENE SCRIPT HEX", SCRIPT "-" for none, "SCENE SCRIPT
// handover HEX" for its coasting stretches handed to the compositor), computes each
// digest again in out/wasm/DynamicMenus.wasm under node, and reports every difference.
//
//   dynamic-menus digest | node scripts/wasm-check.mjs out/wasm/DynamicMenus.wasm Demos
//
// Then it plays hostile scripts (malformed, extreme, the fuzz seeds) in three scenes: none may
// trap the module.
//
// Exit status: 0 all equal and nothing trapped; 1 a digest differs, or the module traps or
// refuses a demo scene or script (digest 0); 2 bad input (no module, a line it cannot read, a
// missing script file).
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
// While the hostile scripts play, the module's messages (one per refused script) are kept
// rather than printed.
let kept = null;
instance = await WebAssembly.instantiate(await WebAssembly.compile(bytes), {
  env: {
    // No canvas under node: the module measures text with its own fallback tables (the
    // digests do anyway).
    dm_text_width: () => -1,
    dm_log(pointer, length) {
      const text = decoder.decode(new Uint8Array(instance.exports.memory.buffer, pointer, length));
      if (kept) kept.push(text);
      else console.error(`[wasm] ${text}`);
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

function digest(scene, script, mode) {
  if (scene === 'elementary') return hex(wasm.dm_elementary_digest());
  const source = script === '-' ? '' : readFileSync(`${demos}/${scene}/${script}.script`, 'utf8');
  const [name, nameLength] = put(scene);
  const [text, textLength] = put(source);
  try {
    return hex(wasm.dm_scene_digest(name, nameLength, text, textLength, mode === 'handover' ? 1 : 0));
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
  const [scene, script, mode, expected] = fields.length === 2 ? [fields[0], '-', '', fields[1]]
    : fields.length === 3 ? [fields[0], fields[1], '', fields[2]] : fields;
  if (fields.length < 2 || fields.length > 4 || (fields.length === 4 && mode !== 'handover')
    || !/^[0-9a-f]{16}$/.test(expected)) {
    fail(2, `line ${index + 1}: expected "NAME [SCRIPT [handover]] HEX", got "${line}"`);
  }
  let actual;
  try {
    actual = digest(scene, script, mode);
  } catch (error) {
    if (error.code === 'ENOENT') fail(2, `line ${index + 1}: ${error.message}`);
    console.error(`wasm-check: ${scene} ${script} ${mode}: the module trapped: ${error.message}`);
    process.exit(1);
  }
  if (actual === '0'.repeat(16)) {
    fail(1, `${scene} ${script} ${mode}: the module refused it (its message is above)`);
  }
  if (actual !== expected) {
    differences += 1;
    console.error(`wasm-check: ${scene} ${script} ${mode}: native ${expected}, wasm ${actual}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
if (differences > 0) fail(1, `${differences} of ${lines.length} digests differ`);
console.log(`wasm-check: all ${lines.length} digests equal, native and WebAssembly (${seconds} s)`);

// Input a user can type must not trap the module either: scripts that do not parse come back
// refused (digest 0, with a message), odd but valid ones play. Any trap fails the check.
const hostile = [
  'down nan 10', 'down 10 inf', 'down 1e308 1e308\nup', 'move 1 2', 'up', 'wait -1', 'wait nan',
  'tap 10 10 force -3', 'down 10 10 force 1e300 max 1e-300\nup', 'key nosuch', 'drag 0 0 to 1 1 in 0',
  'longpress 5 5 for 1e9', 'swipe left', '\u0000\u0001\ufffe', 'down 0 0 id 99999999999\nup id 99999999999',
  'down 1 1\ndown 1 1\nup\nup', '# only a comment', '', 'tap ' + '9'.repeat(400) + ' 1',
  'down 20 20\n' + 'move 21 21\n'.repeat(300) + 'up',
];
for (const name of ['all-commands', 'numbers-crlf', 'two-fingers']) {
  hostile.push(readFileSync(new URL(`../Fuzz/Seeds/FuzzScripts/${name}.script`, import.meta.url), 'utf8'));
}
let refused = 0;
kept = [];
for (const scene of ['dial', 'confirm', 'slide']) {
  for (const source of hostile) {
    const [name, nameLength] = put(scene);
    const [text, textLength] = put(source);
    try {
      if (wasm.dm_scene_digest(name, nameLength, text, textLength, 0) === 0n) refused += 1;
    } catch (error) {
      fail(1, `${scene}: the module trapped on the script ${JSON.stringify(source.slice(0, 80))}: ${error.message}`);
    } finally {
      wasm.dm_free(name);
      wasm.dm_free(text);
    }
  }
}
if (kept.length < refused) fail(1, `${refused - kept.length} scripts were refused without a message`);
console.log(`wasm-check: ${3 * hostile.length} hostile scripts, none trapped (${refused} refused with a message, e.g. "${kept[0]}")`);
