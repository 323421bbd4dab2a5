import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of the built web app as its build manifest lists it. */
interface ManifestChunk {
  file: string;
  name?: string;
}

/**
 * The URL paths (`/assets/….js`) of the built chunks whose bundler name matches: lazy chunks are named by
 * their hash alone (apps/web/vite.config.ts), so only the build manifest says which file holds what.
 */
export function builtChunkPaths(name: RegExp): string[] {
  const manifestPath = join(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const paths = Object.values(manifest)
    .filter((chunk) => chunk.name !== undefined && name.test(chunk.name) && chunk.file.endsWith('.js'))
    .map((chunk) => `/${chunk.file}`);
  return [...new Set(paths)];
}
