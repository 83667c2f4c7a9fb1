// A mini-frontend found at run time (part 2 §1): its manifest at {prematch}/fe/{name}/manifest.json,
// decoded by its Schema, then its stylesheets and its entry script (with the manifest's integrity
// hash, under the script-URL policy). Every way it can fail is a typed reason, never a throw past here.
import { Schema } from 'effect';
import { GATEWAY_TIMEOUT_MS, miniFrontendManifestUrl, type MiniFrontendManifest, type MiniFrontendName } from '@casino/core';
import type { PortalEnvironment } from '../environment/portal-environment.ts';

const FileName = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/)));

export const MiniFrontendManifestSchema: Schema.Codec<MiniFrontendManifest, unknown> = Schema.Struct({
  name: Schema.String,
  entry: FileName,
  integrity: Schema.String.pipe(Schema.check(Schema.isPattern(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/))),
  css: Schema.Array(FileName),
});

export type MiniFrontendFailure =
  /** No manifest there (a network failure, a timeout or an error status). */
  | 'manifest-missing'
  /** A manifest that does not decode. */
  | 'manifest-malformed'
  /** Its script or a stylesheet did not load (refused, not found, other bytes than the manifest's hash). */
  | 'files-failed';

export type MiniFrontendLoad = { readonly ok: true; readonly manifest: MiniFrontendManifest } | { readonly ok: false; readonly failure: MiniFrontendFailure };

const decodeManifest = Schema.decodeUnknownOption(MiniFrontendManifestSchema);

export const loadMiniFrontend = async (env: PortalEnvironment, prematchEndpoint: string, name: MiniFrontendName): Promise<MiniFrontendLoad> => {
  const manifestUrl = miniFrontendManifestUrl(prematchEndpoint, name);
  let body: unknown;
  try {
    const response = await env.fetch(manifestUrl, { credentials: 'omit', signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, failure: 'manifest-missing' };
    body = await response.json().catch(() => undefined);
  } catch {
    return { ok: false, failure: 'manifest-missing' };
  }
  const decoded = decodeManifest(body);
  if (decoded._tag === 'None') return { ok: false, failure: 'manifest-malformed' };
  const manifest = decoded.value;
  const fileUrl = (file: string) => new URL(file, manifestUrl).href;
  try {
    await Promise.all(manifest.css.map((file) => env.loadStylesheet(fileUrl(file))));
    await env.loadScript(fileUrl(manifest.entry), { integrity: manifest.integrity });
  } catch {
    return { ok: false, failure: 'files-failed' };
  }
  return { ok: true, manifest };
};

/**
 * Loads each mini-frontend once, at its first use (the callers ask at every use): true once its files
 * run; a failed load is forgotten, so that the next use tries again.
 */
export const createMiniFrontendLoader = (env: PortalEnvironment, prematchEndpoint: string): ((name: MiniFrontendName) => Promise<boolean>) => {
  const loads = new Map<MiniFrontendName, Promise<boolean>>();
  return (name) => {
    const known = loads.get(name);
    if (known !== undefined) return known;
    const loading = loadMiniFrontend(env, prematchEndpoint, name).then((result) => {
      if (!result.ok) loads.delete(name);
      return result.ok;
    });
    loads.set(name, loading);
    return loading;
  };
};
