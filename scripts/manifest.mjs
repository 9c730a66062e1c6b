// Prints the elements' manifest from the demo module (`dm_manifest`), for
// scripts/web-package.py: the constants the page and the module share come from the Swift
// modules the package's modules are linked from. Usage:
// node scripts/manifest.mjs out/wasm/DynamicMenus.wasm > manifest.json
// Exit status: 0 printed; 2 the module is missing or has no manifest.
import { readFileSync } from 'node:fs';

const path = process.argv[2];
let bytes;
try {
  bytes = readFileSync(path);
} catch (error) {
  console.error(`manifest: cannot read ${path}: ${error.message}`);
  process.exit(2);
}
const { instance } = await WebAssembly.instantiate(bytes, {
  env: { dm_text_width: () => -1, dm_log: () => {} },
});
const wasm = instance.exports;
if (typeof wasm.dm_manifest !== 'function') {
  console.error(`manifest: ${path} exports no dm_manifest (is it out/wasm/DynamicMenus.wasm?)`);
  process.exit(2);
}
wasm._initialize();
const lengthPointer = wasm.dm_alloc(4);
const pointer = wasm.dm_manifest(lengthPointer);
const length = new Int32Array(wasm.memory.buffer, lengthPointer, 1)[0];
process.stdout.write(new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, pointer, length)) + '\n');
