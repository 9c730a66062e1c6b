// Holds every package module to the native build: reads `dynamic-menus element-traces` on
// standard input (each control's demo scripts as the calls a page makes on its element, with
// the native digest: Sources/Tools/Commands/ElementTrace.swift says the format), replays each
// trace under node in the main module (dynamic-menus.wasm, which defines every element) and in
// its element's own module (dial-menu.wasm, …), and reports every digest that differs. Each
// element's module must also refuse to make another kind.
//
//   dynamic-menus element-traces | node scripts/element-check.mjs out/wasm
//
// Exit status: 0 all equal; 1 a digest differs, a module traps, makes no element of its kind or
// makes one of another; 2 bad input (a module missing, a line it cannot read).
import { readFileSync } from 'node:fs';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/element-check.mjs MODULE_DIR < traces');
  process.exit(2);
}

function fail(status, message) {
  console.error(`element-check: ${message}`);
  process.exit(status);
}

/** While it tries kinds a module refuses, the module's messages (one a refusal) are not news. */
let quiet = false;

const KINDS = ['dial-menu', 'radial-menu', 'confirm-button', 'floating-menu', 'slide-menu'];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A module's exports, `_initialize` run; text is measured by the fallback tables (-1). */
async function instantiate(file) {
  let bytes;
  try {
    bytes = readFileSync(`${folder}/${file}`);
  } catch (error) {
    fail(2, `cannot read ${folder}/${file}: ${error.message} (make wasm)`);
  }
  let exports = null;
  const { instance } = await WebAssembly.instantiate(bytes, {
    env: {
      dm_text_width: () => -1,
      dm_log(pointer, length) {
        if (!quiet) console.error(`[${file}] ${decoder.decode(new Uint8Array(exports.memory.buffer, pointer, length))}`);
      },
    },
  });
  exports = instance.exports;
  exports._initialize();
  return exports;
}

/** Calls `body(pointer, length)` with `text` in the module's memory, then frees it. */
function withString(wasm, text, body) {
  const utf8 = encoder.encode(text);
  const pointer = wasm.dm_alloc(utf8.length);
  new Uint8Array(wasm.memory.buffer, pointer, utf8.length).set(utf8);
  try {
    return body(pointer, utf8.length);
  } finally {
    wasm.dm_free(pointer);
  }
}

/** FNV-1a, 64 bits as two 32-bit halves (the prime is 2^40 + 0x1b3), as Geometry's FNV1a. */
class FNV1a {
  hi = 0xcbf29ce4;
  lo = 0x84222325;

  bytes(wasm, pointer, count) {
    if (!pointer || count <= 0) return;
    const view = new Uint8Array(wasm.memory.buffer, pointer, count);
    let { hi, lo } = this;
    for (let i = 0; i < view.length; i += 1) {
      lo = (lo ^ view[i]) >>> 0;
      const low = lo * 0x1b3;
      const carry = Math.floor(low / 0x100000000);
      hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
      lo = low >>> 0;
    }
    this.hi = hi;
    this.lo = lo;
  }

  bytesOf(values) {
    let { hi, lo } = this;
    for (const v of values) {
      lo = (lo ^ v) >>> 0;
      const low = lo * 0x1b3;
      const carry = Math.floor(low / 0x100000000);
      hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
      lo = low >>> 0;
    }
    this.hi = hi;
    this.lo = lo;
  }

  get hex() {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}

/** Replays `lines` (one trace) in `wasm`: its digest, or null when no element was made. */
function replay(wasm, lines, stride) {
  const hash = new FNV1a();
  let element = 0;
  let host = 0;
  try {
    for (const line of lines) {
      const space = line.indexOf(' ');
      const word = space < 0 ? line : line.slice(0, space);
      const rest = space < 0 ? '' : line.slice(space + 1);
      const n = rest.split(' ').map(Number);
      switch (word) {
        case 'element': {
          const [kind, width, height] = rest.split(' ');
          element = withString(wasm, kind, (p, l) => wasm.dm_element_create(p, l, Number(width), Number(height)));
          if (!element) return null;
          host = wasm.dm_element_host(element);
          break;
        }
        case 'items':
          wasm.dm_element_items_begin(element);
          for (const label of rest.split('|')) {
            withString(wasm, label, (p, l) => wasm.dm_element_item(element, p, l, NaN, NaN, NaN, NaN, 1, 0, 0));
          }
          wasm.dm_element_items_end(element);
          break;
        case 'title':
          withString(wasm, rest, (p, l) => wasm.dm_element_set_title(element, p, l));
          break;
        case 'renderer':
          wasm.dm_host_set_renderer(host, n[0], 1);
          break;
        case 'pointer':
          wasm.dm_host_pointer(host, n[0], n[1], n[2], n[3], n[4]);
          break;
        case 'key':
          wasm.dm_host_key(host, n[0], n[1], 0);
          break;
        case 'frame': {
          hash.bytesOf([wasm.dm_host_frame(host, n[0], 2)]);
          hash.bytes(wasm, wasm.dm_host_layer_operations(host), wasm.dm_host_layer_operation_count(host) * 8);
          hash.bytes(wasm, wasm.dm_host_numbers(host), wasm.dm_host_number_count(host) * 8);
          hash.bytes(wasm, wasm.dm_host_text(host), wasm.dm_host_text_length(host));
          hash.bytes(wasm, wasm.dm_host_accessibility_numbers(host), wasm.dm_host_accessibility_number_count(host) * 8);
          hash.bytes(wasm, wasm.dm_host_accessibility_text(host), wasm.dm_host_accessibility_text_length(host));
          const events = wasm.dm_element_take_events(element);
          hash.bytes(wasm, wasm.dm_element_events(element), events * stride * 8);
          break;
        }
        default:
          fail(2, `a trace line it cannot read: ${line}`);
      }
    }
  } finally {
    if (element) wasm.dm_element_destroy(element);
  }
  return hash.hex;
}

// The traces: [name, native digest, kind, lines].
const traces = [];
let current = null;
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line === '') continue;
  if (line.startsWith('trace ')) {
    const [, name, digest] = line.split(' ');
    current = { name, digest, lines: [] };
  } else if (line === 'end') {
    if (!current) fail(2, 'an end with no trace');
    current.kind = current.lines[0]?.split(' ')[1];
    traces.push(current);
    current = null;
  } else if (current) {
    current.lines.push(line);
  } else {
    fail(2, `a line outside any trace: ${line}`);
  }
}
if (traces.length === 0) fail(2, 'no traces on standard input');

// The event record's stride, from the generated vocabulary the package reads.
const vocabulary = readFileSync(new URL('../Sources/Hosts/Web/Generated/vocabulary.js', import.meta.url), 'utf8');
const stride = Number(/eventRecord = \{"stride": (\d+)/.exec(vocabulary)?.[1]);
if (!stride) fail(2, 'no event record stride in the generated vocabulary');

let differences = 0;
let replayed = 0;
const modules = [['dynamic-menus.wasm', KINDS], ...KINDS.map((kind) => [`${kind}.wasm`, [kind]])];
for (const [file, kinds] of modules) {
  const wasm = await instantiate(file);
  for (const trace of traces.filter((t) => kinds.includes(t.kind))) {
    let digest;
    try {
      digest = replay(wasm, trace.lines, stride);
    } catch (error) {
      console.error(`element-check: ${file} trapped on ${trace.name}: ${error.message}`);
      differences += 1;
      continue;
    }
    replayed += 1;
    if (digest !== trace.digest) {
      console.error(`element-check: ${file} ${trace.name}: ${digest ?? 'no element'}, natively ${trace.digest}`);
      differences += 1;
    }
  }
  if (kinds.length === 1) {
    for (const other of KINDS.filter((k) => k !== kinds[0])) {
      quiet = true;
      const made = withString(wasm, other, (p, l) => wasm.dm_element_create(p, l, 100, 100));
      quiet = false;
      if (made) {
        console.error(`element-check: ${file} made a <dm-${other}>, which it does not define`);
        wasm.dm_element_destroy(made);
        differences += 1;
      }
    }
  }
}
if (differences > 0) {
  console.error(`element-check: ${differences} of ${replayed} replays differ from the native build`);
  process.exit(1);
}
console.log(`element-check: ${traces.length} traces, ${replayed} replays in ${modules.length} modules, `
  + 'every digest as the native build\'s; each element\'s module makes no other kind');
