// The public seam of the demo platform (see platform-seam.md): what startDemoPlatform returns and
// the switches tests use to inject faults and read what the server received.
import type { Server } from 'node:http';
import type { DemoWorld } from '@casino/demo-data';
import type { Realtime, RealtimeOptions } from './realtime/index.ts';
import type { LoginLimits } from './state/login-limits.ts';

export interface StartOptions {
  /** 0 = a random free port (tests); main.ts passes PORT or 4173. */
  readonly port?: number;
  /** Default '127.0.0.1'. */
  readonly host?: string;
  /** Passed to generateWorld. */
  readonly seed?: number;
  readonly size?: number;
  readonly now?: string;
  /** Serve this world instead of generating one (tests with hand-made worlds). */
  readonly world?: DemoWorld;
  /** Epoch milliseconds; default Date.now. Jackpot growth and session times read it. */
  readonly clock?: () => number;
  /** Uniform random numbers in [0, 1) for real-mode demo spins; default Math.random. */
  readonly random?: () => number;
  /** Keep rendered images in this folder as well as in memory (main.ts uses the OS temp dir). */
  readonly assetCacheDir?: string | null;
  /** Build id of builds/latest.json; default derived from the seed. */
  readonly buildId?: string;
  /**
   * Mount the test switches under /__test (faults, request log, real-time drops and notifications).
   * Off by default; main.ts turns them on with DEMO_TEST_SWITCHES=1. The in-process `faults` and
   * `requests` of DemoPlatform work either way.
   */
  readonly testSwitches?: boolean;
  /**
   * Portal origins that may call with credentials and frame the demo game pages; default the local
   * portal (http://localhost:4173 and http://127.0.0.1:4173). main.ts reads PORTAL_ORIGINS.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * Serialise, validate (ETag, 304) and compress content answers once per content version; default
   * true. false serves them as before (the load test's baseline).
   */
  readonly contentCache?: boolean;
  /** Where the mini-frontends' builds are (each under {name}/dist); default apps/mini-frontends. */
  readonly miniFrontendsDir?: string;
  /** Back-off of failed logins and preview passwords; default DEFAULT_LOGIN_LIMITS, false: none. */
  readonly loginLimits?: LoginLimits | false;
  /** Live-feed and notification settings (update interval, keep-alive, hub access token …). */
  readonly realtime?: Partial<Omit<RealtimeOptions, 'liveTables' | 'resolveNotificationToken'>>;
}

export interface FaultRule {
  /** Full pathname, e.g. '/gateway/pams/api/v2/balances'; a trailing '*' makes it a prefix. */
  readonly path: string;
  /** Default: any method. */
  readonly method?: string;
  /** Delay before answering (alone, the route then answers normally). */
  readonly latencyMs?: number;
  /** Answer this status; the body is `body` or a short text. */
  readonly status?: number;
  /** Raw body to send (with status, or alone with 200). */
  readonly body?: string;
  /** Answer 200 with a body that is not valid JSON. */
  readonly malformed?: boolean;
  /** Apply this many times, then the rule is spent; default unlimited. */
  readonly times?: number;
}

export interface FaultSwitches {
  add(rule: FaultRule): void;
  clear(): void;
  list(): FaultRule[];
}

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string | string[]>;
  /** Header names lower-cased. */
  readonly headers: Record<string, string>;
  readonly body: string;
}

export interface RequestLog {
  all(): LoggedRequest[];
  count(method: string, path: string): number;
  clear(): void;
}

export interface DemoPlatform {
  /** 'http://127.0.0.1:PORT' */
  readonly origin: string;
  readonly port: number;
  /** The generated world it serves (its initial state; per-player changes live elsewhere). */
  readonly world: DemoWorld;
  readonly faults: FaultSwitches;
  /** The live-table hub and the notification broker, with their test switches. */
  readonly realtime: Realtime;
  readonly requests: RequestLog;
  /** Exposed so that WebSocket upgrade handlers can be attached later. */
  readonly server: Server;
  close(): Promise<void>;
}
