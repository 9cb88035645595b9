import { writeSharedExports, generatedDir } from './shared-exports.js';

const written = await writeSharedExports();
console.log(`Wrote ${written.length} files to ${generatedDir}`);
